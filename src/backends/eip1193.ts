import { createEip1193Wallet, createFetchChainRpc } from '../../src-adapters/eip1193/index.js'
import type { Backend } from './index.js'

/** No wallet library: injected and EIP-6963 wallets asked straight, chain reads with `fetch`. The lightest backend. */
export const backend: Backend = {
  create: ({ chains, window, reads }) => ({
    wallet: createEip1193Wallet({ chains, ...(window !== undefined ? { window } : {}) }),
    rpc: createFetchChainRpc({ chains, ...reads }),
  }),
  // The kernel and its fetch reads load with this module: nothing is left to fetch.
  preload: async () => {},
}
