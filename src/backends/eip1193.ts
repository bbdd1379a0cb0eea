import { createEip1193Wallet } from '../../src-adapters/eip1193/index.js'
import { createChainRpc } from '../../src-adapters/reads/index.js'
import type { Backend } from './backend.js'

/** No wallet library: injected and EIP-6963 wallets asked straight, chain reads with the kernel's `fetch`. The lightest backend. */
export const backend: Backend = {
  create: ({ chains, window, reads }) => ({
    wallet: createEip1193Wallet({ chains, ...(window !== undefined ? { window } : {}) }),
    rpc: createChainRpc({ chains, ...reads }),
  }),
  // The kernel and its fetch reads load with this module: nothing is left to fetch.
  preload: async () => {},
}
