import { describe, expect, it } from 'vitest'
import { ACCOUNT, createHarness, TEST_RDNS } from './harness.js'

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
    // The permission prompt (which lets the user pick accounts), the accounts in the wallet's order, the chain.
    expect(wallet.__test.requests()).toEqual(['wallet_requestPermissions', 'eth_accounts', 'eth_chainId'])
    expect(wallet.__test.forwarded()).toEqual([])
    port.destroy()
  })
})
