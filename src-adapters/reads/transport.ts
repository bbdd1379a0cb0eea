import type { ChainId } from '../../src-domain/index.js'
import { RpcAnswerError } from './answers.js'
import { chainCheckedFetch, type Fetch } from './chain-check.js'
import { createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS, type Fallback, type FallbackOptions } from './fallback.js'

/** One endpoint as a backend's library reaches it: a JSON-RPC call answered with its raw result. */
export interface Connection {
  call(method: string, params: readonly unknown[]): Promise<unknown>
  /** Stops the library's timers and sockets, if it keeps any. */
  close?(): void
}

export interface Endpoint {
  url: string
  chainId: ChainId
  /**
   * The kernel's chain-checked `fetch` for this endpoint: every request goes through it, so an
   * endpoint on another chain fails the same way under every library.
   */
  fetch: Fetch
  /** One attempt may take this long; a library with a time limit of its own sets it to this. */
  timeoutMs: number
}

/** What a backend supplies to the read kernel: how its library carries a call to one endpoint. */
export type Transport = (endpoint: Endpoint) => Connection

/** The kernel's own transport: a JSON-RPC call per HTTP request, with nothing but `fetch`, bounded in time. */
export const fetchTransport: Transport = ({ url, fetch: send, timeoutMs }) => {
  let id = 0
  const call = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new RpcAnswerError(`HTTP ${response.status} from ${new URL(url).host}`)
    // The chain-checked fetch has read the answer already, within its size bound.
    const text = await response.text()
    let body: { result?: unknown; error?: { message?: unknown; code?: unknown; data?: unknown } }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      throw new RpcAnswerError('The answer is not JSON.')
    }
    if (typeof body !== 'object' || body === null || body.error !== undefined || !('result' in body)) {
      const code = body?.error?.code
      throw new RpcAnswerError(
        `JSON-RPC error: ${String(body?.error?.message ?? 'no result').slice(0, 200)}`,
        Number.isInteger(code) ? (code as number) : undefined,
        body?.error?.data,
      )
    }
    return body.result
  }
  return { call }
}

/**
 * One chain's endpoints over the kernel's own `fetch`, under the fallback rule, each node's chain
 * checked inside its first request: for a reader that makes raw calls of its own (ENS's `eth_call`s)
 * and checks the answers itself.
 */
export function fetchFallback(chainId: ChainId, rpcUrls: readonly string[], options: FallbackOptions = {}): Fallback<Connection> {
  const timeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
  const endpoints = rpcUrls.map((url) => fetchTransport({ url, chainId, fetch: chainCheckedFetch(chainId), timeoutMs }))
  return createFallback(chainId, endpoints, options)
}
