import type { Cluster, Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

export interface RateLimitOptions {
  /** Requests a client may make per minute. */
  perMinute: number
  /** Requests a client may make at once; `perMinute` when left out. */
  burst?: number
}

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

function decide(limiter: RateLimiterMemory | RateLimiterRedis): RateLimiter {
  return {
    async take(client) {
      try {
        await limiter.consume(client)
        return { ok: true }
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfterMs: Math.max(1, error.msBeforeNext) }
        throw error
      }
    },
  }
}

/**
 * Counts in this process: one counter per client seen in the current window, each dropped
 * when its window ends, so memory is bounded by the clients of one window.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  return decide(new RateLimiterMemory(windowOf(options)))
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
