import { describe, expect, it } from 'vitest'
import { createTestServices, TEST_ACCOUNT } from '../../../src/kit/test-services.js'

describe('createTestServices', () => {
  it('builds the services over the in-memory wallet and chain; a wallet that starts connected is restored by the first reconnect', async () => {
    const { services, wallet, rpc } = await createTestServices({ connected: true, balance: 7n })
    expect(services.chains.map((chain) => chain.id)).toEqual([31337])
    await services.connection.reconnect()
    expect(services.connection.getState()).toMatchObject({ status: 'connected', address: TEST_ACCOUNT, chainId: 31337, walletId: 'mock' })
    expect(wallet.control.isConnected()).toBe(true)
    expect(await services.rpc.getBalance({ address: TEST_ACCOUNT, chainId: 31337 })).toBe(7n)
    rpc.control.setBalance(31337, TEST_ACCOUNT, 9n)
    expect(await services.rpc.getBalance({ address: TEST_ACCOUNT, chainId: 31337 })).toBe(9n)
  })

  it('starts disconnected by default, on the chain it is given, failing as told', async () => {
    const chain = { id: 10, name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['https://mainnet.optimism.io'] }
    const { services } = await createTestServices({ chains: [chain], failures: { connect: 'userRejected' } })
    await services.connection.reconnect()
    expect(services.connection.getState()).toEqual({ status: 'disconnected' })
    await services.connection.connect('mock')
    expect(services.connection.getState()).toMatchObject({ status: 'disconnected', failure: { kind: 'userRejected' } })
  })

  it('tracks a sent transaction to confirmed once the chain mines it', async () => {
    const { services, rpc } = await createTestServices({ connected: true })
    const release = services.start()
    await services.connection.reconnect()
    const hash = await services.wallet.sendTransaction({ to: TEST_ACCOUNT, value: 1n, chainId: 31337 })
    services.transactions.add({ hash, description: 'Test' })
    rpc.control.mine(31337, 1, { hash, status: 'success' })
    await expect.poll(() => services.transactions.getState().transactions[0]?.status).toBe('confirmed')
    release()
  })
})
