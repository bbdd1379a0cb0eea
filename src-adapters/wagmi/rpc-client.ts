import { createClient, TransactionReceiptNotFoundError } from 'viem'
import { getBalance, getBlockNumber, getTransactionReceipt } from 'viem/actions'
import type { Address, Hex, TransactionReceipt } from '../../src-domain/index.js'
import { fallbackTransport } from './chains.js'
import type { TransportOptions } from './options.js'

/** The reads of one chain, over a viem client on its fallback transport. */
export interface RpcClient {
  getBalance(address: Address): Promise<bigint>
  getBlockNumber(): Promise<bigint>
  /** Null while the transaction is not mined. */
  getTransactionReceipt(hash: Hex): Promise<TransactionReceipt | null>
}

/** A bare client with single actions, not a public client: that would bundle every public action. */
export function createRpcClient(urls: readonly string[], options: TransportOptions): RpcClient {
  const client = createClient({ transport: fallbackTransport(urls, options), cacheTime: 0 })
  return {
    getBalance: (address) => getBalance(client, { address }),
    getBlockNumber: () => getBlockNumber(client, { cacheTime: 0 }),
    async getTransactionReceipt(hash) {
      try {
        const receipt = await getTransactionReceipt(client, { hash })
        return { transactionHash: receipt.transactionHash, status: receipt.status, blockNumber: receipt.blockNumber }
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null
        throw error
      }
    },
  }
}
