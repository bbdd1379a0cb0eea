import { createChainRpc, type ChainRpc, type ChainRpcOptions } from '../reads/index.js'
import { importReads } from './lazy.js'

export type EthersChainRpcOptions = Omit<ChainRpcOptions, 'transport'>
export type EthersChainRpc = ChainRpc

/** The kernel's read stack with ethers' JsonRpcProvider carrying the calls; ethers loads on the first read. */
export function createEthersChainRpc(options: EthersChainRpcOptions): EthersChainRpc {
  return createChainRpc({ ...options, transport: async () => (await importReads()).ethersTransport })
}
