/**
 * The ethers backend's code (`retropgf-connect/ethers`), for `loadBackend: () => import('retropgf-connect/ethers')`.
 *
 * @module retropgf-connect/ethers
 */
import { createEthersChainRpc, createEthersWallet, preloadEthersConnect } from '../../src-adapters/ethers/index.js'
import type { Backend } from './backend.js'

/** The ethers v6 backend: EIP-6963 injected wallets and WalletConnect; reads through ethers providers with fallback. */
export const backend: Backend = {
  create: ({ chains, window, walletConnect, reads }) => ({
    wallet: createEthersWallet({ chains, ...(window !== undefined ? { window } : {}), ...(walletConnect ? { walletConnect } : {}) }),
    rpc: createEthersChainRpc({ chains, ...reads }),
  }),
  preload: preloadEthersConnect,
}
