import { createWalletServices } from 'retropgf-connect'

/** `VITE_BACKEND=eip1193` for browser wallets on a real node (`VITE_RPC_URL`); the in-memory wallet and chain otherwise. */
const browserWallets = import.meta.env.VITE_BACKEND === 'eip1193'

export const services = await createWalletServices({
  appName: 'Tip jar',
  chains: [
    {
      id: 31337,
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'],
    },
  ],
  // No keys, no network: an in-memory wallet and chain. 'eip1193' for browser wallets.
  backend: browserWallets ? 'eip1193' : 'memory',
})

/** The wallet the header offers in one click: MetaMask in a browser, the in-memory one otherwise. */
export const quickWallet = browserWallets ? 'metaMask' : 'mock'
