import { reachedByWalletConnect, WALLET_CATALOG, type Address, type ChainId, type ChainInfo } from '../../src-domain/index.js'
import { createWalletDirectory } from './directory.js'
import { listen, type Eip1193Provider, type WalletWindow } from './eip1193.js'
import { addChainParams, parseAccounts, parseChainId, quantity, utf8Hex } from './requests.js'
import { errorFacts, isUnrecognizedChain, toWalletError } from './errors.js'
import { createSessionWallet, type Driver, type DriverEvents, type Link, type Opened, type SessionWallet } from './session.js'
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

export type InjectedWallet = SessionWallet

const WALLET_CONNECT_ID = WALLET_CATALOG.walletConnect.id
/** MetaMask emits `disconnect` with 1013 while it changes chains: not a real disconnect. */
const TRANSIENT_DISCONNECT_CODE = 1013

const request = (provider: Eip1193Provider, method: string, params: readonly unknown[] = []): Promise<unknown> => provider.request({ method, params })

/** `wallet_switchEthereumChain`; a wallet that does not know the chain (4902) gets it added from the app's config, then switched. */
async function switchOn(provider: Eip1193Provider, chain: ChainInfo): Promise<void> {
  const params = [{ chainId: quantity(chain.id) }]
  try {
    return void (await request(provider, 'wallet_switchEthereumChain', params))
  } catch (error) {
    if (!isUnrecognizedChain(errorFacts(error))) throw error
  }
  await request(provider, 'wallet_addEthereumChain', [addChainParams(chain)])
  await request(provider, 'wallet_switchEthereumChain', params)
}

/** One provider's connection: its events read and checked, requests straight to it, signing through the signer. */
function providerLink(provider: Eip1193Provider, chainId: ChainId, signerFor: SignerFactory, walletConnect: boolean): Link {
  const signer = signerFor(provider, chainId)
  return {
    listen(on) {
      const offs = [
        listen(provider, 'accountsChanged', (payload) => on.accounts(parseAccounts(payload))),
        listen(provider, 'chainChanged', (payload) => {
          let next: ChainId
          try {
            next = parseChainId(payload)
          } catch {
            return // a malformed event is ignored; the next valid one wins
          }
          on.chain(next)
        }),
        listen(provider, 'disconnect', (payload) => {
          if (!errorFacts(payload).codes.includes(TRANSIENT_DISCONNECT_CODE)) on.disconnect()
        }),
      ]
      return () => offs.forEach((off) => off())
    },
    switchChain: (chain) => switchOn(provider, chain),
    signMessage: (account, message) => signer.signMessage(account, message),
    sendTransaction({ from, to, value, data, gas, chainId: txChain }) {
      const tx: Record<string, string> = { from }
      if (to) tx.to = to
      if (value !== undefined) tx.value = quantity(value)
      if (data) tx.data = data
      if (gas !== undefined) tx.gas = quantity(gas)
      if (txChain !== undefined) tx.chainId = quantity(txChain)
      return signer.sendTransaction(tx)
    },
    ...(signer.setChain ? { setChain: signer.setChain } : {}),
    close: async () => {
      if (walletConnect) await (provider as WalletConnectProvider).disconnect()
    },
    ...(signer.close ? { release: signer.close } : {}),
  }
}

/**
 * The EIP-1193 driver: injected wallets discovered by EIP-6963 (plain `window.ethereum` as
 * `Browser Wallet`) and, when configured, WalletConnect. Opening asks `eth_requestAccounts`; a
 * restore asks `eth_accounts` only, so it never prompts; a 4902 answer to a switch adds the chain
 * then switches; MetaMask's transient 1013 disconnect is dropped.
 */
export function createEip1193Driver(options: InjectedWalletOptions): (events: DriverEvents) => Driver {
  return (events) => {
    const config = options.walletConnect
    const directory = createWalletDirectory<{ kind: 'walletConnect'; config: WalletConnectOptions }>({
      window: options.window,
      walletConnect: config !== undefined,
      // Rainbow, MetaMask and the named wallets with a phone app, when not installed, connect through WalletConnect.
      kindOf: (walletId) => (config && reachedByWalletConnect(walletId) ? 'walletConnect' : 'injected'),
      fallback: (walletId) =>
        config && (walletId === WALLET_CONNECT_ID || (reachedByWalletConnect(walletId) && config.projectId)) ? { kind: 'walletConnect', config } : undefined,
    })
    const signerFor = options.signer ?? directSigner
    let walletConnect: Promise<WalletConnectProvider> | undefined
    let unlistenDisplayUri: (() => void) | undefined

    const getWalletConnect = (walletConnectOptions: WalletConnectOptions): Promise<WalletConnectProvider> => {
      walletConnect ??= initWalletConnect(walletConnectOptions, options.chains).then((provider) => {
        unlistenDisplayUri = listen(provider, 'display_uri', (uri) => {
          if (typeof uri === 'string') events.displayUri(uri)
        })
        return provider
      })
      // A failed init (bad project id, SDK failed to load) may be retried on the next pick.
      walletConnect.catch(() => (walletConnect = undefined))
      return walletConnect
    }

    const opened = (provider: Eip1193Provider, accounts: readonly Address[], chainId: ChainId, isWalletConnect: boolean): Opened =>
      accounts.length === 0 ? { accounts: [] } : { accounts, chainId, link: providerLink(provider, chainId, signerFor, isWalletConnect) }

    /** A WalletConnect provider's own accounts and chain: what its session holds. */
    const walletConnectOpened = (provider: WalletConnectProvider): Opened => {
      const accounts = parseAccounts(provider.accounts)
      return accounts.length === 0 ? { accounts: [] } : opened(provider, accounts, parseChainId(provider.chainId), true)
    }

    /** The injected provider's accounts (`eth_requestAccounts` prompts, `eth_accounts` never does), then its chain. */
    const injectedOpened = async (provider: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts'): Promise<Opened> => {
      const accounts = parseAccounts(await request(provider, method))
      return accounts.length === 0 ? { accounts: [] } : opened(provider, accounts, parseChainId(await request(provider, 'eth_chainId')), false)
    }

    return {
      listWallets: directory.list,

      async open(walletId) {
        const resolved = directory.resolve(walletId)
        if (resolved.kind === 'injected') return injectedOpened(resolved.provider, 'eth_requestAccounts')
        const provider = await getWalletConnect(resolved.config)
        await connectWalletConnect(provider, resolved.config)
        return walletConnectOpened(provider)
      },

      async restore(walletId) {
        const resolved = directory.find(walletId)
        if (!resolved) return null
        if (resolved.kind === 'injected') return injectedOpened(resolved.provider, 'eth_accounts')
        if (!resolved.config.projectId) return null
        const provider = await getWalletConnect(resolved.config)
        return provider.session ? walletConnectOpened(provider) : null
      },

      toError: (error, action) => toWalletError(error, action),

      start: () => directory.watch(events.walletsChanged),
      destroy() {
        directory.stop()
        unlistenDisplayUri?.()
      },
    }
  }
}

/** The WalletPort every EIP-1193 backend shares: the session over the EIP-1193 driver. */
export function createInjectedWallet(options: InjectedWalletOptions): InjectedWallet {
  return createSessionWallet(createEip1193Driver(options), options)
}
