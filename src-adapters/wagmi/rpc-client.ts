import { createClient, http, TransactionReceiptNotFoundError } from 'viem'
import { getBalance, getBlockNumber, getTransactionReceipt } from 'viem/actions'
import type { Address, ChainId, Hex, TransactionReceipt } from '../../src-domain/index.js'
import { chainCheckedFetch } from '../injected/chain-check.js'
import { createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS, type Fallback, type FallbackOptions } from '../injected/rpc-fallback.js'
import type { TransportOptions } from './options.js'

/** The reads of one chain at one endpoint, over a viem client. */
export interface RpcClient {
  getBalance(address: Address): Promise<bigint>
  getBlockNumber(): Promise<bigint>
  /** Null while the transaction is not mined. */
  getTransactionReceipt(hash: Hex): Promise<TransactionReceipt | null>
}

/**
 * A bare client with single actions, not a public client: that would bundle every public action.
 * One attempt, no retries and no batching; the chain check rides with the first request.
 */
export function createRpcClient(url: string, chainId: ChainId, options: TransportOptions): RpcClient {
  const transport = http(url, { timeout: options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS, retryCount: 0, batch: false, fetchFn: chainCheckedFetch(chainId) })
  const client = createClient({ transport, cacheTime: 0 })
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

/** A chain's clients, one per URL, under the kernel's fallback rule; loaded with viem, on the first read. */
export function createChainReads(chainId: ChainId, urls: readonly string[], options: TransportOptions & FallbackOptions): Fallback<RpcClient> {
  return createFallback(chainId, urls.map((url) => createRpcClient(url, chainId, options)), options)
}
