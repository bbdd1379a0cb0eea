import type { Cluster, Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

export interface RateLimitOptions {
  /** Requests a client may make per minute. */
  perMinute: number
  /** Requests a client may make at once; `perMinute` when left out. */
  burst?: number
  /** Clients counted in this process at most; past it the one whose window ends first is forgotten. */
  maxClients?: number
}

export const DEFAULT_MAX_TRACKED_CLIENTS = 100_000

export interface SharedRateLimitOptions extends RateLimitOptions {
  /** The counters' Redis (a single server or a Cluster): every instance then counts against the same limit. */
  redis: Redis | Cluster
  /** The key of a client's counter is `<prefix>:<client>`. */
  prefix: string
}

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number }

export interface RateLimiter {
  take(client: string): Promise<RateDecision>
}

/**
 * rate-limiter-flexible's fixed window: `burst` requests per window of burst / perMinute
 * minutes (rounded up to whole seconds, at least one), so the long-run rate is at most
 * `perMinute` and a client never gets more than `burst` at once, or twice that across a
 * window's edge.
 */
function windowOf(options: RateLimitOptions): { points: number; duration: number } {
  const points = options.burst ?? options.perMinute
  for (const value of [options.perMinute, points]) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`perMinute and burst must be positive integers, got ${value}.`)
  }
  return { points, duration: Math.max(1, Math.ceil((points * 60) / options.perMinute)) }
}

function decide(limiter: RateLimiterMemory | RateLimiterRedis, before?: (client: string) => void, after?: (client: string, result: RateLimiterRes) => void): RateLimiter {
  return {
    async take(client) {
      before?.(client)
      try {
        const result = await limiter.consume(client)
        after?.(client, result)
        return { ok: true }
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfterMs: Math.max(1, error.msBeforeNext) }
        throw error
      }
    },
  }
}

/**
 * A memory limiter that counts at most `maxClients` clients. Windows all last the same, so the
 * order in which they opened is the order in which they end: the Map keeps that order, its
 * front is swept as windows end, and at the bound the client at the front is forgotten (its
 * next request opens a fresh window). Memory: about 600 bytes per client in all.
 */
function cappedMemoryLimiter(options: RateLimitOptions): RateLimiterMemory & { guard: (client: string) => void; opened: (client: string, result: RateLimiterRes) => void } {
  const window = windowOf(options)
  const maxClients = options.maxClients ?? DEFAULT_MAX_TRACKED_CLIENTS
  if (!Number.isSafeInteger(maxClients) || maxClients < 1) throw new RangeError(`maxClients must be a positive integer, got ${maxClients}.`)
  const limiter = new RateLimiterMemory({ ...window, keyPrefix: '' })
  const ends = new Map<string, number>()
  return Object.assign(limiter, {
    guard(client: string) {
      const now = Date.now()
      for (const [key, end] of ends) {
        if (end > now) break
        ends.delete(key)
      }
      if (ends.has(client) || ends.size < maxClients) return
      const oldest = ends.keys().next()
      if (oldest.done) return
      ends.delete(oldest.value)
      void limiter.delete(oldest.value)
    },
    opened(client: string, result: RateLimiterRes) {
      if (!result.isFirstInDuration) return
      ends.delete(client)
      ends.set(client, Date.now() + result.msBeforeNext)
    },
  })
}

/**
 * Counts in this process: one counter per client seen in the current window, each dropped
 * when its window ends, and at most `maxClients` of them.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const limiter = cappedMemoryLimiter(options)
  return decide(limiter, limiter.guard, limiter.opened)
}

/**
 * Counts in Redis, so N instances behind a load balancer allow a client the limit once, not
 * N times. Each count is one script on one key (`<prefix>:<client>`), so it runs on a Redis
 * Cluster as it does on one server. A client past its limit is then refused from this
 * process's memory until its window ends: a flood costs Redis nothing more. While Redis
 * cannot answer, the same limit is counted in this process instead of refusing everyone.
 */
export function createSharedRateLimiter(options: SharedRateLimitOptions): RateLimiter {
  const window = windowOf(options)
  return decide(
    new RateLimiterRedis({
      ...window,
      storeClient: options.redis,
      keyPrefix: options.prefix,
      rejectIfRedisNotReady: true,
      inMemoryBlockOnConsumed: window.points,
      insuranceLimiter: new RateLimiterMemory(window),
    }),
  )
}
