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
import { getAddress, type Chain, type Transport } from 'viem'
import {
  ChainNotConfiguredError,
  isAddress,
  isChainId,
  isHex,
  NotConnectedError,
  WALLET_CATALOG,
  type Address,
  type ChainId,
  type ConnectResult,
  type Hex,
  type TransactionRequest,
  type WalletEvent,
} from '../../src-domain/index.js'
import type { Eip1193Provider } from '../injected/eip1193.js'
import { fallbackTransport, toViemChain } from './chains.js'
import { injectedConnector, mockConnector } from './connectors.js'
import { MOCK_WALLET_ID, type Target } from './directory.js'
import { withRelayTimeout as relayTimeout, WalletConnectTimeoutError } from '../injected/walletconnect.js'
import { InvalidWalletAnswerError, toWalletError } from './errors.js'
import type { WagmiWalletOptions } from './options.js'
import { clearConnections, settleStatus, setUpConnector } from './private-api.js'
import { DEFAULT_SDK_LOADERS } from './sdk-loaders.js'

/** What wagmi persisted before its state was kept in memory only; removed once wagmi loads. */
const OLD_WAGMI_KEYS = ['wagmi.store', 'wagmi.recentConnectorId']

const MOCK_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export interface EngineDeps {
  options: WagmiWalletOptions
  emit: (event: WalletEvent) => void
  /** The app's origin, for the metadata SDK wallets show. */
  origin: string
}

/** The part of the port that needs @wagmi/core: loaded with it, on the first connect or restore. */
export interface WagmiEngine {
  readonly config: Config
  connect(resolved: Target, chainId: ChainId | undefined): Promise<ConnectResult>
  /** Makes an installed wallet's connector ahead of its pick; an SDK wallet's still loads when picked. */
  prepare(resolved: Target): void
  /** Restores the remembered wallet without prompting; null when it forgot the app. */
  restore(resolved: Target): Promise<ConnectResult | null>
  connected(): boolean
  disconnect(): Promise<void>
  switchChain(chainId: ChainId): Promise<void>
  signMessage(args: { account: Address; message: string }): Promise<Hex>
  sendTransaction(request: TransactionRequest): Promise<Hex>
  destroy(): void
}

interface Session {
  walletId: string
  connector: Connector
  accounts: Address[]
  chainId: ChainId
  stop: () => void
}

let checksumWarm = false

/**
 * wagmi checksums the accounts a wallet answers (viem's getAddress, keccak-256): the first hash of
 * a page compiles the hashing code, about a millisecond and a half in the middle of a connect. A
 * few hashes of throwaway addresses while the visitor reads the wallet list take that cost ahead,
 * when the page is idle: `prepare` runs as the connect dialog opens, and its first paint must not wait.
 */
function warmChecksum(): void {
  if (checksumWarm) return
  checksumWarm = true
  const warm = () => {
    for (let n = 1; n <= 8; n++) getAddress(`0x${n.toString(16).padStart(40, '0')}`)
  }
  // Called on the global, not detached from it: browsers refuse a requestIdleCallback without its window.
  const page = globalThis as { requestIdleCallback?: (callback: () => void) => number }
  if (page.requestIdleCallback) page.requestIdleCallback(warm)
  else setTimeout(warm, 100)
}

export function createWagmiEngine({ options, emit, origin }: EngineDeps): WagmiEngine {
  const loaders = { ...DEFAULT_SDK_LOADERS, ...options.sdkLoaders }
  const mockOptions = typeof options.mock === 'object' ? options.mock : {}
  const viemChains = options.chains.map(toViemChain) as [Chain, ...Chain[]]
  const transports: Record<number, Transport> = Object.fromEntries(
    options.chains.map((chain) => [chain.id, fallbackTransport(chain.rpcUrls, options)]),
  )
  const config: Config = createConfig({
    chains: viemChains,
    transports,
    // wagmi's state lives in memory only: the domain's record names the wallet a reload restores, and
    // wagmi's persisted copy (its store, its recent connector) was a second record of it.
    storage: null,
    // Discovery is the port's (over the given window, names and icons sanitized), not mipd's on the global one.
    multiInjectedProviderDiscovery: false,
    // No automatic hydration: a late hydrate would put back stale connections over a live one;
    // restore() reconnects the remembered wallet with its real connector instead.
    ssr: true,
  })
  for (const key of OLD_WAGMI_KEYS) options.storage?.remove(key)
  const connectors = new Map<string, { provider?: Eip1193Provider; connector: Connector }>()
  let session: Session | undefined

  const setUp = (fn: CreateConnectorFn): Connector => {
    const connector = setUpConnector(config, fn)
    connector.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') emit({ type: 'displayUri', uri: message.data })
    })
    return connector
  }

  /** An installed wallet's connector, made once per provider. */
  const injectedFor = (resolved: Extract<Target, { kind: 'injected' }>): Connector => {
    const known = connectors.get(resolved.walletId)
    if (known && known.provider === resolved.provider) return known.connector
    const connector = setUp(injectedConnector({ id: resolved.walletId, name: resolved.name, provider: resolved.provider, ...(resolved.icon ? { icon: resolved.icon } : {}) }))
    connectors.set(resolved.walletId, { provider: resolved.provider, connector })
    return connector
  }

  /** One connector per wallet (per SDK for the heavy ones, so MetaMask and Rainbow share WalletConnect's). */
  const connectorFor = async (resolved: Target): Promise<Connector> => {
    if (resolved.kind === 'injected') return injectedFor(resolved)
    const key = resolved.kind === 'sdk' ? `sdk:${resolved.sdk}` : resolved.walletId
    const known = connectors.get(key)
    if (known) return known.connector
    let connector: Connector
    if (resolved.kind === 'mock') {
      connector = setUp(mockConnector({ id: MOCK_WALLET_ID, name: resolved.name, accounts: mockOptions.accounts ?? [MOCK_ACCOUNT], ...(mockOptions.delayMs !== undefined ? { delayMs: mockOptions.delayMs } : {}) }))
    } else {
      const fn = await loaders[resolved.sdk]({
        id: resolved.sdk,
        name: resolved.sdk === 'walletConnect' ? WALLET_CATALOG.walletConnect.name : resolved.name,
        chains: options.chains,
        appName: options.walletConnect?.appName ?? 'RetroPGF',
        url: options.walletConnect?.url ?? origin,
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

  const startSession = (walletId: string, connector: Connector, accounts: Address[], chainId: ChainId): Session => {
    endSession()
    const current: Session = { walletId, connector, accounts, chainId, stop: () => {} }
    const onChange = (data: { accounts?: readonly string[] | undefined; chainId?: number | undefined }) => {
      if (session !== current) return
      if (data.accounts !== undefined) {
        const next = data.accounts.filter(isAddress)
        if (next.length === 0) {
          endSession()
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
      endSession()
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
    try {
      return await relayTimeout(promise, options.walletConnect?.timeoutMs)
    } catch (error) {
      if (error instanceof WalletConnectTimeoutError) settleStatus(config)
      throw error
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

  return {
    config,

    connected: () => session !== undefined,

    prepare(resolved) {
      if (resolved.kind !== 'injected') return
      injectedFor(resolved)
      warmChecksum()
    },

    async connect(resolved, chainId) {
      const { walletId } = resolved
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
      if (chainId !== undefined && chainId !== data.chainId) {
        // A failed switch leaves the wallet connected on its own chain; the UI offers the switch again.
        try {
          await switchTo(chainId)
          active.chainId = chainId
        } catch {
          // keep the wallet's chain
        }
      }
      return { walletId, accounts, chainId: active.chainId }
    },

    async restore(resolved) {
      const connector = await connectorFor(resolved)
      // Only the remembered wallet is asked, and it never prompts: one that forgot the app answers no accounts.
      const [connection] = await wagmiReconnect(config, { connectors: [connector] })
      const accounts = connection?.accounts.filter(isAddress) ?? []
      if (!connection || accounts.length === 0 || !isChainId(connection.chainId)) {
        // wagmi keeps a "connection" without accounts; the wallet forgot the app, so nothing is connected.
        clearConnections(config)
        return null
      }
      startSession(resolved.walletId, connector, accounts, connection.chainId)
      return { walletId: resolved.walletId, accounts, chainId: connection.chainId }
    },

    async disconnect() {
      const ending = session
      endSession()
      if (ending) await wagmiDisconnect(config, { connector: ending.connector })
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

    async sendTransaction(request) {
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

    destroy: endSession,
  }
}

