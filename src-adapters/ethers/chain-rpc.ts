import { createChainRpc, type ChainRpc, type ChainRpcOptions } from '../reads/index.js'
import { importReads } from './lazy.js'

/** The read kernel with ethers' JsonRpcProvider carrying the calls; ethers loads on the first read. */
export function createEthersChainRpc(options: Omit<ChainRpcOptions, 'transport'>): ChainRpc {
  return createChainRpc({ ...options, transport: async () => (await importReads()).ethersTransport })
}
