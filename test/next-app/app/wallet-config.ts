import { walletConfig } from 'retropgf-connect'

/**
 * Plain data, checked once at load: safe in a server component, which hands it to the provider.
 * `storage: 'cookie'` keeps the connection in a cookie, so the server draws it on a reload.
 */
export const config = walletConfig({
  appName: 'Fund a project',
  chains: [
    {
      id: 31337,
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    },
  ],
  backend: 'memory',
  storage: 'cookie',
  signIn: '/api/auth',
})
