import { createChainRpc, type ChainRpc, type ChainRpcOptions } from '../reads/index.js'

/** viem's read transport, loaded on the first read; one import site, so the build lists its files once. */
export const importReads = () => import('./transport.js')

/** The read kernel with viem carrying the calls; viem itself loads on the first read, and a first visit makes none. */
export function createWagmiChainRpc(options: Omit<ChainRpcOptions, 'transport'>): ChainRpc {
  return createChainRpc({ ...options, transport: async () => (await importReads()).viemTransport })
}
