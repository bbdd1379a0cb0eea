import {
  ChainNotConfiguredError,
  InvalidTransactionError,
  isTransactionHash,
  RpcUnavailableError,
  TRANSACTION_MESSAGES,
  type ChainId,
  type Hex,
} from '../../src-domain/index.js'

/** One attempt at one endpoint may take this long before the next endpoint is tried. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000
/** A failed endpoint is tried last for this long, so a dead node provider does not slow every read. */
export const DEFAULT_COOLDOWN_MS = 30_000

export interface FallbackOptions {
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
}

/** The fallback rule every backend's chain reads follow. */
export function createFallback<E>(chainId: ChainId, endpoints: readonly E[], options: FallbackOptions = {}): Fallback<E> {
  const cooldown = options.cooldownMs ?? DEFAULT_COOLDOWN_MS
  const now = options.now ?? Date.now
  const failedAt = new Map<E, number>()
  const cooling = (endpoint: E) => {
    const at = failedAt.get(endpoint)
    return at !== undefined && now() - at < cooldown
  }
  return {
    async run(read) {
      let lastError: unknown
      for (const endpoint of [...endpoints.filter((e) => !cooling(e)), ...endpoints.filter(cooling)]) {
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

/** A chain for reads: its id and its RPC URLs in the order they are tried (see `rpcUrlsFor`). */
export interface RpcChain {
  id: ChainId
  rpcUrls: readonly string[]
}

/** The chain's URLs, or ChainNotConfiguredError (a chain without URLs counts as not configured). */
export function rpcUrlsOf(chains: readonly RpcChain[], chainId: ChainId): readonly string[] {
  const chain = chains.find((entry) => entry.id === chainId)
  if (!chain || chain.rpcUrls.length === 0) throw new ChainNotConfiguredError(chainId)
  return chain.rpcUrls
}

/** A receipt read's hash, checked before anything is sent. */
export function requireTransactionHash(hash: unknown): Hex {
  if (!isTransactionHash(hash)) throw new InvalidTransactionError([TRANSACTION_MESSAGES.invalidHash])
  return hash
}
