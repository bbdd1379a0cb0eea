import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConnector, type CreateConnectorFn } from '@wagmi/core'
import { verifyMessage, type Address } from 'viem'
import { EXAMPLE_PROJECT_ID, isIgnorableDisconnectError, ProjectIdMissingError, RELAY_DEFAULT_TIMEOUT_MS, type WalletEvent } from '../../../src-domain/index.js'
import { DEFAULT_SDK_LOADERS, SAFE_APP_ORIGIN } from '../../../src-adapters/wagmi/sdk-loaders.js'
import type { SdkConnectorContext, SdkConnectorLoader, SdkWalletKind, WagmiWallet } from '../../../src-adapters/wagmi/index.js'
import { WalletConnectTimeoutError } from '../../../src-adapters/wallet-kernel/index.js'
import { ACCOUNT, createHarness } from '../../support/wallet/wagmi-harness.js'

const PAIRING_URI = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'

interface FakeRelay {
  /** Resolves the pending pairing as if the phone approved. */
  approve(): void
  loads: Array<{ kind: SdkWalletKind; context: SdkConnectorContext }>
  loaders: Record<SdkWalletKind, SdkConnectorLoader>
}

/** Stands in for the WalletConnect SDK: shows a pairing URI, then waits for a phone that the test plays. */
function fakeRelay(options: { disconnectError?: Error } = {}): FakeRelay {
  // The phone may approve before the connector is waiting (the test plays it as soon as the SDK loads).
  let approved = false
  // The SDK keeps its session in its own storage: it outlives a page reload (a new connector).
  let connected = false
  let onApprove: () => void = () => {}
  const loads: FakeRelay['loads'] = []
  const connectorFn = (context: SdkConnectorContext): CreateConnectorFn =>
    createConnector((config) => {
      return {
        id: context.id,
        name: context.name,
        type: 'walletConnect',
        async connect(parameters) {
          if (parameters?.isReconnecting && connected) return { accounts: [ACCOUNT as Address], chainId: 10 } as never
          config.emitter.emit('message', { type: 'display_uri', data: PAIRING_URI })
          if (!approved) await new Promise<void>((resolve) => (onApprove = resolve))
          approved = false
          connected = true
          return { accounts: [ACCOUNT as Address], chainId: 10 } as never
        },
        async disconnect() {
          connected = false
          if (options.disconnectError) throw options.disconnectError
        },
        getAccounts: async () => (connected ? [ACCOUNT as Address] : []),
        getChainId: async () => 10,
        getProvider: async () => ({}),
        isAuthorized: async () => connected,
        onAccountsChanged() {},
        onChainChanged() {},
        onDisconnect() {},
      }
    })
  const load =
    (kind: SdkWalletKind): SdkConnectorLoader =>
    async (context) => {
      loads.push({ kind, context })
      return connectorFn(context)
    }
  return {
    approve: () => {
      approved = true
      onApprove()
    },
    loads,
    loaders: { walletConnect: load('walletConnect'), coinbaseWallet: load('coinbaseWallet'), safe: load('safe'), metaMask: load('metaMask') },
  }
}

const opened: WagmiWallet[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const port of opened.splice(0)) port.destroy()
})

function events(port: WagmiWallet): WalletEvent[] {
  const list: WalletEvent[] = []
  port.subscribe((event) => list.push(event))
  return list
}

describe('wagmi WalletPort: SDK wallets load only when picked', () => {
  it('builds no SDK connector at start, and only the picked one on connect', async () => {
    const relay = fakeRelay()
    const { port } = createHarness({}, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(port)
    port.listWallets()
    expect(relay.loads).toEqual([])
    const connecting = port.connect('walletConnect')
    await vi.waitFor(() => expect(relay.loads).toHaveLength(1))
    relay.approve()
    expect(await connecting).toEqual({ walletId: 'walletConnect', accounts: [ACCOUNT], chainId: 10 })
    expect(relay.loads.map((load) => load.kind)).toEqual(['walletConnect'])
  })

  it('MetaMask and Rainbow, not installed, go through WalletConnect; Coinbase through its SDK', async () => {
    const relay = fakeRelay()
    const { port } = createHarness({ setEthereum: false, announce: false }, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(port)
    const metaMask = port.connect('metaMask')
    await vi.waitFor(() => expect(relay.loads).toHaveLength(1))
    relay.approve()
    expect(await metaMask).toMatchObject({ walletId: 'metaMask', chainId: 10 })
    await port.disconnect()
    relay.approve()
    const rainbow = port.connect('rainbow')
    expect(await rainbow).toMatchObject({ walletId: 'rainbow' })
    // One WalletConnect connector serves both: the SDK is set up once.
    expect(relay.loads.map((load) => load.kind)).toEqual(['walletConnect'])
    const coinbase = port.connect('coinbaseWallet')
    await vi.waitFor(() => expect(relay.loads).toHaveLength(2))
    relay.approve()
    await coinbase
    expect(relay.loads[1]).toMatchObject({ kind: 'coinbaseWallet', context: { id: 'coinbaseWallet', name: 'Coinbase Wallet', appName: 'RetroPGF' } })
  })

  it('a wallet the app names beyond the default ones (Trust Wallet) goes through WalletConnect; an extension-only one (Rabby) is not installed', async () => {
    const relay = fakeRelay()
    const { port } = createHarness({ setEthereum: false, announce: false }, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(port)
    const trust = port.connect('trust')
    await vi.waitFor(() => expect(relay.loads).toHaveLength(1))
    relay.approve()
    expect(await trust).toMatchObject({ walletId: 'trust', accounts: [ACCOUNT] })
    expect(relay.loads.map((load) => load.kind)).toEqual(['walletConnect'])
    await port.disconnect()
    await expect(port.connect('rabby')).rejects.toThrow('Rabby Wallet is not installed')
  })

  it('MetaMask, not installed, with no WalletConnect project id: through the MetaMask SDK', async () => {
    const relay = fakeRelay()
    const { port } = createHarness({ setEthereum: false, announce: false }, { sdkLoaders: relay.loaders })
    opened.push(port)
    relay.approve()
    expect(await port.connect('metaMask')).toMatchObject({ walletId: 'metaMask', accounts: [ACCOUNT] })
    expect(relay.loads.map((load) => load.kind)).toEqual(['metaMask'])
    expect(relay.loads[0]?.context).toMatchObject({ id: 'metaMask', name: 'MetaMask' })
  })

  it('restores a WalletConnect session after a reload, loading the SDK for it; after a disconnect the SDK has no session to restore', async () => {
    const relay = fakeRelay()
    const harness = createHarness({}, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(harness.port)
    relay.approve()
    await harness.port.connect('walletConnect')
    const reloaded = harness.reload()
    opened.push(reloaded)
    expect(await reloaded.reconnect('walletConnect')).toEqual({ walletId: 'walletConnect', accounts: [ACCOUNT], chainId: 10 })
    expect(relay.loads).toHaveLength(2)
    await reloaded.disconnect()
    const again = harness.reload()
    opened.push(again)
    // The SDK's own session ended with the disconnect: nothing to restore.
    expect(await again.reconnect('walletConnect')).toBeNull()
  })

  it('Safe connects through its SDK inside the Safe app iframe only', async () => {
    const relay = fakeRelay()
    const framed = createHarness({ announce: false, setEthereum: false }, { sdkLoaders: relay.loaders })
    opened.push(framed.port)
    expect(await framed.port.connect('safe').catch((error: Error) => error.message)).toBe('Safe is not available')
    framed.window.parent = new EventTarget()
    const inFrame = framed.reload()
    opened.push(inFrame)
    relay.approve()
    expect(await inFrame.connect('safe')).toMatchObject({ walletId: 'safe', accounts: [ACCOUNT] })
    expect(relay.loads.map((load) => load.kind)).toEqual(['safe'])
  })

  it('passes the pairing URI on as a displayUri event (the QR code)', async () => {
    const relay = fakeRelay()
    const { port } = createHarness({}, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(port)
    const seen = events(port)
    const connecting = port.connect('walletConnect')
    await vi.waitFor(() => expect(seen).toContainEqual({ type: 'displayUri', uri: PAIRING_URI }))
    relay.approve()
    await connecting
  })

  it('gives up a pairing after the relay default timeout of five minutes', async () => {
    const relay = fakeRelay()
    const { port } = createHarness({}, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(port)
    // wagmi loaded first, in tasks of its own (which fake timers do not run): the clock is the relay's alone.
    await port.preload?.()
    vi.useFakeTimers()
    const outcome = port.connect('walletConnect').then(
      () => 'connected',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(RELAY_DEFAULT_TIMEOUT_MS - 1)
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(WalletConnectTimeoutError)
    expect(RELAY_DEFAULT_TIMEOUT_MS).toBe(300_000)
  })

  it('ignores "No matching key" when disconnecting a WalletConnect session', async () => {
    const relay = fakeRelay({ disconnectError: new Error("No matching key. session topic doesn't exist: 2a3b") })
    const { port } = createHarness({}, { sdkLoaders: relay.loaders, walletConnect: { projectId: 'a1b2c3' } })
    opened.push(port)
    const seen = events(port)
    const connecting = port.connect('walletConnect')
    await vi.waitFor(() => expect(relay.loads).toHaveLength(1))
    relay.approve()
    await connecting
    await expect(port.disconnect()).resolves.toBeUndefined()
    expect(seen).toContainEqual({ type: 'disconnected' })
    expect(isIgnorableDisconnectError(new Error('No matching key'))).toBe(true)
  })
})

describe('the Safe connector answers the Safe app only', () => {
  it('matches the Safe app origin as the SDK sees it (scheme included), and no look-alike', () => {
    expect(SAFE_APP_ORIGIN.test('https://app.safe.global')).toBe(true)
    for (const origin of ['app.safe.global', 'http://app.safe.global', 'https://app.safe.global.evil.example', 'https://evil.example/app.safe.global']) {
      expect(SAFE_APP_ORIGIN.test(origin)).toBe(false)
    }
  })
})

describe('wagmi WalletPort: the WalletConnect project id rule', () => {
  it('fails without a project id, before any SDK loads', async () => {
    const { port } = createHarness()
    opened.push(port)
    const error = await port.connect('walletConnect').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProjectIdMissingError)
    expect((error as Error).message).toMatch(/^No projectId found/)
    // Auto-connect never fails on it: there is simply nothing to restore.
    expect(await port.reconnect('walletConnect')).toBeNull()
  })

  it('only warns about the placeholder id (the real loader checks it before importing)', async () => {
    const warn = vi.fn()
    const context: SdkConnectorContext = {
      id: 'walletConnect',
      name: 'WalletConnect',
      chains: [],
      appName: 'RetroPGF',
      url: 'http://127.0.0.1',
      walletConnectProjectId: EXAMPLE_PROJECT_ID,
      warn,
    }
    const fn = await DEFAULT_SDK_LOADERS.walletConnect(context)
    expect(typeof fn).toBe('function')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/placeholder WalletConnect projectId/)
    await expect(DEFAULT_SDK_LOADERS.walletConnect({ ...context, walletConnectProjectId: '  ' })).rejects.toBeInstanceOf(ProjectIdMissingError)
  })
})

describe('wagmi WalletPort: the mock connector on the local chain', () => {
  it('connects after 100 ms on 31337 and signs with the node', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { port } = createHarness({}, { mock: true })
    opened.push(port)
    let settled = false
    const connecting = port.connect('mock').finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(99)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    expect(await connecting).toEqual({ walletId: 'mock', accounts: [ACCOUNT], chainId: 31337 })
    const signature = await port.signMessage({ account: ACCOUNT, message: 'mock' })
    expect(await verifyMessage({ address: ACCOUNT, message: 'mock', signature })).toBe(true)
  })
})
