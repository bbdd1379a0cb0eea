import { describe, expect, it } from 'vitest'
import { ACCOUNT, createHarness, TEST_RDNS } from '../../support/wallet/wagmi-harness.js'

describe('wagmi WalletPort: connect over the EIP-6963 test wallet', () => {
  it('connects the announced wallet and reports its accounts and chain', async () => {
    const { port, wallet } = createHarness()
    const listed = port.listWallets().find((entry) => entry.id === TEST_RDNS)
    expect(listed).toMatchObject({ name: 'Test Wallet', installed: true, kind: 'injected' })
    const result = await port.connect(TEST_RDNS)
    expect(result).toEqual({ walletId: TEST_RDNS, accounts: [ACCOUNT], chainId: 31337 })
    expect(wallet.__test.state().connected).toBe(true)
    port.destroy()
  })

  it('asks nothing before connect, then only the wallet: no request reaches a node', async () => {
    const { port, wallet } = createHarness()
    port.listWallets()
    expect(wallet.__test.requests()).toEqual([])
    await port.connect(TEST_RDNS)
    // The accounts (the wallet's prompt) and the chain: with the balance read after, 3 JSON-RPC requests in all.
    expect(wallet.__test.requests()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(wallet.__test.forwarded()).toEqual([])
    port.destroy()
  })

  it('auto-connects with two wallet requests and none to a node; a wallet that forgot the app leaves nothing connected', async () => {
    const harness = createHarness()
    await harness.port.connect(TEST_RDNS)
    harness.wallet.__test.clearRequests()
    const reloaded = harness.reload()
    expect(await reloaded.reconnect(TEST_RDNS)).toMatchObject({ walletId: TEST_RDNS, accounts: [ACCOUNT] })
    expect(harness.wallet.__test.requests()).toEqual(['eth_accounts', 'eth_chainId'])
    expect(harness.wallet.__test.forwarded()).toEqual([])

    // The wallet revoked the app elsewhere: no accounts for it any more.
    await harness.wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    const again = harness.reload()
    expect(await again.reconnect(TEST_RDNS)).toBeNull()
    expect(again.config?.state).toMatchObject({ status: 'disconnected', current: null })
    expect(again.config?.state.connections.size).toBe(0)
    for (const port of [harness.port, reloaded, again]) port.destroy()
  })
})
