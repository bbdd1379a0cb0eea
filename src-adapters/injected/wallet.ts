import {
  ChainNotConfiguredError,
  InvalidWalletAnswerError,
  isHex,
  isIgnorableDisconnectError,
  NotConnectedError,
  WALLET_CATALOG,
  type Address,
  type ChainId,
  type ChainInfo,
  type ConnectResult,
  type Hex,
  type TransactionRequest,
  type WalletEvent,
  type WalletInfo,
  type WalletPort,
} from '../../src-domain/index.js'
import { createEip6963Discovery, type Eip6963Discovery } from './discovery.js'
import { listen, type Eip1193Provider, type WalletWindow } from './eip1193.js'
import { addChainParams, parseAccounts, parseChainId, quantity, utf8Hex } from './requests.js'
import { errorFacts, isUnrecognizedChain, toWalletError } from './errors.js'
import { installedWallets, legacyProvider, notInstalled, resolveInjected, withOfferedWallets } from './installed-wallets.js'
import { connectWalletConnect, initWalletConnect, type WalletConnectOptions, type WalletConnectProvider } from './walletconnect.js'

/**
 * How a connected wallet signs and sends. The default asks the provider straight
 * (`personal_sign`, `eth_sendTransaction`); a backend may go through its library instead.
 */
export interface SessionSigner {
  signMessage(account: Address, message: string): Promise<unknown>
  sendTransaction(tx: Record<string, string>): Promise<unknown>
  /** The wallet moved to another chain. */
  setChain?(chainId: ChainId): void
  /** The session ended. */
  close?(): void
}

export type SignerFactory = (provider: Eip1193Provider, chainId: ChainId) => SessionSigner

/** EIP-1193 requests and nothing else: the lightest way to sign and send. */
export const directSigner: SignerFactory = (provider) => ({
  signMessage: (account, message) => provider.request({ method: 'personal_sign', params: [utf8Hex(message), account] }),
  sendTransaction: (tx) => provider.request({ method: 'eth_sendTransaction', params: [tx] }),
})

export interface InjectedWalletOptions {
  /** The app's chains: what `wallet_addEthereumChain` adds and WalletConnect offers. */
  chains: readonly ChainInfo[]
  /** Where EIP-6963 announcements and `window.ethereum` come from; defaults to `window`. Null turns discovery off. */
  window?: WalletWindow | null
  /** Offers WalletConnect (and MetaMask and Rainbow through it when not installed); off without it. */
  walletConnect?: WalletConnectOptions
  signer?: SignerFactory
}

export interface InjectedWallet extends WalletPort {
  /** Stops listening to EIP-6963 and to the connected wallet. */
  destroy(): void
}

const WALLET_CONNECT_ID = WALLET_CATALOG.walletConnect.id
/** MetaMask emits `disconnect` with 1013 while it changes chains: not a real disconnect. */
const TRANSIENT_DISCONNECT_CODE = 1013
/** Rainbow and MetaMask, when not installed, connect through WalletConnect (the spec's fallback). */
const VIA_WALLET_CONNECT = new Set<string>([WALLET_CATALOG.metaMask.id, WALLET_CATALOG.rainbow.id])

interface Session {
  walletId: string
  provider: Eip1193Provider
  walletConnect: boolean
  accounts: Address[]
  chainId: ChainId
  signer: SessionSigner
  unlisten: () => void
}

function defaultWindow(): WalletWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as WalletWindow)
}

/**
 * The WalletPort every EIP-1193 backend shares: injected wallets discovered by EIP-6963 (plain
 * `window.ethereum` as `Browser Wallet`) and, when configured, WalletConnect. Connecting asks
 * `eth_requestAccounts`; a restore asks `eth_accounts` only, so it never prompts; a 4902 answer
 * to a switch adds the chain then switches; MetaMask's transient 1013 disconnect is ignored;
 * wallet errors become the domain's. How the session signs and sends is the backend's `signer`.
 */
export function createInjectedWallet(options: InjectedWalletOptions): InjectedWallet {
  const target = options.window === undefined ? defaultWindow() : options.window
  const discovery: Eip6963Discovery | undefined = target ? createEip6963Discovery(target) : undefined
  const signerFor = options.signer ?? directSigner
  const withWalletConnect = options.walletConnect !== undefined
  const listeners = new Set<(event: WalletEvent) => void>()
  let session: Session | undefined
  let walletConnect: Promise<WalletConnectProvider> | undefined
  let unlistenDisplayUri: (() => void) | undefined

  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const buildWallets = (): readonly WalletInfo[] =>
    withOfferedWallets(installedWallets(discovery?.wallets() ?? [], legacyProvider(target)), {
      walletConnect: withWalletConnect,
      kindOf: (walletId) => (withWalletConnect && VIA_WALLET_CONNECT.has(walletId) ? 'walletConnect' : 'injected'),
    })
  let wallets = buildWallets()
  const stopDiscovery = discovery?.subscribe(() => {
    wallets = buildWallets()
    emit({ type: 'walletsChanged' })
  })

  type Resolved = { kind: 'injected'; provider: Eip1193Provider } | { kind: 'walletConnect'; config: WalletConnectOptions }
  const resolve = (walletId: string): Resolved => {
    const injected = resolveInjected(discovery, target, walletId)
    if (injected) return injected
    const config = options.walletConnect
    if (config && (walletId === WALLET_CONNECT_ID || (VIA_WALLET_CONNECT.has(walletId) && config.projectId))) return { kind: 'walletConnect', config }
    throw notInstalled(walletId)
  }

  const getWalletConnect = (config: WalletConnectOptions): Promise<WalletConnectProvider> => {
    walletConnect ??= initWalletConnect(config, options.chains).then((provider) => {
      unlistenDisplayUri = listen(provider, 'display_uri', (uri) => {
        if (typeof uri === 'string') emit({ type: 'displayUri', uri })
      })
      return provider
    })
    // A failed init (bad project id, SDK failed to load) may be retried on the next pick.
    walletConnect.catch(() => (walletConnect = undefined))
    return walletConnect
  }

  const endSession = () => {
    if (!session) return
    session.unlisten()
    session.signer.close?.()
    session = undefined
  }

  const setChain = (current: Session, next: ChainId) => {
    if (next === current.chainId) return
    current.chainId = next
    current.signer.setChain?.(next)
  }

  const startSession = (walletId: string, provider: Eip1193Provider, accounts: Address[], chainId: ChainId, isWalletConnect: boolean): Session => {
    endSession()
    const current: Session = { walletId, provider, walletConnect: isWalletConnect, accounts, chainId, signer: signerFor(provider, chainId), unlisten: () => {} }
    const offs = [
      listen(provider, 'accountsChanged', (payload) => {
        if (session !== current) return
        const next = parseAccounts(payload)
        current.accounts = next
        if (next.length === 0) endSession()
        emit({ type: 'accountsChanged', accounts: next })
      }),
      listen(provider, 'chainChanged', (payload) => {
        if (session !== current) return
        let next: ChainId
        try {
          next = parseChainId(payload)
        } catch {
          return // a malformed event is ignored; the next valid one wins
        }
        setChain(current, next)
        emit({ type: 'chainChanged', chainId: next })
      }),
      listen(provider, 'disconnect', (payload) => {
        if (session !== current || errorFacts(payload).codes.includes(TRANSIENT_DISCONNECT_CODE)) return
        endSession()
        emit({ type: 'disconnected' })
      }),
    ]
    current.unlisten = () => offs.forEach((off) => off())
    session = current
    return current
  }

  const request = (provider: Eip1193Provider, method: string, params: readonly unknown[] = []): Promise<unknown> => provider.request({ method, params })

  const requireSession = (): Session => {
    if (!session) throw new NotConnectedError()
    return session
  }

  const switchOn = async (provider: Eip1193Provider, chainId: ChainId): Promise<void> => {
    const chain = options.chains.find((entry) => entry.id === chainId)
    if (!chain) throw new ChainNotConfiguredError(chainId)
    const params = [{ chainId: quantity(chainId) }]
    try {
      await request(provider, 'wallet_switchEthereumChain', params)
      return
    } catch (error) {
      if (!isUnrecognizedChain(errorFacts(error))) throw toWalletError(error, 'switchChain')
    }
    // 4902: the wallet does not know the chain yet; add it from the app's config, then switch.
    try {
      await request(provider, 'wallet_addEthereumChain', [addChainParams(chain)])
      await request(provider, 'wallet_switchEthereumChain', params)
    } catch (error) {
      throw toWalletError(error, 'switchChain')
    }
  }

  const connectInjected = async (walletId: string, provider: Eip1193Provider, chainId?: ChainId): Promise<ConnectResult> => {
    let accounts: Address[]
    let current: ChainId
    try {
      accounts = parseAccounts(await request(provider, 'eth_requestAccounts'))
      if (accounts.length === 0) return { walletId, accounts: [], chainId: 0 }
      current = parseChainId(await request(provider, 'eth_chainId'))
    } catch (error) {
      throw toWalletError(error, 'connect')
    }
    const active = startSession(walletId, provider, accounts, current, false)
    if (chainId !== undefined && chainId !== current) {
      // A failed switch leaves the wallet connected on its own chain; the UI offers the switch again.
      try {
        await switchOn(provider, chainId)
        setChain(active, chainId)
      } catch {
        // keep the wallet's chain
      }
    }
    return { walletId, accounts, chainId: active.chainId }
  }

  const connectViaWalletConnect = async (walletId: string, config: WalletConnectOptions): Promise<ConnectResult> => {
    const provider = await getWalletConnect(config)
    try {
      await connectWalletConnect(provider, config)
    } catch (error) {
      throw toWalletError(error, 'connect')
    }
    const accounts = parseAccounts(provider.accounts)
    if (accounts.length === 0) return { walletId, accounts: [], chainId: 0 }
    const chainId = parseChainId(provider.chainId)
    startSession(walletId, provider, accounts, chainId, true)
    return { walletId, accounts, chainId }
  }

  return {
    listWallets: () => wallets,

    async connect(walletId, connectOptions = {}) {
      const resolved = resolve(walletId)
      if (resolved.kind === 'walletConnect') return connectViaWalletConnect(walletId, resolved.config)
      return connectInjected(walletId, resolved.provider, connectOptions.chainId)
    },

    async reconnect(walletId) {
      discovery?.request()
      let resolved: Resolved
      try {
        resolved = resolve(walletId)
      } catch {
        return null // the wallet is gone (extension removed): nothing to restore
      }
      if (resolved.kind === 'walletConnect') {
        if (!resolved.config.projectId) return null
        const provider = await getWalletConnect(resolved.config)
        const accounts = parseAccounts(provider.accounts)
        if (!provider.session || accounts.length === 0) return null
        const chainId = parseChainId(provider.chainId)
        startSession(walletId, provider, accounts, chainId, true)
        return { walletId, accounts, chainId }
      }
      // eth_accounts never prompts: a wallet that forgot the app answers [] and we stay disconnected.
      const accounts = parseAccounts(await request(resolved.provider, 'eth_accounts'))
      if (accounts.length === 0) return null
      const chainId = parseChainId(await request(resolved.provider, 'eth_chainId'))
      startSession(walletId, resolved.provider, accounts, chainId, false)
      return { walletId, accounts, chainId }
    },

    async disconnect() {
      const ending = session
      endSession()
      try {
        if (ending?.walletConnect) await (ending.provider as WalletConnectProvider).disconnect()
      } catch (error) {
        if (!isIgnorableDisconnectError(error)) throw error
      } finally {
        emit({ type: 'disconnected' })
      }
    },

    async switchChain(chainId) {
      const active = requireSession()
      await switchOn(active.provider, chainId)
      if (session === active) setChain(active, chainId)
    },

    async signMessage({ account, message }) {
      const active = requireSession()
      let signature: unknown
      try {
        signature = await active.signer.signMessage(account, message)
      } catch (error) {
        throw toWalletError(error, 'sign')
      }
      if (!isHex(signature) || signature.length < 4) throw new InvalidWalletAnswerError('signature')
      return signature
    },

    async sendTransaction(txRequest: TransactionRequest) {
      const active = requireSession()
      const from = txRequest.from ?? active.accounts[0]
      if (!from) throw new NotConnectedError()
      const tx: Record<string, string> = { from }
      if (txRequest.to) tx.to = txRequest.to
      if (txRequest.value !== undefined) tx.value = quantity(txRequest.value)
      if (txRequest.data) tx.data = txRequest.data
      if (txRequest.gas !== undefined) tx.gas = quantity(txRequest.gas)
      if (txRequest.chainId !== undefined) tx.chainId = quantity(txRequest.chainId)
      let hash: unknown
      try {
        hash = await active.signer.sendTransaction(tx)
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
      unlistenDisplayUri?.()
      listeners.clear()
    },
  }
}
