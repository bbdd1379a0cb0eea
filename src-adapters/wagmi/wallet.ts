import type { Config } from '@wagmi/core'
import {
  CHAIN_ID_LOCAL,
  isIgnorableDisconnectError,
  NotConnectedError,
  type ConnectResult,
  type WalletEvent,
  type WalletInfo,
  type WalletPort,
} from '../../src-domain/index.js'
import { createEip6963Discovery, type Eip6963Discovery } from '../injected/discovery.js'
import { importReads } from './chain-rpc.js'
import { createWalletDirectory, type Target } from './directory.js'
import type { WagmiEngine } from './engine.js'
import type { WagmiWalletOptions, WagmiWindow } from './options.js'

export interface WagmiWallet extends WalletPort {
  preload(): Promise<void>
  /** The wagmi config underneath, once a connect or restore has loaded wagmi; for tests and tools. */
  readonly config: Config | undefined
  /** Stops listening to EIP-6963 and to the connected wallet. */
  destroy(): void
}

/** wagmi's part of the port, loaded on first use; one import site, so the build lists its files once. */
export const importEngine = () => import('./engine.js')

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
 * chain. Errors become the domain's.
 *
 * Listing wallets needs no wallet library, so wagmi and viem themselves load only on the first
 * connect, or on a restore when a wallet is remembered: a first visit loads neither. The SDK
 * wallets' connectors load later still, when picked.
 */
export function createWagmiWalletPort(options: WagmiWalletOptions): WagmiWallet {
  if (options.chains.length === 0) throw new Error('The wagmi backend needs at least one configured chain.')
  const target = options.window === undefined ? defaultWindow() : options.window
  const discovery: Eip6963Discovery | undefined = target ? createEip6963Discovery(target) : undefined
  const hasProjectId = (options.walletConnect?.projectId ?? '').trim() !== ''
  const directory = createWalletDirectory({
    discovery,
    target,
    inSafeFrame: target !== null && target.parent !== undefined && target.parent !== null && target.parent !== target,
    mockEnabled: options.mock !== undefined && options.mock !== false && options.chains.some((chain) => chain.id === CHAIN_ID_LOCAL),
    hasProjectId,
  })
  const listeners = new Set<(event: WalletEvent) => void>()
  let wallets: readonly WalletInfo[] = directory.list()
  let engine: WagmiEngine | undefined
  let loading: Promise<WagmiEngine> | undefined
  let reconnecting: Promise<ConnectResult | null> | undefined

  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const stopDiscovery = discovery?.subscribe(() => {
    wallets = directory.list()
    emit({ type: 'walletsChanged' })
  })

  const loadEngine = (): Promise<WagmiEngine> => {
    loading ??= importEngine().then(
      (module) => (engine = module.createWagmiEngine({ options, emit, origin: originOf(target) })),
      (error: unknown) => {
        loading = undefined // a chunk that failed to load may load on the next try
        throw error
      },
    )
    return loading
  }

  /** The engine when something is connected; asking a wallet before that is the caller's mistake. */
  const connectedEngine = (): WagmiEngine => {
    if (!engine?.connected()) throw new NotConnectedError()
    return engine
  }

  const restore = async (walletId: string): Promise<ConnectResult | null> => {
    discovery?.request()
    let resolved: Target
    try {
      resolved = directory.resolve(walletId)
    } catch {
      return null // the wallet is gone (extension removed): nothing to restore
    }
    if (resolved.kind === 'sdk' && resolved.sdk === 'walletConnect' && !hasProjectId) return null
    return (await loadEngine()).restore(resolved)
  }

  return {
    get config() {
      return engine?.config
    },

    listWallets: () => wallets,

    // Building the engine (wagmi's config, its store, the viem client) took ~20 ms of a first connect;
    // the read client is the first balance's. The installed wallets' connectors are made while the
    // visitor reads the list, not on the pick.
    preload: async () => {
      const [loaded] = await Promise.all([loadEngine(), importReads()])
      for (const wallet of wallets) if (wallet.installed === true) loaded.prepare(directory.resolve(wallet.id))
    },

    async connect(walletId, connectOptions = {}) {
      const resolved = directory.resolve(walletId)
      return (await loadEngine()).connect(resolved, connectOptions.chainId)
    },

    reconnect(walletId) {
      // wagmi runs one reconnect at a time and answers a second with nothing, which would read as
      // "the wallet forgot the app": callers that overlap share the one in flight instead.
      reconnecting ??= restore(walletId).finally(() => (reconnecting = undefined))
      return reconnecting
    },

    async disconnect() {
      try {
        if (engine) await engine.disconnect()
      } catch (error) {
        if (!isIgnorableDisconnectError(error)) throw error
      } finally {
        emit({ type: 'disconnected' })
      }
    },

    switchChain: async (chainId) => connectedEngine().switchChain(chainId),
    signMessage: async (args) => connectedEngine().signMessage(args),
    sendTransaction: async (request) => connectedEngine().sendTransaction(request),

    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    destroy() {
      engine?.destroy()
      stopDiscovery?.()
      discovery?.stop()
      listeners.clear()
    },
  }
}
