import { createClient, http } from 'viem'
import type { Address, ChainId, Hex, TransactionReceipt } from '../../src-domain/index.js'
import { chainCheckedFetch, type ChainCheck } from '../injected/chain-check.js'
import { quantityOf, receiptOf } from '../injected/rpc-answers.js'
import { createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS, type Fallback, type FallbackOptions } from '../injected/rpc-fallback.js'
import type { TransportOptions } from './options.js'

/** The reads of one chain at one endpoint, over a viem client. */
export interface RpcClient {
  getBalance(address: Address): Promise<bigint>
  getBlockNumber(): Promise<bigint>
  /** Null while the transaction is not mined. */
  getTransactionReceipt(hash: Hex): Promise<TransactionReceipt | null>
  /** The endpoint's chain checked ahead (the kernel's `CheckedFetch.check`). */
  checkChain(): Promise<ChainCheck>
}

/**
 * A bare client, not a public client (that would bundle every public action), and no viem
 * actions: their formatters take answers JSON-RPC does not allow, so the raw result goes through
 * the kernel's checks like every backend's. One attempt, no retries and no batching; the chain
 * check rides with the first request.
 */
export function createRpcClient(url: string, chainId: ChainId, options: TransportOptions): RpcClient {
  const timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
  const checked = chainCheckedFetch(chainId)
  const transport = http(url, { timeout, retryCount: 0, batch: false, fetchFn: checked })
  const client = createClient({ transport, cacheTime: 0 })
  const call = (method: string, params: readonly unknown[]): Promise<unknown> => client.request({ method, params } as never, { retryCount: 0, dedupe: false })
  return {
    getBalance: async (address) => quantityOf(await call('eth_getBalance', [address, 'latest'])),
    getBlockNumber: async () => quantityOf(await call('eth_blockNumber', [])),
    getTransactionReceipt: async (hash) => receiptOf(await call('eth_getTransactionReceipt', [hash]), hash),
    checkChain: () => checked.check(url, AbortSignal.timeout(timeout)),
  }
}

/** A chain's clients, one per URL, under the kernel's fallback rule; loaded with viem, on the first read. */
export function createChainReads(chainId: ChainId, urls: readonly string[], options: TransportOptions & FallbackOptions): Fallback<RpcClient> {
  return createFallback(chainId, urls.map((url) => createRpcClient(url, chainId, options)), options)
}
