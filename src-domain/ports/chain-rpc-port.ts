import type { Address, ChainId, Hex } from '../types.js'

export interface TransactionReceipt {
  transactionHash: Hex
  status: 'success' | 'reverted'
  blockNumber: bigint
}

/** Read access to chains: behind it a node-provider endpoint with a fallback to the chain's public RPC. */
export interface ChainRpcPort {
  getBalance(args: { address: Address; chainId: ChainId }): Promise<bigint>
  getBlockNumber(args: { chainId: ChainId }): Promise<bigint>
  getTransactionReceipt(args: { hash: Hex; chainId: ChainId }): Promise<TransactionReceipt | null>
}
