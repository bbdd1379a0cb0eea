import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { braveWallet, coinbaseWallet, injectedWallet, metaMaskWallet, rainbowWallet, safeWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import { createConfig, http } from 'wagmi'
import { optimism, optimismGoerli } from 'wagmi/chains'
import { defineChain } from 'viem'

const appName = 'RetroPGF'
// A placeholder: WalletConnect is offered, as in the main app, but never used by the bench.
const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? '00000000000000000000000000000000'

const localRpcUrl = import.meta.env.VITE_RPC_URL_31337
const localChain = localRpcUrl
  ? defineChain({
      id: 31337,
      name: 'Hardhat',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [localRpcUrl] } },
      testnet: true,
    })
  : undefined

// The main app's chains: OP Mainnet, Optimism Goerli and, when its RPC URL is set, the local chain.
export const chains = localChain ? [optimism, optimismGoerli, localChain] : [optimism, optimismGoerli]

// The main app's wallets: EIP-6963 announced wallets (RainbowKit lists them itself), the injected
// fallback, Safe, Rainbow, Coinbase Wallet, MetaMask, WalletConnect and Brave Wallet.
const connectors = connectorsForWallets(
  [
    { groupName: 'Popular', wallets: [injectedWallet, safeWallet, rainbowWallet, coinbaseWallet, metaMaskWallet, walletConnectWallet] },
    { groupName: 'More', wallets: [braveWallet] },
  ],
  { appName, projectId },
)

export const wagmiConfig = createConfig({
  chains,
  connectors,
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})
