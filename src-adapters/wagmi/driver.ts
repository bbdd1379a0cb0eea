import { connect, createConfig, disconnect, getConnection, reconnect, switchChain, type Config, type Connector, type CreateConnectorFn } from '@wagmi/core'
import { fallback, getAddress, http, type Chain } from 'viem'
import { InvalidWalletAnswerError, isAddress, isChainId, WALLET_CATALOG, type Address, type ChainId } from '../../src-domain/index.js'
import { WalletConnectTimeoutError, withRelayTimeout, type Eip1193Provider, type Link, type Opened } from '../wallet-kernel/index.js'
import { toViemChain } from './chains.js'
import { injectedConnector, mockConnector } from './connectors.js'
import { MOCK_WALLET_ID, type Target } from './directory.js'
import type { WagmiWalletOptions } from './options.js'
import { clearConnections, settleStatus, setUpConnector } from './private-api.js'
import { DEFAULT_SDK_LOADERS } from './sdk-loaders.js'
import { connectorStorage } from './storage.js'

/** The wagmi backend's driver, the part that needs @wagmi/core: loaded with it, on the first connect or restore. */
export type WagmiDriver = ReturnType<typeof createWagmiDriver>

/** A connect's or restore's answer checked: addresses only, a chain id that is one. */
function answered(data: { accounts: readonly string[]; chainId: number } | undefined): { accounts: Address[]; chainId: ChainId } | undefined {
  const accounts = data?.accounts.filter(isAddress) ?? []
  return data && accounts.length > 0 && isChainId(data.chainId) ? { accounts, chainId: data.chainId } : undefined
}

/**
 * wagmi's connectors as a driver: each connection opened, restored, switched, signed on and closed
 * through @wagmi/core's public actions, so wagmi's own state is the one copy under the session.
 * Private wagmi API is used only in `private-api.ts`, where no public route exists.
 */
export function createWagmiDriver(options: WagmiWalletOptions, events: { displayUri(uri: string): void }, origin: string) {
  const loaders = { ...DEFAULT_SDK_LOADERS, ...options.sdkLoaders }
  const viemChains = options.chains.map(toViemChain) as [Chain, ...Chain[]]
  const config: Config = createConfig({
    chains: viemChains,
    // The actions used here talk to the wallet's provider, and the chain reads are the kernel's: these
    // only name each chain's URLs (WalletConnect's rpcMap), none for a chain that has none (no throw).
    transports: Object.fromEntries(options.chains.map((chain) => [chain.id, fallback(chain.rpcUrls.map((url) => http(url)))])),
    storage: connectorStorage(options.storage),
    // Discovery is the driver's (over the given window, names and icons sanitized), not mipd's on the global one.
    multiInjectedProviderDiscovery: false,
    // No automatic hydration: restore() reconnects the remembered wallet with its real connector instead.
    ssr: true,
  })
  const connectors = new Map<string, { provider?: Eip1193Provider; connector: Connector }>()
  let checksumWarm = false

  /**
   * wagmi checksums the accounts a wallet answers (viem's getAddress, keccak-256): the first hash of
   * a page compiles the hashing code, about a millisecond and a half in the middle of a connect. A
   * few hashes of throwaway addresses while the visitor reads the wallet list take that cost ahead,
   * when the page is idle: `prepare` runs as the connect dialog opens, and its first paint must not wait.
   */
  const warmChecksum = () => {
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

  const setUp = (fn: CreateConnectorFn): Connector => {
    const connector = setUpConnector(config, fn)
    connector.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') events.displayUri(message.data)
    })
    return connector
  }

  /**
   * One connector per wallet: per provider for an installed one, per SDK for the heavy ones (so
   * MetaMask and Rainbow share WalletConnect's). An installed wallet's is made within the call, before
   * its first await, which is what lets `prepare` make it ahead of the pick.
   */
  const connectorFor = async (resolved: Target): Promise<Connector> => {
    const key = resolved.kind === 'sdk' ? `sdk:${resolved.sdk}` : resolved.walletId
    const provider = resolved.kind === 'injected' ? resolved.provider : undefined
    const known = connectors.get(key)
    if (known && known.provider === provider) return known.connector
    const connector = setUp(
      resolved.kind === 'injected'
        ? injectedConnector(resolved)
        : resolved.kind === 'mock'
          ? mockConnector({ id: MOCK_WALLET_ID, name: resolved.name, ...(typeof options.mock === 'object' ? options.mock : {}) })
          : await loaders[resolved.sdk]({
              id: resolved.sdk,
              name: resolved.sdk === 'walletConnect' ? WALLET_CATALOG.walletConnect.name : resolved.name,
              chains: options.chains,
              appName: options.walletConnect?.appName ?? 'RetroPGF',
              url: options.walletConnect?.url ?? origin,
              walletConnectProjectId: options.walletConnect?.projectId,
              warn: options.walletConnect?.warn ?? ((message) => console.warn(message)),
            }),
    )
    connectors.set(key, { ...(provider ? { provider } : {}), connector })
    return connector
  }

  /** One connection as the session talks to it: wagmi's actions, the connector's own events. */
  const linkTo = (connector: Connector): Link => ({
    listen(on) {
      const onChange = (data: { accounts?: readonly string[] | undefined; chainId?: number | undefined }) => {
        if (data.accounts !== undefined) on.accounts(data.accounts.filter(isAddress))
        if (data.chainId !== undefined && isChainId(data.chainId)) on.chain(data.chainId)
      }
      const onDisconnect = () => on.disconnect()
      connector.emitter.on('change', onChange)
      connector.emitter.on('disconnect', onDisconnect)
      // An app beside the kit may end the connection with wagmi's own actions (wagmi's useDisconnect
      // over the config of useWagmiConfig): wagmi's state losing it is a disconnect too. The kit's
      // own disconnect stops listening before it closes, so it is not counted twice.
      const stopState = config.subscribe(
        (state) => state.connections.has(connector.uid),
        (held) => {
          if (!held) on.disconnect()
        },
      )
      return () => {
        connector.emitter.off('change', onChange)
        connector.emitter.off('disconnect', onDisconnect)
        stopState()
      }
    },
    switchChain: async (chain) => void (await switchChain(config, { chainId: chain.id })),
    async signMessage(account, message) {
      const { signMessage } = await import('./signing.js')
      return signMessage(config, { account, message })
    },
    async sendTransaction({ from, to, value, data, gas, chainId }) {
      const { sendTransaction } = await import('./signing.js')
      // Only the request's own fields: anything else an app passes stays out of wagmi's call.
      return sendTransaction(config, { account: from, to, value, data, gas, chainId })
    },
    close: () => disconnect(config, { connector }),
  })

  /** WalletConnect waits for a phone that may never answer: give up after the relay timeout. */
  const connectWithin = async (resolved: Target, connector: Connector) => {
    const connecting = connect(config, { connector })
    if (resolved.kind !== 'sdk' || resolved.sdk !== 'walletConnect') return connecting
    try {
      return await withRelayTimeout(connecting, options.walletConnect?.timeoutMs)
    } catch (error) {
      if (error instanceof WalletConnectTimeoutError) settleStatus(config)
      throw error
    }
  }

  return {
    config,

    /** Makes an installed wallet's connector ahead of its pick; an SDK wallet's still loads when picked. */
    prepare(resolved: Target): void {
      if (resolved.kind !== 'injected') return
      void connectorFor(resolved)
      warmChecksum()
    },

    async open(resolved: Target): Promise<Opened> {
      const connector = await connectorFor(resolved)
      const current = getConnection(config)
      // This wallet is connected already: wagmi's own state answers.
      const already =
        current.status === 'connected' && current.connector === connector ? answered({ accounts: current.addresses, chainId: current.chainId }) : undefined
      if (already) return { ...already, link: linkTo(connector) }
      // Another wallet's connection, whatever it is, ends before this one takes over.
      if (current.connector) await disconnect(config, { connector: current.connector }).catch(() => undefined)
      const data = await connectWithin(resolved, connector)
      const checked = answered(data)
      if (checked) return { ...checked, link: linkTo(connector) }
      // Leave nothing half-connected behind: an empty answer is the user backing out, a chain id
      // that is no chain id is a wallet to distrust.
      await disconnect(config, { connector }).catch(() => undefined)
      if (!data.accounts.some(isAddress)) return { accounts: [] }
      throw new InvalidWalletAnswerError('chain id')
    },

    /** The remembered wallet's connection without prompting; null when it forgot the app. */
    async restore(resolved: Target): Promise<Opened | null> {
      const connector = await connectorFor(resolved)
      // Only the remembered wallet is asked, and it never prompts: one that forgot the app answers no accounts.
      const [connection] = await reconnect(config, { connectors: [connector] })
      const checked = answered(connection)
      if (checked) return { ...checked, link: linkTo(connector) }
      // wagmi keeps a "connection" without accounts; the wallet forgot the app, so nothing is connected.
      clearConnections(config)
      return null
    },
  }
}
