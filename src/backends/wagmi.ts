/**
 * The wagmi backend's code (`retropgf-connect/wagmi`), for `loadBackend: () => import('retropgf-connect/wagmi')`,
 * and `useWagmiConfig` for wagmi's own hooks beside the kit.
 *
 * @module retropgf-connect/wagmi
 */
import { createWagmiChainRpc, createWagmiWalletPort, preloadWagmiConnect } from '../../src-adapters/wagmi/index.js'
import type { Backend } from './backend.js'

/**
 * The wagmi backend (the production default): EIP-6963 injected wallets, Safe, Rainbow, Coinbase
 * Wallet, MetaMask, WalletConnect, Brave Wallet and, with the local chain, the mock connector;
 * reads through viem clients with the kernel's fallback.
 */
export const backend: Backend = {
  create: ({ chains, storage, window, walletConnect, reads }) => ({
    wallet: createWagmiWalletPort({ chains, storage, mock: true, ...(window !== undefined ? { window } : {}), ...(walletConnect ? { walletConnect } : {}) }),
    rpc: createWagmiChainRpc({ chains, ...reads }),
  }),
  preload: preloadWagmiConnect,
}

export { useWagmiConfig } from './wagmi-config.js'
