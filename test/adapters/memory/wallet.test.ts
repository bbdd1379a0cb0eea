import { verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createMemoryStorage,
  createMemoryWallet,
  MOCK_WALLET,
  peekMemoryWallet,
  TEST_ACCOUNT,
  type MemoryWalletFailures,
} from '../../../src-adapters/memory/index.js'
import {
  ChainSwitchFailedError,
  classifyConnectionError,
  MOCK_CONNECT_DELAY_MS,
  NotConnectedError,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletNotInstalledError,
  type ConnectResult,
  type WalletEvent,
} from '../../../src-domain/index.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Starts a connect and reports how it settled, so a test can look at it between timer steps. */
function track(promise: Promise<ConnectResult>) {
  const outcome: { result?: ConnectResult; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (result) => Object.assign(outcome, { result, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  )
  return outcome
}

describe('memory wallet connect (spec 4 and 9: the mock connector resolves a connect after 100 ms)', () => {
  it('resolves after exactly 100 ms of fake time, not before', async () => {
    expect(MOCK_CONNECT_DELAY_MS).toBe(100)
    const wallet = createMemoryWallet()
    const outcome = track(wallet.connect('mock'))
    await vi.advanceTimersByTimeAsync(99)
    expect(outcome.settled).toBe(false)
    expect(wallet.control.isConnected()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ settled: true, result: { walletId: 'mock', accounts: [TEST_ACCOUNT], chainId: 31337 } })
    expect(wallet.control.isConnected()).toBe(true)
  })

  it('connects on the chain asked for', async () => {
    const wallet = createMemoryWallet()
    const outcome = track(wallet.connect('mock', { chainId: 10 }))
    await vi.advanceTimersByTimeAsync(100)
    expect(outcome.result?.chainId).toBe(10)
  })

  it.each<[MemoryWalletFailures['connect'], new (...args: never[]) => Error, string, number | undefined]>([
    ['userRejected', UserRejectedRequestError, 'userRejected', 4001],
    ['resourceUnavailable', ResourceUnavailableError, 'resourceUnavailable', -32002],
  ])('fails %s after the 100 ms with %o (kind %s, code %i)', async (failure, type, kind, code) => {
    const wallet = createMemoryWallet({ failures: { connect: failure } })
    const outcome = track(wallet.connect('mock'))
    await vi.advanceTimersByTimeAsync(99)
    expect(outcome.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome.error).toBeInstanceOf(type)
    expect(classifyConnectionError(outcome.error)).toBe(kind)
    expect((outcome.error as { code?: number }).code).toBe(code)
    expect(wallet.control.isConnected()).toBe(false)
  })

  it.each([
    ['the notInstalled flag', createMemoryWallet({ failures: { connect: 'notInstalled' } })],
    ['a wallet marked not installed', createMemoryWallet({ wallets: [{ ...MOCK_WALLET, installed: false }] })],
  ])('fails at once as not installed for %s', async (_label, wallet) => {
    const error = await wallet.connect('mock').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletNotInstalledError)
    expect((error as Error).message).toBe('Mock Wallet is not installed')
    expect(classifyConnectionError(error)).toBe('connectorNotFound')
  })

  it('answers with no accounts when told to, which classifies as a user rejection', async () => {
    const wallet = createMemoryWallet({ failures: { connect: 'emptyAccounts' } })
    const outcome = track(wallet.connect('mock'))
    await vi.advanceTimersByTimeAsync(100)
    expect(outcome.result?.accounts).toEqual([])
    expect(classifyConnectionError(undefined, outcome.result?.accounts)).toBe('userRejected')
  })

  it('refuses an unknown wallet id', async () => {
    await expect(createMemoryWallet().connect('nope')).rejects.toBeInstanceOf(UnknownWalletError)
  })
})

describe('memory wallet after connecting', () => {
  async function connectedWallet(options: Parameters<typeof createMemoryWallet>[0] = {}) {
    const wallet = createMemoryWallet(options)
    const events: WalletEvent[] = []
    wallet.subscribe((event) => events.push(event))
    const done = wallet.connect('mock')
    await vi.advanceTimersByTimeAsync(100)
    await done
    return { wallet, events }
  }

  it('switches chain and tells subscribers', async () => {
    const { wallet, events } = await connectedWallet()
    await wallet.switchChain(10)
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
  })

  it.each<[MemoryWalletFailures['switchChain'], new (...args: never[]) => Error]>([
    ['failed', ChainSwitchFailedError],
    ['unsupported', SwitchChainNotSupportedError],
    ['userRejected', UserRejectedRequestError],
  ])('fails a switch with the %s flag as %o', async (failure, type) => {
    const { wallet, events } = await connectedWallet({ failures: { switchChain: failure } })
    await expect(wallet.switchChain(10)).rejects.toBeInstanceOf(type)
    expect(events).toEqual([])
  })

  it('fails a switch to a chain it does not have', async () => {
    const { wallet } = await connectedWallet({ chainIds: [31337, 10] })
    await expect(wallet.switchChain(420)).rejects.toBeInstanceOf(ChainSwitchFailedError)
    await expect(wallet.switchChain(10)).resolves.toBeUndefined()
  })

  it('signs with the local chain test key, verifiable by anyone', async () => {
    vi.useRealTimers()
    const wallet = createMemoryWallet({ connectDelayMs: 0 })
    await wallet.connect('mock')
    const signature = await wallet.signMessage({ account: TEST_ACCOUNT, message: 'hello' })
    expect(await verifyMessage({ address: TEST_ACCOUNT, message: 'hello', signature })).toBe(true)
  })

  it.each([
    ['userRejected', UserRejectedRequestError],
    ['failed', Error],
  ] as const)('fails signing and sending with the %s flag', async (failure, type) => {
    const { wallet } = await connectedWallet({ failures: { signMessage: failure, sendTransaction: failure } })
    await expect(wallet.signMessage({ account: TEST_ACCOUNT, message: 'x' })).rejects.toBeInstanceOf(type)
    await expect(wallet.sendTransaction({ to: TEST_ACCOUNT })).rejects.toBeInstanceOf(type)
  })

  it('returns a distinct 32-byte hash for each transaction sent', async () => {
    const { wallet } = await connectedWallet()
    const first = await wallet.sendTransaction({ to: TEST_ACCOUNT, value: 1n })
    const second = await wallet.sendTransaction({ to: TEST_ACCOUNT, value: 1n })
    expect(first).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second).not.toBe(first)
  })

  it('refuses to switch, sign or send while disconnected', async () => {
    const wallet = createMemoryWallet()
    await expect(wallet.switchChain(10)).rejects.toBeInstanceOf(NotConnectedError)
    await expect(wallet.signMessage({ account: TEST_ACCOUNT, message: 'x' })).rejects.toBeInstanceOf(NotConnectedError)
    await expect(wallet.sendTransaction({})).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('restores the wallet the app remembers, and only a wallet it has', async () => {
    await expect(createMemoryWallet().reconnect('mock')).resolves.toEqual({ walletId: 'mock', accounts: [TEST_ACCOUNT], chainId: 31337 })
    await expect(createMemoryWallet().reconnect('metaMask')).resolves.toBeNull()
  })

  it('treats an emitted empty accounts list as a disconnect', async () => {
    const { wallet, events } = await connectedWallet()
    wallet.control.emit({ type: 'accountsChanged', accounts: [] })
    expect(wallet.control.isConnected()).toBe(false)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
  })
})

describe('peekMemoryWallet: the Mock Wallet asked before the app', () => {
  it('answers what the wallet the memory backend builds answers its reconnect', async () => {
    const peeked = await peekMemoryWallet('mock')
    expect(peeked).toEqual({ walletId: 'mock', accounts: [TEST_ACCOUNT], chainId: 31337 })
    expect(await createMemoryWallet().reconnect('mock')).toEqual(peeked)
  })

  it('another wallet id: null, as its reconnect', async () => {
    expect(await peekMemoryWallet('<script>')).toBeNull()
    expect(await createMemoryWallet().reconnect('<script>')).toBeNull()
  })
})
