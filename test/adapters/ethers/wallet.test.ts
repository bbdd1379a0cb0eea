import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ConnectionService,
  localChain,
  opMainnet,
  ProjectIdMissingError,
  RELAY_DEFAULT_TIMEOUT_MS,
  UserRejectedRequestError,
  WalletNotInstalledError,
  type WalletEvent,
} from '../../../src-domain/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import {
  createEthersWallet,
  LAST_WALLET_KEY,
  type EthersWallet,
  type EthersWalletOptions,
} from '../../../src-adapters/ethers/index.js'
import { WalletConnectTimeoutError, type WalletConnectLoader, type WalletConnectProvider } from '../../../src-adapters/injected/index.js'
import { ACCOUNT, announce, createFakeProvider, createFakeWindow, rpcError, type FakeProvider } from '../../support/wallet/fake-provider.js'

const ICON = 'data:image/svg+xml,%3Csvg/%3E'
const opened: EthersWallet[] = []
afterEach(() => {
  for (const wallet of opened.splice(0)) wallet.destroy()
  vi.useRealTimers()
})

function open(options: Partial<EthersWalletOptions>): EthersWallet {
  const wallet = createEthersWallet({ chains: [localChain, opMainnet], ...options })
  opened.push(wallet)
  return wallet
}

function record(wallet: EthersWallet): WalletEvent[] {
  const events: WalletEvent[] = []
  wallet.subscribe((event) => events.push(event))
  return events
}

interface FakeWalletConnect extends WalletConnectProvider, FakeProvider {
  connectCalls: number
  disconnectError: unknown
  pair(): void
}

/** WalletConnect's EthereumProvider as far as the backend uses it; `pair()` is the phone answering. */
function fakeWalletConnect(): FakeWalletConnect {
  let resolvePairing: (() => void) | undefined
  const base = createFakeProvider()
  const provider = Object.assign(base, {
    accounts: [] as string[],
    chainId: 10,
    session: undefined as unknown,
    connectCalls: 0,
    disconnectError: undefined as unknown,
    connect() {
      provider.connectCalls++
      base.emit('display_uri', 'wc:pairing@2?relay-protocol=irn&symKey=abc')
      return new Promise<void>((resolve) => (resolvePairing = resolve))
    },
    async disconnect() {
      if (provider.disconnectError) throw provider.disconnectError
    },
    pair() {
      provider.accounts = [ACCOUNT]
      provider.session = { topic: 't' }
      resolvePairing?.()
    },
  })
  return provider
}

function loaderFor(provider: WalletConnectProvider) {
  const load = vi.fn<WalletConnectLoader>(async () => ({ init: async () => provider }))
  return load
}

describe('ethers WalletPort: the wallets it offers', () => {
  it('lists a plain window.ethereum as Browser Wallet, once even when it also announces itself', () => {
    const legacy = createFakeProvider()
    expect(open({ window: createFakeWindow(legacy) }).listWallets().find((w) => w.id === 'injected')).toMatchObject({ name: 'Browser Wallet', installed: true })

    const target = createFakeWindow(legacy)
    announce(target, { uuid: 'u-1', name: 'Legacy Wallet', icon: ICON, rdns: 'com.legacy' }, legacy)
    const ids = open({ window: target }).listWallets().map((wallet) => wallet.id)
    expect(ids).toContain('com.legacy')
    expect(ids).not.toContain('injected')
  })

  it('an announced MetaMask takes the catalogue entry under its announced name; not installed ones are offered', () => {
    const target = createFakeWindow()
    announce(target, { uuid: 'u-2', name: 'MetaMask Flask', icon: ICON, rdns: 'io.metamask' }, createFakeProvider())
    const wallets = open({ window: target }).listWallets()
    expect(wallets.filter((wallet) => wallet.id === 'metaMask')).toEqual([
      expect.objectContaining({ name: 'MetaMask Flask', installed: true, kind: 'injected', rdns: 'io.metamask' }),
    ])
    expect(wallets.find((wallet) => wallet.id === 'rainbow')).toMatchObject({ installed: false, kind: 'walletConnect' })
    expect(wallets.find((wallet) => wallet.id === 'walletConnect')).toMatchObject({ name: 'WalletConnect', installed: undefined })
  })

  it('sanitizes hostile announcements and ignores malformed ones', () => {
    const target = createFakeWindow()
    const wallet = open({ window: target })
    const events = record(wallet)
    announce(target, { uuid: 'u-3', name: '<img src=x onerror=alert(1)>Evil <b>Wallet</b>', icon: 'javascript:alert(1)', rdns: 'com.evil' }, createFakeProvider())
    announce(target, { uuid: 'u-4', name: 'No Provider', icon: ICON, rdns: 'com.noprovider' }, { request: 'not a function' })
    announce(target, { uuid: 'u-5', name: 'Bad Rdns', icon: ICON, rdns: 'not an rdns' }, createFakeProvider())
    expect(events).toEqual([{ type: 'walletsChanged' }])
    const listed = wallet.listWallets()
    const evil = listed.find((entry) => entry.id === 'com.evil')
    expect(evil?.name).toBe('Evil Wallet')
    expect(evil?.icon).toBeUndefined()
    expect(listed.map((entry) => entry.name)).not.toContain('No Provider')
    expect(listed.map((entry) => entry.name)).not.toContain('Bad Rdns')
  })
})

describe('ethers WalletPort: WalletConnect, loaded only when picked', () => {
  it('loads the SDK on the first pick, not before; the pairing URI comes as displayUri', async () => {
    const provider = fakeWalletConnect()
    const load = loaderFor(provider)
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load } })
    wallet.listWallets()
    expect(load).not.toHaveBeenCalled()
    const events = record(wallet)
    const connecting = wallet.connect('walletConnect')
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'displayUri', uri: 'wc:pairing@2?relay-protocol=irn&symKey=abc' }))
    provider.pair()
    expect(await connecting).toEqual({ walletId: 'walletConnect', accounts: [ACCOUNT], chainId: 10 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('without a project id fails with the spec error, and a later pick may retry; a placeholder id only warns', async () => {
    const provider = fakeWalletConnect()
    const missing = open({ window: createFakeWindow(), walletConnect: { projectId: undefined, load: loaderFor(provider) } })
    await expect(missing.connect('walletConnect')).rejects.toBeInstanceOf(ProjectIdMissingError)
    await expect(missing.connect('walletConnect')).rejects.toThrow('No projectId found')

    const warn = vi.fn()
    const placeholder = open({ window: createFakeWindow(), walletConnect: { projectId: 'YOUR_PROJECT_ID', load: loaderFor(provider), warn } })
    const connecting = placeholder.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toBe(1))
    provider.pair()
    await connecting
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('Rainbow and MetaMask, not installed, go through WalletConnect when it is configured; else they are not installed', async () => {
    const provider = fakeWalletConnect()
    const load = loaderFor(provider)
    const viaRelay = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load } })
    const connecting = viaRelay.connect('rainbow')
    await vi.waitFor(() => expect(provider.connectCalls).toBe(1))
    provider.pair()
    expect(await connecting).toMatchObject({ walletId: 'rainbow', accounts: [ACCOUNT] })

    const bare = open({ window: createFakeWindow() })
    const error = await bare.connect('metaMask').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletNotInstalledError)
    expect((error as Error).message).toBe('MetaMask is not installed')
  })

  it('gives up on a pairing after the relay timeout of five minutes, not before', async () => {
    vi.useFakeTimers()
    const provider = fakeWalletConnect()
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load: loaderFor(provider) } })
    const outcome = wallet.connect('walletConnect').then(
      () => 'connected',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS - 1)
    expect(provider.connectCalls).toBe(1)
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(WalletConnectTimeoutError)
  })

  it("ignores 'No matching key' on disconnect (the session is already gone), and reports other failures", async () => {
    const provider = fakeWalletConnect()
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load: loaderFor(provider) } })
    const connect = async () => {
      const connecting = wallet.connect('walletConnect')
      await vi.waitFor(() => expect(provider.connectCalls).toBeGreaterThan(0))
      provider.pair()
      await connecting
    }
    await connect()
    const events = record(wallet)
    provider.disconnectError = new Error("No matching key. session topic doesn't exist: t")
    await wallet.disconnect()
    expect(events).toEqual([{ type: 'disconnected' }])

    provider.connectCalls = 0
    await connect()
    provider.disconnectError = new Error('relay unreachable')
    await expect(wallet.disconnect()).rejects.toThrow('relay unreachable')
  })
})

describe('ethers WalletPort: auto-connect restores only what the wallet still grants', () => {
  it('restores without prompting; a wallet that forgot the app, or is gone, restores nothing', async () => {
    const storage = createMemoryStorage()
    const provider = createFakeProvider()
    const target = createFakeWindow(provider)
    await open({ window: target, storage }).connect('injected')
    expect(storage.read(LAST_WALLET_KEY)).toBe('injected')

    provider.calls.length = 0
    expect(await open({ window: target, storage }).reconnect()).toEqual({ walletId: 'injected', accounts: [ACCOUNT], chainId: 31337 })
    expect(provider.calls).toEqual(['eth_accounts', 'eth_chainId'])

    provider.handlers.eth_accounts = () => []
    expect(await open({ window: target, storage }).reconnect()).toBeNull()
    expect(storage.read(LAST_WALLET_KEY)).toBeNull()

    storage.write(LAST_WALLET_KEY, 'injected')
    expect(await open({ window: createFakeWindow(), storage }).reconnect()).toBeNull()
  })
})

describe('ethers WalletPort: odd wallet answers never reach the app', () => {
  it('ignores a malformed chainChanged and a transient disconnect (1013) while the wallet changes chains', async () => {
    const provider = createFakeProvider()
    const wallet = open({ window: createFakeWindow(provider) })
    await wallet.connect('injected')
    const events = record(wallet)
    provider.emit('chainChanged', '<script>')
    provider.emit('chainChanged', { id: 10 })
    provider.emit('disconnect', rpcError(1013, 'MetaMask: Disconnected from chain. Attempting to connect.'))
    provider.emit('chainChanged', '0xa')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
    provider.emit('disconnect', rpcError(4900, 'Disconnected'))
    expect(events.at(-1)).toEqual({ type: 'disconnected' })
  })

  it('keeps only real addresses from the wallet, and refuses an invalid chain id, signature or hash', async () => {
    const provider = createFakeProvider({ eth_requestAccounts: () => ['nope', ACCOUNT, 42] })
    const wallet = open({ window: createFakeWindow(provider) })
    expect((await wallet.connect('injected')).accounts).toEqual([ACCOUNT])

    provider.handlers.personal_sign = () => '<b>signed</b>'
    await expect(wallet.signMessage({ account: ACCOUNT, message: 'hi' })).rejects.toThrow('The wallet answered an invalid signature.')
    provider.handlers.eth_sendTransaction = () => '0x1234'
    await expect(wallet.sendTransaction({ to: ACCOUNT, value: 1n })).rejects.toThrow('The wallet answered an invalid transaction hash.')

    const garbled = createFakeProvider({ eth_chainId: () => 'mainnet' })
    await expect(open({ window: createFakeWindow(garbled) }).connect('injected')).rejects.toThrow('The wallet answered an invalid chain id: mainnet')
  })

  it('reads a rejection however a wallet words it: 4001, ethers ACTION_REJECTED, or the message', async () => {
    const provider = createFakeProvider()
    const wallet = open({ window: createFakeWindow(provider) })
    await wallet.connect('injected')
    for (const failure of [rpcError(4001, 'nope'), Object.assign(new Error('x'), { code: 'ACTION_REJECTED' }), new Error('User denied message signature')]) {
      provider.handlers.personal_sign = () => {
        throw failure
      }
      await expect(wallet.signMessage({ account: ACCOUNT, message: 'hi' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    }
  })
})

describe('the WalletConnect relay goes silent (fake clock, no relay), through the domain', () => {
  it('the connection shows the QR code while waiting, then fails with a clear message after the relay timeout; a retry pairs again', async () => {
    vi.useFakeTimers()
    const relay = fakeWalletConnect()
    const wallet = open({ window: createFakeWindow(), walletConnect: { projectId: 'a1b2c3', load: loaderFor(relay) } })
    const connection = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: [localChain, opMainnet] })
    connection.start()
    const attempt = connection.connect('walletConnect')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(connection.getState()).toMatchObject({ status: 'connecting', displayUri: 'wc:pairing@2?relay-protocol=irn&symKey=abc' })

    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS - 2_000)
    expect(connection.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1_000)
    await attempt
    const state = connection.getState()
    expect(state).toMatchObject({ status: 'disconnected', failure: { walletId: 'walletConnect', message: 'No answer from the wallet within 300 s.' } })

    const retry = connection.connect('walletConnect')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(relay.connectCalls).toBe(2)
    expect(connection.getState().status).toBe('connecting')
    connection.cancel()
    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS)
    await retry
    expect(connection.getState()).toEqual({ status: 'disconnected' })
  })
})
