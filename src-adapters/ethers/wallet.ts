import type { BrowserProvider, Eip1193Provider as EthersEip1193Provider } from 'ethers'
import {
  ChainNotConfiguredError,
  isAddress,
  isChainId,
  isHex,
  isIgnorableDisconnectError,
  NotConnectedError,
  UnknownWalletError,
  WALLET_CATALOG,
  WalletNotInstalledError,
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
import { announcedWalletId, installedWallets, OFFERED_WALLETS as OFFERED } from '../shared/installed-wallets.js'
import { createEip6963Discovery, type Eip6963Discovery } from './discovery.js'
import { isEip1193Provider, listen, type Eip1193Provider, type WalletWindow } from './eip1193.js'
import { errorFacts, isUnrecognizedChain, toWalletError } from './errors.js'
import { loadEthers, quantity } from './lazy.js'
import { connectWalletConnect, initWalletConnect, type WalletConnectOptions, type WalletConnectProvider } from './walletconnect.js'

export interface EthersWalletOptions {
  /** The app's chains: what `wallet_addEthereumChain` adds and WalletConnect offers. */
  chains: readonly ChainInfo[]
  /** Remembers the last wallet so `reconnect()` restores it after a reload. */
  storage?: StoragePort
  /** Where EIP-6963 announcements and `window.ethereum` come from; defaults to `window`. Null turns discovery off. */
  window?: WalletWindow | null
  walletConnect?: WalletConnectOptions
}

export interface EthersWallet extends WalletPort {
  /** Stops listening to EIP-6963 and to the connected wallet. */
  destroy(): void
}

/** Storage key of the last connected wallet id. */
export const LAST_WALLET_KEY = 'ethers.lastWallet'
const INJECTED_ID = WALLET_CATALOG.injected.id
const WALLET_CONNECT_ID = WALLET_CATALOG.walletConnect.id
/** MetaMask emits `disconnect` with 1013 while it changes chains: not a real disconnect. */
const TRANSIENT_DISCONNECT_CODE = 1013
/** Rainbow and MetaMask, when not installed, connect through WalletConnect (the spec's fallback). */
const VIA_WALLET_CONNECT = new Set<string>([WALLET_CATALOG.metaMask.id, WALLET_CATALOG.rainbow.id])

type Resolved = { kind: 'injected'; name: string; provider: Eip1193Provider } | { kind: 'walletConnect' }

interface Session {
  walletId: string
  provider: Eip1193Provider
  walletConnect: boolean
  accounts: Address[]
  chainId: ChainId
  /** ethers' BrowserProvider over the wallet on its current chain, built (and ethers loaded) on first use. */
  browser(): Promise<BrowserProvider>
  /** Follows the wallet to another chain: the next use builds a new static-network BrowserProvider. */
  setChain(next: ChainId): void
  unlisten: () => void
  close(): void
}

function parseAccounts(value: unknown): Address[] {
  return Array.isArray(value) ? value.filter(isAddress) : []
}

function parseChainId(value: unknown): ChainId {
  const id = typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : typeof value === 'bigint' ? Number(value) : value
  if (!isChainId(id)) throw new Error(`The wallet answered an invalid chain id: ${String(value).slice(0, 40)}`)
  return id
}

function defaultWindow(): WalletWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as WalletWindow)
}

// ethers' BrowserProvider wants its own EIP-1193 type; ours is the same shape, checked at runtime.
async function browserFor(provider: Eip1193Provider, chainId: ChainId): Promise<BrowserProvider> {
  const { BrowserProvider } = await loadEthers()
  // A static network: ethers asks the wallet nothing until the app does, and never polls eth_chainId.
  return new BrowserProvider(provider as EthersEip1193Provider, chainId, { staticNetwork: true })
}

function addChainParams(chain: ChainInfo) {
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: quantity(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * WalletPort on ethers v6: injected wallets discovered by EIP-6963 (plain `window.ethereum` as
 * `Browser Wallet`) and WalletConnect, loaded only when picked. Signing and sending go through
 * ethers' BrowserProvider; wallet errors become the domain's errors.
 */
export function createEthersWallet(options: EthersWalletOptions): EthersWallet {
  const target = options.window === undefined ? defaultWindow() : options.window
  const discovery: Eip6963Discovery | undefined = target ? createEip6963Discovery(target) : undefined
  const listeners = new Set<(event: WalletEvent) => void>()
  let session: Session | undefined
  let walletConnect: Promise<WalletConnectProvider> | undefined
  let unlistenDisplayUri: (() => void) | undefined
  let wallets: readonly WalletInfo[] = []

  const emit = (event: WalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const legacyProvider = (): Eip1193Provider | undefined => {
    const ethereum = target?.ethereum
    return isEip1193Provider(ethereum) ? ethereum : undefined
  }

  const buildWallets = (): readonly WalletInfo[] => {
    const list = installedWallets(discovery?.wallets() ?? [], legacyProvider())
    list.push({ ...WALLET_CATALOG.walletConnect, installed: undefined, kind: 'walletConnect', group: 'Popular' })
    const present = new Set(list.map((wallet) => wallet.id))
    for (const entry of OFFERED) {
      if (present.has(entry.id)) continue
      list.push({ ...entry, installed: false, kind: VIA_WALLET_CONNECT.has(entry.id) ? 'walletConnect' : 'injected', group: 'Popular' })
    }
    return list
  }
  wallets = buildWallets()
  const stopDiscovery = discovery?.subscribe(() => {
    wallets = buildWallets()
    emit({ type: 'walletsChanged' })
  })

  const resolve = (walletId: string): Resolved => {
    const announced = discovery?.wallets().find((entry) => announcedWalletId(entry) === walletId)
    if (announced) return { kind: 'injected', name: announced.name, provider: announced.provider }
    if (walletId === INJECTED_ID) {
      const legacy = legacyProvider()
      if (!legacy) throw new WalletNotInstalledError(WALLET_CATALOG.injected.name)
      return { kind: 'injected', name: WALLET_CATALOG.injected.name, provider: legacy }
    }
    if (walletId === WALLET_CONNECT_ID) return { kind: 'walletConnect' }
    const offered = OFFERED.find((entry) => entry.id === walletId)
    if (!offered) throw new UnknownWalletError(walletId)
    if (VIA_WALLET_CONNECT.has(walletId) && options.walletConnect?.projectId) return { kind: 'walletConnect' }
    throw new WalletNotInstalledError(offered.name)
  }

  const getWalletConnect = (): Promise<WalletConnectProvider> => {
    walletConnect ??= initWalletConnect(options.walletConnect ?? { projectId: undefined }, options.chains).then((provider) => {
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
    session.close()
    session = undefined
  }

  const forget = () => {
    endSession()
    options.storage?.remove(LAST_WALLET_KEY)
  }

  const startSession = (walletId: string, provider: Eip1193Provider, accounts: Address[], chainId: ChainId, isWalletConnect: boolean) => {
    endSession()
    let browser: Promise<BrowserProvider> | undefined
    const dropBrowser = () => {
      const built = browser
      browser = undefined
      built?.then((old) => old.destroy(), () => undefined)
    }
    const current: Session = {
      walletId,
      provider,
      walletConnect: isWalletConnect,
      accounts,
      chainId,
      browser() {
        if (!browser) {
          const building = browserFor(provider, current.chainId)
          browser = building
          // A failed load (offline, a chunk gone after a deploy) is retried on the next use.
          building.catch(() => {
            if (browser === building) browser = undefined
          })
        }
        return browser
      },
      setChain(next) {
        if (next === current.chainId) return
        current.chainId = next
        dropBrowser()
      },
      unlisten: () => {},
      close: dropBrowser,
    }
    const offs = [
      listen(provider, 'accountsChanged', (payload) => {
        if (session !== current) return
        const next = parseAccounts(payload)
        current.accounts = next
        if (next.length === 0) forget()
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
        current.setChain(next)
        emit({ type: 'chainChanged', chainId: next })
      }),
      listen(provider, 'disconnect', (payload) => {
        if (session !== current || errorFacts(payload).codes.includes(TRANSIENT_DISCONNECT_CODE)) return
        forget()
        emit({ type: 'disconnected' })
      }),
    ]
    current.unlisten = () => offs.forEach((off) => off())
    session = current
    return current
  }

  const request = async (provider: Eip1193Provider, method: string, params: readonly unknown[] = []): Promise<unknown> => {
    return provider.request({ method, params })
  }

  const requireSession = (): Session => {
    if (!session) throw new NotConnectedError()
    return session
  }

  const switchOn = async (provider: Eip1193Provider, chainId: ChainId): Promise<void> => {
    const params = [{ chainId: quantity(chainId) }]
    try {
      await request(provider, 'wallet_switchEthereumChain', params)
      return
    } catch (error) {
      if (!isUnrecognizedChain(errorFacts(error))) throw toWalletError(error, 'switchChain')
    }
    // 4902: the wallet does not know the chain yet; add it from the app's config, then switch.
    const chain = options.chains.find((entry) => entry.id === chainId)
    if (!chain) throw new ChainNotConfiguredError(chainId)
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
        active.setChain(chainId)
      } catch {
        // keep the wallet's chain
      }
    }
    options.storage?.write(LAST_WALLET_KEY, walletId)
    return { walletId, accounts, chainId: active.chainId }
  }

  const connectViaWalletConnect = async (walletId: string): Promise<ConnectResult> => {
    const provider = await getWalletConnect()
    try {
      await connectWalletConnect(provider, options.walletConnect ?? { projectId: undefined })
    } catch (error) {
      throw toWalletError(error, 'connect')
    }
    const accounts = parseAccounts(provider.accounts)
    if (accounts.length === 0) return { walletId, accounts: [], chainId: 0 }
    const chainId = parseChainId(provider.chainId)
    startSession(walletId, provider, accounts, chainId, true)
    options.storage?.write(LAST_WALLET_KEY, walletId)
    return { walletId, accounts, chainId }
  }

  return {
    listWallets: () => wallets,

    async connect(walletId, connectOptions = {}) {
      const target = resolve(walletId)
      if (target.kind === 'walletConnect') return connectViaWalletConnect(walletId)
      return connectInjected(walletId, target.provider, connectOptions.chainId)
    },

    async reconnect() {
      const walletId = options.storage?.read(LAST_WALLET_KEY)
      if (!walletId) return null
      discovery?.request()
      let target: Resolved
      try {
        target = resolve(walletId)
      } catch {
        return null // the wallet is gone (extension removed): nothing to restore
      }
      if (target.kind === 'walletConnect') {
        if (!options.walletConnect?.projectId) return null
        const provider = await getWalletConnect()
        const accounts = parseAccounts(provider.accounts)
        if (!provider.session || accounts.length === 0) return null
        const chainId = parseChainId(provider.chainId)
        startSession(walletId, provider, accounts, chainId, true)
        return { walletId, accounts, chainId }
      }
      // eth_accounts never prompts: a wallet that forgot the app answers [] and we stay disconnected.
      const accounts = parseAccounts(await request(target.provider, 'eth_accounts'))
      if (accounts.length === 0) {
        options.storage?.remove(LAST_WALLET_KEY)
        return null
      }
      const chainId = parseChainId(await request(target.provider, 'eth_chainId'))
      startSession(walletId, target.provider, accounts, chainId, false)
      return { walletId, accounts, chainId }
    },

    async disconnect() {
      const ending = session
      forget()
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
      if (session === active) active.setChain(chainId)
    },

    async signMessage({ account, message }) {
      const active = requireSession()
      let signature: unknown
      try {
        const [{ JsonRpcSigner }, browser] = await Promise.all([loadEthers(), active.browser()])
        signature = await new JsonRpcSigner(browser, account).signMessage(message)
      } catch (error) {
        throw toWalletError(error, 'sign')
      }
      if (!isHex(signature) || signature.length < 4) throw new Error('The wallet answered an invalid signature.')
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
        // Straight to the wallet: it estimates gas itself, so ethers' extra eth_estimateGas round trip is skipped.
        hash = await (await active.browser()).send('eth_sendTransaction', [tx])
      } catch (error) {
        throw toWalletError(error, 'send')
      }
      if (!isHex(hash) || hash.length !== 66) throw new Error('The wallet answered an invalid transaction hash.')
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
