import type { ChainId, ChainRpcPort } from '../../src-domain/index.js'
import { chainCheckedFetch, type ChainCheck } from '../injected/chain-check.js'
import { quantityOf, receiptOf, RpcAnswerError } from '../injected/rpc-answers.js'
import { createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS, requireTransactionHash, rpcUrlsOf, type Fallback, type FallbackOptions, type RpcChain } from '../injected/rpc-fallback.js'

export interface FetchChainRpcOptions extends FallbackOptions {
  chains: readonly RpcChain[]
}

export interface FetchChainRpc extends ChainRpcPort {
  /** Forgets the endpoints' state (cooldowns, chain checks). */
  destroy(): void
}

/** Largest answer read from an endpoint: a receipt with many logs stays well below it. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024

type Call = ((method: string, params: readonly unknown[]) => Promise<unknown>) & { checkChain(): Promise<ChainCheck> }

/** One endpoint: a JSON-RPC call per HTTP request, bounded in time and size, every answer checked. */
function endpoint(url: string, chainId: ChainId, timeoutMs: number): Call {
  const send = chainCheckedFetch(chainId)
  let id = 0
  const call = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new RpcAnswerError(`HTTP ${response.status} from ${new URL(url).host}`)
    const text = await response.text()
    if (text.length > MAX_ANSWER_BYTES) throw new RpcAnswerError('The answer is too large.')
    let body: { result?: unknown; error?: { message?: unknown } }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      throw new RpcAnswerError('The answer is not JSON.')
    }
    if (typeof body !== 'object' || body === null || body.error !== undefined || !('result' in body)) {
      throw new RpcAnswerError(`JSON-RPC error: ${String(body?.error?.message ?? 'no result').slice(0, 200)}`)
    }
    return body.result
  }
  return Object.assign(call, { checkChain: () => send.check(url, AbortSignal.timeout(timeoutMs)) })
}

/** ChainRpcPort with nothing but `fetch`, under the kernel's fallback rule and chain check. */
export function createFetchChainRpc(options: FetchChainRpcOptions): FetchChainRpc {
  const fallbacks = new Map<ChainId, Fallback<Call>>()
  // The answer is checked inside the attempt, so a malformed one hands over to the next endpoint.
  const fallbackOf = (chainId: ChainId): Fallback<Call> => {
    let fallback = fallbacks.get(chainId)
    if (!fallback) {
      const timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
      fallback = createFallback(chainId, rpcUrlsOf(options.chains, chainId).map((url) => endpoint(url, chainId, timeout)), options)
      fallbacks.set(chainId, fallback)
    }
    return fallback
  }
  const call = async <T>(chainId: ChainId, method: string, params: readonly unknown[], check: (result: unknown) => T): Promise<T> =>
    fallbackOf(chainId).run(async (send) => check(await send(method, params)))
  return {
    getBalance: ({ address, chainId }) => call(chainId, 'eth_getBalance', [address, 'latest'], quantityOf),
    getBlockNumber: ({ chainId }) => call(chainId, 'eth_blockNumber', [], quantityOf),
    getTransactionReceipt: async ({ hash, chainId }) => call(chainId, 'eth_getTransactionReceipt', [requireTransactionHash(hash)], (result) => receiptOf(result, hash)),
    async prepare({ chainId }) {
      // A chain not configured throws here: nothing to check, nothing sent.
      try {
        await fallbackOf(chainId).prepare((send) => send.checkChain())
      } catch {
        // resolves all the same
      }
    },
    destroy: () => fallbacks.clear(),
  }
}
