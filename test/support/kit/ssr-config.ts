import { encodeConnectionRecord, STORAGE_KEY_CONNECTION, type Address } from '../../../src-domain/index.js'
import { walletConfig } from '../../../src/kit/wallet-config.js'

/** A second account, for a cookie that names someone other than the wallet's. */
export const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What a server-rendered app passes to the provider: the memory backend on the local chain, the connection in a cookie. */
export const SSR_CONFIG = walletConfig({
  appName: 'Fund a project',
  chains: [{ id: 31337, name: 'Local chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8545'] }],
  backend: 'memory',
  storage: 'cookie',
})

/** The connection record of `address` on the local chain. */
export const recordOf = (address: Address, walletId = 'mock') => encodeConnectionRecord({ walletId, address, chainId: 31337 })

/** The Cookie header a browser connected with `address` sends. */
export const cookieFor = (address: Address, walletId = 'mock') => `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(recordOf(address, walletId))}`
