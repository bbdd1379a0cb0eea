import { FetchRequest, JsonRpcProvider, Network } from './parts.js'
import type { Address, ChainId, Hex, TransactionReceipt } from '../../src-domain/index.js'
import { chainCheckedFetch, type ChainCheck } from '../injected/chain-check.js'
import { quantityOf, receiptOf } from '../injected/rpc-answers.js'
import { createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS, type Fallback, type FallbackOptions } from '../injected/rpc-fallback.js'

/** The reads of one chain at one endpoint. */
export interface Reads {
  balance(address: Address): Promise<bigint>
  blockNumber(): Promise<bigint>
  receipt(hash: Hex): Promise<TransactionReceipt | null>
  /** The endpoint's chain checked ahead (the kernel's `CheckedFetch.check`). */
  checkChain(): Promise<ChainCheck>
}

/** ethers' fetch hook over the kernel's chain-checked fetch, so an endpoint on another chain fails. */
function checkedGetUrl(checked: typeof fetch): FetchRequest['getUrlFunc'] {
  return async (request, signal) => {
    // A hook replaces ethers' own fetch, timeout included.
    const controller = new AbortController()
    signal?.addListener(() => controller.abort())
    const timer = setTimeout(() => controller.abort(), request.timeout)
    try {
      const response = await checked(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: new TextDecoder().decode(request.body) } : {}),
        signal: controller.signal,
      })
      return { statusCode: response.status, statusMessage: response.statusText, headers: Object.fromEntries(response.headers), body: new Uint8Array(await response.arrayBuffer()) }
    } finally {
      clearTimeout(timer)
    }
  }
}

/**
 * A chain's JsonRpcProviders, one per URL, under the kernel's fallback rule; loaded with ethers on
 * the first read (and fetched ahead with the connect's code). `providers` collects them for `destroy`.
 */
export function createEthersReads(chainId: ChainId, urls: readonly string[], options: FallbackOptions, providers: JsonRpcProvider[]): Fallback<Reads> {
  const network = Network.from(chainId)
  const list = urls.map((url) => {
    const request = new FetchRequest(url)
    request.timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
    const checked = chainCheckedFetch(chainId)
    request.getUrlFunc = checkedGetUrl(checked)
    // cacheTimeout -1: ethers otherwise answers an identical request from a 250 ms cache, so a
    // balance or block number read right after a transaction would be the stale one.
    const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1, polling: false, cacheTimeout: -1 })
    providers.push(provider)
    // Raw results through the kernel's checks: ethers' formatters take a JSON number, "-0x1"
    // or a receipt of another transaction.
    return {
      balance: async (address) => quantityOf(await provider.send('eth_getBalance', [address, 'latest'])),
      blockNumber: async () => quantityOf(await provider.send('eth_blockNumber', [])),
      receipt: async (hash) => receiptOf(await provider.send('eth_getTransactionReceipt', [hash]), hash),
      checkChain: () => checked.check(url, AbortSignal.timeout(request.timeout)),
    } satisfies Reads
  })
  return createFallback(chainId, list, options)
}
