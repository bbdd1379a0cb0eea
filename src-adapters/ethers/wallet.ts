import type { Eip1193Provider } from 'ethers'
import { createLibraryWallet, type LibraryWallet, type LibraryWalletOptions } from '../wallet-kernel/index.js'
import { loadEthers, preloadEthersConnect } from './lazy.js'

/** WalletPort on ethers v6: the kernel's wallets, signing and sending through ethers' BrowserProvider (one per chain). */
export function createEthersWallet(options: LibraryWalletOptions): LibraryWallet {
  return createLibraryWallet(options, {
    // ethers wants its own EIP-1193 type, the same shape (checked at runtime). A static network: ethers asks
    // the wallet nothing until the app does, and never polls eth_chainId.
    client: async (provider, chainId) => new (await loadEthers()).BrowserProvider(provider as Eip1193Provider, chainId, { staticNetwork: true }),
    signMessage: async (client, account, message) => new (await loadEthers()).JsonRpcSigner(client, account).signMessage(message),
    // Straight to the wallet: it estimates gas itself, so ethers' extra eth_estimateGas round trip is skipped.
    sendTransaction: (client, tx) => client.send('eth_sendTransaction', [tx]),
    close: (client) => client.destroy(),
    preload: preloadEthersConnect,
  })
}
