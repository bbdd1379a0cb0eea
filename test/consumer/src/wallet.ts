import { createWalletServices } from 'retropgf-connect'

export const services = await createWalletServices({
  appName: 'Tip jar',
  chains: [
    {
      id: 31337,
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    },
  ],
  // No keys, no network: an in-memory wallet and chain. 'eip1193' for browser wallets.
  backend: 'memory',
})
