import { describe, expect, inject, it } from 'vitest'
import { ConnectionService, type ConnectionState } from '../../../src-domain/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { loadBackend } from '../../../src/backends/index.js'
import { readConfig } from '../../../src/config.js'
import { createAppContainer, TOKENS } from '../../../src/container.js'
import { ACCOUNT, createHarness, testChains, TEST_RDNS } from '../../support/wallet/wagmi-harness.js'

describe('the wagmi backend in the container', () => {
  it('is what VITE_WALLET_BACKEND=wagmi binds: wallets offered, reads through the configured RPC', async () => {
    const config = readConfig({ VITE_WALLET_BACKEND: 'wagmi', VITE_RPC_URL_31337: inject('chainUrls')[31337] }, { dev: false })
    const container = await createAppContainer({ config, storage: createMemoryStorage(), load: () => loadBackend(config.walletBackend) })
    const wallet = container.get(TOKENS.Wallet)
    // Node has no window: no injected wallets, the SDK ones and the mock on the local chain remain.
    expect(wallet.listWallets().map((entry) => entry.id)).toEqual(['mock', 'walletConnect', 'metaMask', 'rainbow', 'coinbaseWallet', 'braveWallet'])
    const rpc = container.get(TOKENS.ChainRpc)
    expect(await rpc.getBalance({ address: ACCOUNT, chainId: 31337 })).toBeGreaterThan(0n)
  })
})

describe('ConnectionService over the wagmi port and the test wallet', () => {
  it('connects, follows the wallet to an unsupported chain, and disconnects on empty accounts', async () => {
    const { port, wallet, storage } = createHarness({ rpcUrls: { ...inject('chainUrls'), 999: inject('chainUrls')[31337] as string } })
    const service = new ConnectionService({ wallet: port, storage, chains: testChains() })
    const stop = service.start()
    const states: ConnectionState[] = []
    service.subscribe(() => states.push(service.getState()))
    await service.connect(TEST_RDNS)
    expect(service.getState()).toMatchObject({ status: 'connected', address: ACCOUNT, chainId: 31337, unsupported: false })

    wallet.__test.emitChainChanged(999)
    await expect.poll(() => service.getState()).toMatchObject({ status: 'connected', chainId: 999, unsupported: true })
    await service.switchChain(10)
    expect(service.getState()).toMatchObject({ chainId: 10, unsupported: false })

    wallet.__test.setAccounts([])
    await expect.poll(() => service.getState().status).toBe('disconnected')
    expect(states.map((state) => state.status)).toContain('connecting')
    stop()
    port.destroy()
  })

  it('a rejected connect fails silently as userRejected; a reload auto-connects', async () => {
    const harness = createHarness({ failures: { connect: 'userRejected' } })
    const service = new ConnectionService({ wallet: harness.port, storage: harness.storage, chains: testChains() })
    await service.connect(TEST_RDNS)
    expect(service.getState()).toEqual({ status: 'disconnected', failure: { kind: 'userRejected', walletId: TEST_RDNS } })
    harness.wallet.__test.setFailures({})
    await service.connect(TEST_RDNS)
    expect(service.getState()).toMatchObject({ status: 'connected' })

    const reloaded = new ConnectionService({ wallet: harness.reload(), storage: harness.storage, chains: testChains() })
    await reloaded.reconnect()
    expect(reloaded.getState()).toMatchObject({ status: 'connected', walletId: TEST_RDNS, address: ACCOUNT })
  })
})
