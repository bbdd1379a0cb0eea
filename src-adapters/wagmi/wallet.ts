import {
  connect as wagmiConnect,
  createConfig,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  switchChain as wagmiSwitchChain,
  type Config,
  type Connector,
  type CreateConnectorFn,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import {
  ChainNotConfiguredError,
  CHAIN_ID_LOCAL,
  isAddress,
  isChainId,
  isHex,
  isIgnorableDisconnectError,
  NotConnectedError,
  RELAY_DEFAULT_TIMEOUT_MS,
  WALLET_CATALOG,
  type Address,
  type ChainId,
  type ChainInfo,
  type ConnectResult,
  type Hex,
  type StoragePort,
  type TransactionRequest,
  type WalletEvent,
  type WalletInfo,
  type WalletPort,
} from '../../src-domain/index.js'
import { createEip6963Discovery, type Eip6963Discovery } from '../ethers/discovery.js'
import type { Eip1193Provider, WalletWindow } from '../ethers/eip1193.js'
import { fallbackTransport, toViemChain, type TransportOptions } from './chains.js'
import {
  DEFAULT_SDK_LOADERS,
  injectedConnector,
  mockConnector,
  type SdkConnectorLoader,
  type SdkWalletKind,
} from './connectors.js'
import { createWalletDirectory, MOCK_WALLET_ID, type Target } from './directory.js'
import { InvalidWalletAnswerError, toWalletError, WalletConnectTimeoutError } from './errors.js'
import { wagmiStorageOver } from './storage.js'

/** The browser window as this backend sees it; Node tests pass a fake one. */
export interface WagmiWindow extends WalletWindow {
  /** Differs from the window itself inside an iframe (the Safe app embeds the dapp so). */
  parent?: unknown
  location?: { origin?: unknown }
}

export interface WagmiWalletConnectOptions {
  projectId: string | undefined
  appName?: string
  /** The app's origin, for the metadata wallets show; defaults to `location.origin`. */
  url?: string
  warn?: (message: string) => void
  /** How long a pairing may wait for the phone; the relay's default of five minutes. */
  timeoutMs?: number
}

export interface WagmiWalletOptions extends TransportOptions {
  /** The app's chains: what wallets may switch to and what a 4902 adds. */
  chains: readonly ChainInfo[]
  /** Remembers the last wallet (and wagmi's own keys) so `reconnect()` restores it after a reload. */
  storage?: StoragePort
  /** Where EIP-6963 announcements and `window.ethereum` come from; defaults to `window`. Null turns discovery off. */
  window?: WagmiWindow | null
  walletConnect?: WagmiWalletConnectOptions
  /** Offers wagmi's mock connector (`Mock Wallet`) when the local chain is configured. */
  mock?: boolean | { accounts?: readonly [Address, ...Address[]]; delayMs?: number }
  /** Replaces how the heavy connectors are built (tests pass wagmi's mock in their place). */
  sdkLoaders?: Partial<Record<SdkWalletKind, SdkConnectorLoader>>
}

export interface WagmiWallet extends WalletPort {
  /** The wagmi config underneath, for tests and tools; the app never reaches for it. */
  readonly config: Config
  /** Stops listening to EIP-6963 and to the connected wallet. */
  destroy(): void
}

/** Storage key of the last connected wallet id (wagmi's `recentConnectorId` names a connector, not a wallet). */
export const LAST_WALLET_KEY = 'wagmi.lastWallet'
export { MOCK_WALLET_ID }
const MOCK_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

interface Session {
  walletId: string
  connector: Connector
  accounts: Address[]
  chainId: ChainId
  stop: () => void
}

function defaultWindow(): WagmiWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as WagmiWindow)
}

function originOf(target: WagmiWindow | null): string {
  const origin = target?.location?.origin
  return typeof origin === 'string' ? origin : 'http://localhost'
}

/**
 * WalletPort on @wagmi/core: injected wallets discovered by EIP-6963 (each by its sanitized name
 * and icon; plain `window.ethereum` as `Browser Wallet`), Safe inside its iframe, Rainbow,
 * Coinbase Wallet, MetaMask, WalletConnect, Brave Wallet, and the mock connector on the local
 * chain. SDK connectors are imported only when picked. Errors become the domain's.
 */
export function createWagmiWalletPort(options: WagmiWalletOptions): WagmiWallet {
  const first = options.chains[0]
  if (!first) throw new Error('The wagmi backend needs at least one configured chain.')
  const target = options.window === undefined ? defaultWindow() : options.window
  const discovery: Eip6963Discovery | undefined = target ? createEip6963Discovery(target) : undefined
  const loaders = { ...DEFAULT_SDK_LOADERS, ...options.sdkLoaders }
  const mockEnabled = options.mock !== undefined && options.mock !== false && options.chains.some((chain) => chain.id === CHAIN_ID_LOCAL)
  const mockOptions = typeof options.mock === 'object' ? options.mock : {}
  const inSafeFrame = target !== null && target.parent !== undefined && target.parent !== null && target.parent !== target
  const appName = options.walletConnect?.appName ?? 'RetroPGF'
  const hasProjectId = (options.walletConnect?.projectId ?? '').trim() !== ''

  const viemChains = options.chains.map(toViemChain) as [Chain, ...Chain[]]
  const transports: Record<number, Transport> = Object.fromEntries(
    options.chains.map((chain) => [chain.id, fallbackTransport(chain.rpcUrls, options)]),
  )
  const config: Config = createConfig({
    chains: viemChains,
    transports,
    storage: wagmiStorageOver(options.storage),
    // Discovery is ours (over the given window, names and icons sanitized), not mipd's on the global one.
    multiInjectedProviderDiscovery: false,
    // No automatic hydration: a late hydrate would put back stale connections over a live one;
    // reconnect() restores from our own key with the real connector instead.
    ssr: true,
  })

  const listeners = new Set<(event: WalletEvent) => void>()
  const connectors = new Map<string, { provider?: Eip1193Provider; connector: Connector }>()
  let session: Session | undefined
  let reconnecting: Promise<ConnectResult | null> | undefined
  let wallets: readonly WalletInfo[] = []

  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const directory = createWalletDirectory({ discovery, target, inSafeFrame, mockEnabled, hasProjectId })
  const resolve = directory.resolve
  wallets = directory.list()
  const stopDiscovery = discovery?.subscribe(() => {
    wallets = directory.list()
    emit({ type: 'walletsChanged' })
  })

  const setUp = (fn: CreateConnectorFn): Connector => {
    const connector = config._internal.connectors.setup(fn)
    connector.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') emit({ type: 'displayUri', uri: message.data })
    })
    return connector
  }

  /** One connector per wallet (per SDK for the heavy ones, so MetaMask and Rainbow share WalletConnect's). */
  const connectorFor = async (resolved: Target): Promise<Connector> => {
    const key = resolved.kind === 'sdk' ? `sdk:${resolved.sdk}` : resolved.walletId
    const known = connectors.get(key)
    if (known && (resolved.kind !== 'injected' || known.provider === resolved.provider)) return known.connector
    let connector: Connector
    if (resolved.kind === 'injected') {
      connector = setUp(injectedConnector({ id: resolved.walletId, name: resolved.name, provider: resolved.provider, ...(resolved.icon ? { icon: resolved.icon } : {}) }))
      connectors.set(key, { provider: resolved.provider, connector })
      return connector
    }
    if (resolved.kind === 'mock') {
      connector = setUp(mockConnector({ id: MOCK_WALLET_ID, name: resolved.name, accounts: mockOptions.accounts ?? [MOCK_ACCOUNT], ...(mockOptions.delayMs !== undefined ? { delayMs: mockOptions.delayMs } : {}) }))
    } else {
      const name = resolved.sdk === 'walletConnect' ? WALLET_CATALOG.walletConnect.name : resolved.name
      const fn = await loaders[resolved.sdk]({
        id: resolved.sdk,
        name,
        chains: options.chains,
        appName,
        url: options.walletConnect?.url ?? originOf(target),
        walletConnectProjectId: options.walletConnect?.projectId,
        warn: options.walletConnect?.warn ?? ((message) => console.warn(message)),
      })
      connector = setUp(fn)
    }
    connectors.set(key, { connector })
    return connector
  }

  const endSession = () => {
    session?.stop()
    session = undefined
  }

  const forget = () => {
    endSession()
    options.storage?.remove(LAST_WALLET_KEY)
  }

  const startSession = (walletId: string, connector: Connector, accounts: Address[], chainId: ChainId): Session => {
    endSession()
    const current: Session = { walletId, connector, accounts, chainId, stop: () => {} }
    const onChange = (data: { accounts?: readonly string[] | undefined; chainId?: number | undefined }) => {
      if (session !== current) return
      if (data.accounts !== undefined) {
        const next = data.accounts.filter(isAddress)
        if (next.length === 0) {
          forget()
          emit({ type: 'accountsChanged', accounts: [] })
          return
        }
        if (next.join() !== current.accounts.join()) {
          current.accounts = next
          emit({ type: 'accountsChanged', accounts: next })
        }
      }
      // wagmi reports a switch both from the wallet's event and its own check: one event is enough.
      if (data.chainId !== undefined && isChainId(data.chainId) && data.chainId !== current.chainId) {
        current.chainId = data.chainId
        emit({ type: 'chainChanged', chainId: data.chainId })
      }
    }
    const onDisconnect = () => {
      if (session !== current) return
      forget()
      emit({ type: 'disconnected' })
    }
    connector.emitter.on('change', onChange)
    connector.emitter.on('disconnect', onDisconnect)
    current.stop = () => {
      connector.emitter.off('change', onChange)
      connector.emitter.off('disconnect', onDisconnect)
    }
    session = current
    return current
  }

  const requireSession = (): Session => {
    if (!session) throw new NotConnectedError()
    return session
  }

  /** WalletConnect waits for a phone that may never answer: give up after the relay timeout. */
  const withRelayTimeout = async <T>(resolved: Target, promise: Promise<T>): Promise<T> => {
    if (resolved.kind !== 'sdk' || resolved.sdk !== 'walletConnect') return promise
    const timeoutMs = options.walletConnect?.timeoutMs ?? RELAY_DEFAULT_TIMEOUT_MS
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WalletConnectTimeoutError(timeoutMs)), timeoutMs)
    })
    try {
      return await Promise.race([promise, timeout])
    } catch (error) {
      if (error instanceof WalletConnectTimeoutError) config.setState((state) => ({ ...state, status: state.current ? 'connected' : 'disconnected' }))
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  const switchTo = async (chainId: ChainId): Promise<void> => {
    if (!options.chains.some((chain) => chain.id === chainId)) throw new ChainNotConfiguredError(chainId)
    try {
      await wagmiSwitchChain(config, { chainId })
    } catch (error) {
      throw toWalletError(error, 'switchChain', { chainId })
    }
  }

  /** Leaves wagmi's current connection, whatever it is, before another wallet takes over. */
  const dropCurrent = async () => {
    const current = config.state.current ? config.state.connections.get(config.state.current) : undefined
    endSession()
    if (current) await wagmiDisconnect(config, { connector: current.connector }).catch(() => undefined)
  }

  const restore = async (): Promise<ConnectResult | null> => {
    const walletId = options.storage?.read(LAST_WALLET_KEY)
    if (!walletId) return null
    discovery?.request()
    let resolved: Target
    try {
      resolved = resolve(walletId)
    } catch {
      return null // the wallet is gone (extension removed): nothing to restore
    }
    if (resolved.kind === 'sdk' && resolved.sdk === 'walletConnect' && !options.walletConnect?.projectId) return null
    const connector = await connectorFor(resolved)
    // Only the remembered wallet is asked, and it never prompts: one that forgot the app answers no accounts.
    const [connection] = await wagmiReconnect(config, { connectors: [connector] })
    const accounts = connection?.accounts.filter(isAddress) ?? []
    if (!connection || accounts.length === 0 || !isChainId(connection.chainId)) {
      // wagmi keeps a "connection" without accounts; the wallet forgot the app, so nothing is connected.
      config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }))
      options.storage?.remove(LAST_WALLET_KEY)
      return null
    }
    startSession(walletId, connector, accounts, connection.chainId)
    return { walletId, accounts, chainId: connection.chainId }
  }

  return {
    config,

    listWallets: () => wallets,

    async connect(walletId, connectOptions = {}) {
      const resolved = resolve(walletId)
      const connector = await connectorFor(resolved)
      if (session?.connector === connector) return { walletId: session.walletId, accounts: session.accounts, chainId: session.chainId }
      await dropCurrent()
      let data: { accounts: readonly Address[]; chainId: number }
      try {
        data = await withRelayTimeout(resolved, wagmiConnect(config, { connector }))
      } catch (error) {
        throw toWalletError(error, 'connect', { walletName: resolved.name })
      }
      const accounts = data.accounts.filter(isAddress)
      if (accounts.length === 0 || !isChainId(data.chainId)) {
        // Leave nothing half-connected behind: an empty answer is the user backing out, a chain id
        // that is no chain id is a wallet to distrust.
        await wagmiDisconnect(config, { connector }).catch(() => undefined)
        if (accounts.length === 0) return { walletId, accounts: [], chainId: 0 }
        throw new InvalidWalletAnswerError('chain id')
      }
      const active = startSession(walletId, connector, accounts, data.chainId)
      options.storage?.write(LAST_WALLET_KEY, walletId)
      if (connectOptions.chainId !== undefined && connectOptions.chainId !== data.chainId) {
        // A failed switch leaves the wallet connected on its own chain; the UI offers the switch again.
        try {
          await switchTo(connectOptions.chainId)
          active.chainId = connectOptions.chainId
        } catch {
          // keep the wallet's chain
        }
      }
      return { walletId, accounts, chainId: active.chainId }
    },

    reconnect() {
      // wagmi runs one reconnect at a time and answers a second with nothing, which would read as
      // "the wallet forgot the app": callers that overlap share the one in flight instead.
      reconnecting ??= restore().finally(() => (reconnecting = undefined))
      return reconnecting
    },

    async disconnect() {
      const ending = session
      forget()
      try {
        if (ending) await wagmiDisconnect(config, { connector: ending.connector })
      } catch (error) {
        if (!isIgnorableDisconnectError(error)) throw error
      } finally {
        emit({ type: 'disconnected' })
      }
    },

    async switchChain(chainId) {
      const active = requireSession()
      await switchTo(chainId)
      if (session === active && active.chainId !== chainId) active.chainId = chainId
    },

    async signMessage({ account, message }) {
      requireSession()
      let signature: unknown
      try {
        const { signMessage } = await import('./signing.js')
        signature = await signMessage(config, { account, message })
      } catch (error) {
        throw toWalletError(error, 'sign')
      }
      if (!isHex(signature) || signature.length < 4) throw new InvalidWalletAnswerError('signature')
      return signature
    },

    async sendTransaction(request: TransactionRequest) {
      const active = requireSession()
      const account = request.from ?? active.accounts[0]
      if (!account) throw new NotConnectedError()
      let hash: unknown
      try {
        const { sendTransaction } = await import('./signing.js')
        hash = await sendTransaction(config, {
          account,
          ...(request.to ? { to: request.to } : {}),
          ...(request.value !== undefined ? { value: request.value } : {}),
          ...(request.data ? { data: request.data } : {}),
          ...(request.gas !== undefined ? { gas: request.gas } : {}),
          ...(request.chainId !== undefined ? { chainId: request.chainId } : {}),
        })
      } catch (error) {
        throw toWalletError(error, 'send')
      }
      if (!isHex(hash) || hash.length !== 66) throw new InvalidWalletAnswerError('transaction hash')
      return hash as Hex
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    destroy() {
      endSession()
      stopDiscovery?.()
      discovery?.stop()
      listeners.clear()
    },
  }
}
