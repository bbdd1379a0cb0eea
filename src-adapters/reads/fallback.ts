import { RpcUnavailableError, type ChainId } from '../../src-domain/index.js'

import type { ChainCheck } from './chain-check.js'

/** The attempt time limit when none is given. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000
/** A failed endpoint is tried last for this long, so a dead node provider does not slow every read. */
export const DEFAULT_COOLDOWN_MS = 30_000

export interface FallbackOptions {
  /** One attempt at one endpoint may take this long before the next endpoint is tried. */
  attemptTimeoutMs?: number
  cooldownMs?: number
  /** Clock for cooldowns; tests pass their own. */
  now?: () => number
}

export interface Fallback<E> {
  /**
   * Runs `read` on the endpoints in order, healthy ones first (configured order), those that
   * failed within the cooldown after them; the first answer wins. When every endpoint fails:
   * RpcUnavailableError with the last failure as its cause.
   */
  run<T>(read: (endpoint: E) => Promise<T>): Promise<T>
  /**
   * Checks ahead the chain of the endpoint the next read goes to (`check`, one request or none),
   * and of the next one while an endpoint answers with another chain, so the first read is one
   * call. Changes no cooldown: an endpoint that fails the check fails the read as it would have.
   * Never rejects.
   */
  prepare(check: (endpoint: E) => Promise<ChainCheck>): Promise<void>
}

/**
 * The next endpoint is tried in a later task, not in the failure's microtask: a page being left
 * (a reload, a link) cancels its requests, and the timers of a page that is gone never run, so
 * its reads are not sent on to the next endpoint (a public node) while the browser unloads it.
 */
const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The fallback rule every backend's chain reads follow. */
export function createFallback<E>(chainId: ChainId, endpoints: readonly E[], options: FallbackOptions = {}): Fallback<E> {
  const cooldown = options.cooldownMs ?? DEFAULT_COOLDOWN_MS
  const now = options.now ?? Date.now
  const failedAt = new Map<E, number>()
  const cooling = (endpoint: E) => {
    const at = failedAt.get(endpoint)
    return at !== undefined && now() - at < cooldown
  }
  const inOrder = () => [...endpoints.filter((e) => !cooling(e)), ...endpoints.filter(cooling)]
  return {
    async prepare(check) {
      for (const endpoint of inOrder()) {
        const found = await check(endpoint).catch((): ChainCheck => 'unknown')
        if (found !== 'wrong') return
      }
    },
    async run(read) {
      let lastError: unknown
      for (const [index, endpoint] of inOrder().entries()) {
        if (index > 0) await laterTask()
        try {
          const result = await read(endpoint)
          failedAt.delete(endpoint)
          return result
        } catch (error) {
          failedAt.set(endpoint, now())
          lastError = error
        }
      }
      throw new RpcUnavailableError(chainId, { cause: lastError })
    },
  }
}
