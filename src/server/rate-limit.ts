export interface RateLimitOptions {
  /** Requests a client may make per minute. */
  perMinute: number
  /** Requests a client may make at once (its bucket's size); `perMinute` when left out. */
  burst?: number
  /** How many clients are tracked at most; the one idle longest is forgotten first. */
  maxClients?: number
  now?: () => number
}

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number }

export interface RateLimiter {
  take(client: string): RateDecision
  readonly size: number
}

const MINUTE_MS = 60_000
export const DEFAULT_MAX_TRACKED_CLIENTS = 100_000

/**
 * A token bucket per client. The Map is kept in order of last use (a touched client moves to
 * the end), so the clients whose bucket has refilled sit at the front and are swept a few at a
 * time: no scan per request, memory bounded by `maxClients`. Forgetting a client only forgets
 * its bucket (it starts again full), never anything of another client.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const capacity = options.burst ?? options.perMinute
  for (const value of [options.perMinute, capacity]) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`perMinute and burst must be positive integers, got ${value}.`)
  }
  const maxClients = options.maxClients ?? DEFAULT_MAX_TRACKED_CLIENTS
  const now = options.now ?? Date.now
  const perMs = options.perMinute / MINUTE_MS
  const refillMs = Math.ceil(capacity / perMs)
  const buckets = new Map<string, { tokens: number; at: number }>()

  const sweep = (time: number) => {
    for (const [client, bucket] of buckets) {
      if (bucket.at + refillMs > time) break
      buckets.delete(client)
    }
  }

  return {
    take(client) {
      const time = now()
      sweep(time)
      const bucket = buckets.get(client)
      const tokens = bucket ? Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs) : capacity
      buckets.delete(client)
      if (tokens < 1) {
        buckets.set(client, { tokens, at: time })
        return { ok: false, retryAfterMs: Math.ceil((1 - tokens) / perMs) }
      }
      if (buckets.size >= maxClients) {
        const idlest = buckets.keys().next()
        if (!idlest.done) buckets.delete(idlest.value)
      }
      buckets.set(client, { tokens: tokens - 1, at: time })
      return { ok: true }
    },
    get size() {
      return buckets.size
    },
  }
}
