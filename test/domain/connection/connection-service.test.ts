import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createMemoryStorage,
  createMemoryWallet,
  TEST_ACCOUNT,
  type MemoryStorage,
  type MemoryWallet,
  type MemoryWalletFailures,
} from '../../../src-adapters/memory/index.js'
import {
  connectionRecordOf,
  encodeConnectionRecord,
  STORAGE_KEY_CONNECTION,
  ChainNotConfiguredError,
  CONNECTION_MESSAGES,
  ConnectionService,
  localChain,
  NotConnectedError,
  opMainnet,
  optimismGoerli,
  readRecentWalletIds,
  LEGACY_LAST_WALLET_KEYS,
  STORAGE_KEY_LAST_WALLET,
  type Address,
  type ConnectionState,
  type WalletPort,
} from '../../../src-domain/index.js'

const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAINS = [opMainnet, optimismGoerli, localChain]

let storage: MemoryStorage
let wallet: MemoryWallet
let service: ConnectionService
let stop: () => void
let seen: ConnectionState[]

function build(port: WalletPort = wallet) {
  service = new ConnectionService({ wallet: port, storage, chains: CHAINS })
  stop = service.start()
  seen = []
  service.subscribe(() => seen.push(service.getState()))
}

async function connected(chainId?: number) {
  const done = service.connect('mock', chainId === undefined ? {} : { chainId })
  await vi.advanceTimersByTimeAsync(100)
  await done
  expect(service.getState().status).toBe('connected')
}

beforeEach(() => {
  vi.useFakeTimers()
  storage = createMemoryStorage()
  wallet = createMemoryWallet()
  build()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('ConnectionService: connect (spec 4: connecting, connected, disconnected)', () => {
  it('goes connecting → connected after the mock wallet’s 100 ms, and records the wallet as recent', async () => {
    const done = service.connect('mock')
    expect(service.getState()).toEqual({ status: 'connecting', walletId: 'mock' })
    await vi.advanceTimersByTimeAsync(99)
    expect(service.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(service.getState()).toEqual({
      status: 'connected',
      walletId: 'mock',
      address: TEST_ACCOUNT,
      accounts: [TEST_ACCOUNT],
      chainId: 31337,
      unsupported: false,
    })
    expect(seen.map((state) => state.status)).toEqual(['connecting', 'connected'])
    expect(readRecentWalletIds(storage)).toEqual(['mock'])
  })

  it('flags a wallet that connects on a chain that is not configured as unsupported', async () => {
    build(createMemoryWallet({ chainId: 1 }))
    await connected()
    expect(service.getState()).toMatchObject({ chainId: 1, unsupported: true })
  })

  it('refuses a connect or a switch to a chain the app does not configure before the wallet is asked', async () => {
    const asked: string[] = []
    const spy: WalletPort = {
      ...wallet,
      connect: (...args) => (asked.push('connect'), wallet.connect(...args)),
      switchChain: (...args) => (asked.push('switchChain'), wallet.switchChain(...args)),
    }
    build(spy)
    await service.connect('mock', { chainId: 1 })
    expect(service.getState()).toMatchObject({
      status: 'disconnected',
      failure: { kind: 'chainNotConfigured', walletId: 'mock', message: 'Chain 1 is not configured.' },
    })
    expect(asked).toEqual([])
    await connected()
    asked.length = 0
    await expect(service.switchChain(1)).rejects.toBeInstanceOf(ChainNotConfiguredError)
    expect(asked).toEqual([])
    expect(service.getState()).toMatchObject({ status: 'connected', chainId: 31337, unsupported: false })
  })

  it.each<[MemoryWalletFailures['connect'], string, string | undefined]>([
    ['userRejected', 'userRejected', undefined],
    ['emptyAccounts', 'userRejected', undefined],
    ['resourceUnavailable', 'resourceUnavailable', 'A request is already pending in the wallet. Open it to continue.'],
    ['notInstalled', 'connectorNotFound', 'Mock Wallet is not installed'],
  ])('a %s connect ends disconnected with failure %s and message %j (none for a rejection)', async (failure, kind, message) => {
    wallet.control.setFailures({ connect: failure })
    const done = service.connect('mock')
    await vi.advanceTimersByTimeAsync(100)
    await done
    const state = service.getState()
    expect(state).toEqual({ status: 'disconnected', failure: message === undefined ? { kind, walletId: 'mock' } : { kind, walletId: 'mock', message } })
    expect(readRecentWalletIds(storage)).toEqual([])
  })

  it('ends a connect the wallet fails with a hostile object as an unknown failure, never stuck connecting', async () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('hostile')
        },
      },
    )
    build({ ...wallet, connect: () => Promise.reject(hostile) })
    await service.connect('mock')
    expect(service.getState()).toEqual({ status: 'disconnected', failure: { kind: 'unknown', walletId: 'mock', message: 'Oops, something went wrong!' } })
  })

  it('clears a failure before a retry', async () => {
    wallet.control.setFailures({ connect: 'userRejected' })
    const done = service.connect('mock')
    await vi.advanceTimersByTimeAsync(100)
    await done
    service.clearFailure()
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })

  it('ignores the late answer of a cancelled connect', async () => {
    const done = service.connect('mock')
    service.cancel()
    expect(service.getState()).toEqual({ status: 'disconnected' })
    await vi.advanceTimersByTimeAsync(100)
    await done
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })

  it('restores the last connection on load through the reconnecting (loading) state', async () => {
    await connected()
    stop()
    const reloaded = new ConnectionService({ wallet: createMemoryWallet(), storage, chains: CHAINS })
    const done = reloaded.reconnect()
    expect(reloaded.getState()).toEqual({ status: 'reconnecting' })
    await done
    expect(reloaded.getState()).toMatchObject({ status: 'connected', address: TEST_ACCOUNT })
  })

  it('stays disconnected when there is nothing to restore', async () => {
    await service.reconnect()
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })
})

describe('ConnectionService: wallet events (spec 4)', () => {
  it.each<[string, readonly Address[]]>([
    ['an empty list', []],
    ['only malformed addresses', ['0x123' as Address]],
  ])('accounts changed to %s means disconnect', async (_label, accounts) => {
    await connected()
    wallet.control.emit({ type: 'accountsChanged', accounts })
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })

  it('accounts changed to another account keeps the connection on the new account', async () => {
    await connected()
    wallet.control.emit({ type: 'accountsChanged', accounts: [OTHER, TEST_ACCOUNT] })
    expect(service.getState()).toMatchObject({ status: 'connected', address: OTHER, accounts: [OTHER, TEST_ACCOUNT] })
  })

  it.each([
    [10, false],
    [420, false],
    [1, true],
    [8453, true],
  ])('chain changed to %i yields that chain id, unsupported %j', async (chainId, unsupported) => {
    await connected()
    wallet.control.emit({ type: 'chainChanged', chainId })
    expect(service.getState()).toMatchObject({ status: 'connected', chainId, unsupported })
  })

  it('a disconnected event disconnects', async () => {
    await connected()
    wallet.control.emit({ type: 'disconnected' })
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })

  it('ignores events while disconnected and after stop()', async () => {
    wallet.control.emit({ type: 'chainChanged', chainId: 10 })
    wallet.control.emit({ type: 'accountsChanged', accounts: [OTHER] })
    expect(service.getState()).toEqual({ status: 'disconnected' })
    await connected()
    // The subscriber above still holds it: stop() ends the run all the same.
    service.stop()
    wallet.control.emit({ type: 'chainChanged', chainId: 420 })
    wallet.control.emit({ type: 'disconnected' })
    expect(service.getState()).toMatchObject({ status: 'connected', chainId: 10 })
  })
})

describe('ConnectionService: disconnect and switch', () => {
  it('disconnects and ignores WalletConnect’s "No matching key"', async () => {
    build({ ...wallet, disconnect: () => Promise.reject(new Error("No matching key. session topic doesn't exist: 0xabc")) })
    await connected()
    await expect(service.disconnect()).resolves.toEqual({})
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })

  it("returns any other disconnect error as the wallet's, never rejects: the app is disconnected either way", async () => {
    build({ ...wallet, disconnect: () => Promise.reject(new Error('Socket closed')) })
    await connected()
    await expect(service.disconnect()).resolves.toEqual({ walletError: new Error('Socket closed') })
    expect(service.getState()).toEqual({ status: 'disconnected' })
  })

  it('switches chain: pending while the wallet is asked, then the new chain even without a chainChanged event', async () => {
    let answer = () => {}
    build({ ...wallet, switchChain: () => new Promise<void>((resolve) => (answer = resolve)) })
    await connected()
    const done = service.switchChain(10)
    expect(service.getState()).toMatchObject({ pendingChainId: 10, chainId: 31337 })
    answer()
    await done
    expect(service.getState()).toMatchObject({ status: 'connected', chainId: 10, unsupported: false, pendingChainId: undefined })
  })

  it.each<[MemoryWalletFailures['switchChain'], string | undefined]>([
    ['unsupported', CONNECTION_MESSAGES.cannotSwitch],
    ['failed', 'Switching the network failed. Please try again.'],
    ['userRejected', undefined],
  ])('a %s switch stays on the chain with switch error %j', async (failure, switchError) => {
    await connected()
    wallet.control.setFailures({ switchChain: failure })
    await service.switchChain(10)
    expect(service.getState()).toMatchObject({ status: 'connected', chainId: 31337, pendingChainId: undefined, switchError })
  })

  it('refuses to switch when not connected', async () => {
    await expect(service.switchChain(10)).rejects.toBeInstanceOf(NotConnectedError)
  })
})

describe('ConnectionService: the last-wallet key the page reads before its first paint', () => {
  const remembered = () => storage.read(STORAGE_KEY_LAST_WALLET)

  it('holds the wallet id while connected, written once however the connection changes', async () => {
    const write = vi.spyOn(storage, 'write')
    await connected()
    expect(remembered()).toBe('mock')
    wallet.control.emit({ type: 'chainChanged', chainId: 420 })
    wallet.control.emit({ type: 'accountsChanged', accounts: [OTHER] })
    expect(write.mock.calls.filter(([key]) => key === STORAGE_KEY_LAST_WALLET)).toEqual([[STORAGE_KEY_LAST_WALLET, 'mock']])
  })

  it.each([
    ['the user disconnects', async () => void (await service.disconnect())],
    ['the wallet says disconnected', () => wallet.control.emit({ type: 'disconnected' })],
    ['the wallet leaves no account', () => wallet.control.emit({ type: 'accountsChanged', accounts: [] })],
  ])('is removed when %s', async (_label, end) => {
    await connected()
    await end()
    expect(remembered()).toBeNull()
  })

  it('is kept while reconnecting, and removed when there was nothing left to restore', async () => {
    // A wallet the in-memory backend does not have: gone, as an uninstalled extension.
    storage.write(STORAGE_KEY_LAST_WALLET, 'metaMask')
    const done = service.reconnect()
    expect(remembered()).toBe('metaMask')
    await done
    expect(service.getState()).toEqual({ status: 'disconnected' })
    expect(remembered()).toBeNull()
  })

  it('is moved from the key a backend kept before, which is then removed, for a visitor who has only that', async () => {
    for (const key of LEGACY_LAST_WALLET_KEYS) {
      const old = createMemoryStorage({ [key]: 'mock' })
      const reloaded = new ConnectionService({ wallet: createMemoryWallet(), storage: old, chains: CHAINS })
      await reloaded.reconnect()
      expect(reloaded.getState().status).toBe('connected')
      // The legacy key is gone; the last wallet and the connection's record (for a server's render) are what is kept.
      const record = connectionRecordOf(reloaded.getState())
      expect(record?.walletId).toBe('mock')
      expect(old.dump()).toEqual({ [STORAGE_KEY_LAST_WALLET]: 'mock', [STORAGE_KEY_CONNECTION]: encodeConnectionRecord(record!) })
    }
  })

  it('is the wallet the backend is asked to restore; nothing remembered asks nothing, a value that is no wallet id is dropped', async () => {
    const asked: string[] = []
    const spy: WalletPort = { ...createMemoryWallet(), reconnect: async (walletId) => (asked.push(walletId), null) }
    await new ConnectionService({ wallet: spy, storage, chains: CHAINS }).reconnect()
    storage.write(STORAGE_KEY_LAST_WALLET, '<img src=x>')
    await new ConnectionService({ wallet: spy, storage, chains: CHAINS }).reconnect()
    expect(remembered()).toBeNull()
    storage.write(STORAGE_KEY_LAST_WALLET, 'io.metamask')
    await new ConnectionService({ wallet: spy, storage, chains: CHAINS }).reconnect()
    expect(asked).toEqual(['io.metamask'])
  })
})
