import type { Address, ChainId } from '../../src-domain/index.js'
import type { Eip1193Provider } from './eip1193.js'
import { loadOnce } from './load-once.js'
import { createInjectedWallet, type InjectedWallet, type InjectedWalletOptions, type SignerFactory } from './wallet.js'
import type { WalletConnectLoader, WalletConnectOptions, WalletConnectProvider } from './walletconnect.js'

/**
 * How a wallet library signs and sends over one connection. `client` wraps the wallet's provider
 * in the library's object (its code loaded here, on the first signature or send), once per chain;
 * `signMessage` and `sendTransaction` resolve to the wallet's raw answer (the signature, the
 * transaction hash), which the kernel checks: not a library's richer result (a receipt, a
 * response object), and with no extra argument a library adds (a passphrase).
 */
export interface WalletLibrary<C> {
  client(provider: Eip1193Provider, chainId: ChainId): Promise<C>
  /** Gets the plain text of the message. */
  signMessage(client: C, account: Address, message: string): Promise<unknown>
  /** Gets the JSON-RPC transaction: `from`, `to`, `value`, `data`, `gas`, `chainId`, quantities as hex strings. */
  sendTransaction(client: C, tx: Record<string, string>): Promise<unknown>
  /** Stops a client the session no longer uses (the chain changed, the wallet disconnected). */
  close?(client: C): void
  /** Fetches ahead what the first signature and the first chain read load (the library). */
  preload(): Promise<void>
}

export interface LibraryWalletOptions extends Omit<InjectedWalletOptions, 'signer' | 'walletConnect'> {
  /** WalletConnect is offered; its SDK loads only when picked, and `load` replaces it in tests. */
  walletConnect?: Omit<WalletConnectOptions, 'load'> & { load?: WalletConnectLoader }
}

export type LibraryWallet = InjectedWallet & { preload(): Promise<void> }

/** WalletConnect's SDK (`@walletconnect/ethereum-provider`, an optional peer): a dynamic import, so it loads only when picked. */
const loadWalletConnect: WalletConnectLoader = async () => {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
  return { init: (options) => EthereumProvider.init(options) as unknown as Promise<WalletConnectProvider> }
}

/** The library's client for the connection's chain, built on first use and built again after a chain change. */
function librarySigner<C>(library: WalletLibrary<C>): SignerFactory {
  return (provider, initialChain) => {
    let chainId = initialChain
    const current = loadOnce(() => library.client(provider, chainId))
    const drop = () =>
      void current.drop()?.then(
        (old) => library.close?.(old),
        () => undefined,
      )
    return {
      signMessage: async (account, message) => library.signMessage(await current(), account, message),
      sendTransaction: async (tx) => library.sendTransaction(await current(), tx),
      setChain(next) {
        chainId = next
        drop()
      },
      close: drop,
    }
  }
}

/**
 * A wallet library's WalletPort: the kernel's EIP-1193 wallets (EIP-6963, `window.ethereum`,
 * WalletConnect loaded only when picked), signing and sending through the library, and its
 * `preload`. A backend over a library writes its `WalletLibrary` and its read `Transport`, nothing else.
 */
export function createLibraryWallet<C>(options: LibraryWalletOptions, library: WalletLibrary<C>): LibraryWallet {
  const { walletConnect, ...rest } = options
  const wallet = createInjectedWallet({
    ...rest,
    signer: librarySigner(library),
    walletConnect: { projectId: undefined, ...walletConnect, load: walletConnect?.load ?? loadWalletConnect },
  })
  return Object.assign(wallet, { preload: library.preload })
}
