import type { Eip1193Provider as EthersEip1193Provider } from 'ethers'
import {
  createInjectedWallet,
  loadOnce,
  type InjectedWallet,
  type InjectedWalletOptions,
  type SignerFactory,
  type WalletConnectLoader,
  type WalletConnectOptions,
  type WalletConnectProvider,
} from '../injected/index.js'
import { loadEthers, preloadEthersConnect } from './lazy.js'

export interface EthersWalletOptions extends Omit<InjectedWalletOptions, 'signer' | 'walletConnect'> {
  /** WalletConnect's SDK loads only when picked; `load` replaces it in tests. */
  walletConnect?: Omit<WalletConnectOptions, 'load'> & { load?: WalletConnectLoader }
}

export type EthersWallet = InjectedWallet & { preload(): Promise<void> }

// A dynamic import keeps the SDK (and its relay client) out of the start bundle.
const loadWalletConnect: WalletConnectLoader = async () => {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
  return { init: (options) => EthereumProvider.init(options) as unknown as Promise<WalletConnectProvider> }
}

/** Signs through ethers' JsonRpcSigner; one BrowserProvider per chain, built (and ethers loaded) on first use. */
const ethersSigner: SignerFactory = (provider, initialChain) => {
  let chainId = initialChain
  // ethers' BrowserProvider wants its own EIP-1193 type; ours is the same shape, checked at runtime. A static
  // network: ethers asks the wallet nothing until the app does, and never polls eth_chainId.
  const current = loadOnce(async () => new (await loadEthers()).BrowserProvider(provider as EthersEip1193Provider, chainId, { staticNetwork: true }))
  const drop = () =>
    void current.drop()?.then(
      (old) => old.destroy(),
      () => undefined,
    )
  return {
    async signMessage(account, message) {
      const [{ JsonRpcSigner }, built] = await Promise.all([loadEthers(), current()])
      return new JsonRpcSigner(built, account).signMessage(message)
    },
    // Straight to the wallet: it estimates gas itself, so ethers' extra eth_estimateGas round trip is skipped.
    sendTransaction: async (tx) => (await current()).send('eth_sendTransaction', [tx]),
    setChain(next) {
      chainId = next
      drop()
    },
    close: drop,
  }
}

/**
 * WalletPort on ethers v6: the injected-wallet kernel (EIP-6963, `window.ethereum`, WalletConnect
 * loaded only when picked) with signing and sending through ethers' BrowserProvider.
 */
export function createEthersWallet(options: EthersWalletOptions): EthersWallet {
  const { walletConnect, ...rest } = options
  const wallet = createInjectedWallet({
    ...rest,
    signer: ethersSigner,
    walletConnect: { projectId: undefined, ...walletConnect, load: walletConnect?.load ?? loadWalletConnect },
  })
  // ethers itself is what a connect's first balance read (and first signature) loads late.
  return Object.assign(wallet, { preload: preloadEthersConnect })
}
