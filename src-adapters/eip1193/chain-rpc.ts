import { isHex, type ChainId, type ChainRpcPort, type Hex, type TransactionReceipt } from '../../src-domain/index.js'
import { chainCheckedFetch } from '../injected/chain-check.js'
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

type Call = (method: string, params: readonly unknown[]) => Promise<unknown>

class RpcAnswerError extends Error {
  override name = 'RpcAnswerError'
}

function quantityOf(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,64}$/i.test(value)) throw new RpcAnswerError(`Not a quantity: ${String(value).slice(0, 40)}`)
  return BigInt(value)
}

/** One endpoint: a JSON-RPC call per HTTP request, bounded in time and size, every answer checked. */
function endpoint(url: string, chainId: ChainId, timeoutMs: number): Call {
  const send = chainCheckedFetch(chainId)
  let id = 0
  return async (method, params) => {
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
}

function receiptOf(value: unknown): TransactionReceipt | null {
  if (value === null) return null
  const raw = value as { transactionHash?: unknown; status?: unknown; blockNumber?: unknown }
  if (!isHex(raw?.transactionHash) || (raw.status !== '0x1' && raw.status !== '0x0')) throw new RpcAnswerError('Not a receipt.')
  return { transactionHash: raw.transactionHash as Hex, status: raw.status === '0x1' ? 'success' : 'reverted', blockNumber: quantityOf(raw.blockNumber) }
}

/** ChainRpcPort with nothing but `fetch`, under the kernel's fallback rule and chain check. */
export function createFetchChainRpc(options: FetchChainRpcOptions): FetchChainRpc {
  const fallbacks = new Map<ChainId, Fallback<Call>>()
  const call = async (chainId: ChainId, method: string, params: readonly unknown[]) => {
    let fallback = fallbacks.get(chainId)
    if (!fallback) {
      const timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
      fallback = createFallback(chainId, rpcUrlsOf(options.chains, chainId).map((url) => endpoint(url, chainId, timeout)), options)
      fallbacks.set(chainId, fallback)
    }
    return fallback.run((send) => send(method, params))
  }
  return {
    getBalance: async ({ address, chainId }) => quantityOf(await call(chainId, 'eth_getBalance', [address, 'latest'])),
    getBlockNumber: async ({ chainId }) => quantityOf(await call(chainId, 'eth_blockNumber', [])),
    getTransactionReceipt: async ({ hash, chainId }) => receiptOf(await call(chainId, 'eth_getTransactionReceipt', [requireTransactionHash(hash)])),
    destroy: () => fallbacks.clear(),
  }
}
