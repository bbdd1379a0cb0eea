import type { Cluster, Redis } from 'ioredis'
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { widerNetworksOf } from './client-id.js'

export interface RateLimitOptions {
  /** Requests a client may make per minute. */
  perMinute: number
  /** Requests a client may make at once; `perMinute` when left out. */
  burst?: number
  /** Clients counted in this process at most; past it the one idle longest is forgotten. */
  maxClients?: number
}

export const DEFAULT_MAX_TRACKED_CLIENTS = 100_000

export interface SharedRateLimitOptions extends RateLimitOptions {
  /** The counters' Redis (a single server or a Cluster): every instance then counts against the same limit. */
  redis: Redis | Cluster
  /** A client's counters are `<prefix>:<client>` and `<prefix>:burst:<client>`. */
  prefix: string
  /** Runs each Redis call (stores/breaker.ts): a Redis that hangs is skipped after its first timeout. */
  guard?: <T>(call: () => Promise<T>) => Promise<T>
}

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number }

export interface RateLimiter {
  take(client: string): Promise<RateDecision>
}

/** The longest window: a client idle this long has nothing counted any more. */
const MINUTE_S = 60

interface Window {
  points: number
  duration: number
}

/**
 * A token bucket in rate-limiter-flexible's terms (BurstyRateLimiter): a steady window of one
 * request per 60 / perMinute seconds (whole seconds; above 60 a minute, that many per second),
 * and, once it is used up, the rest of the burst from a window of a minute. A client gets at
 * most `burst` at once, then `perMinute` a minute, and the burst again each minute.
 */
function windowsOf(options: RateLimitOptions): { steady: Window; extra: Window | undefined } {
  const burst = options.burst ?? options.perMinute
  for (const value of [options.perMinute, burst]) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`perMinute and burst must be positive integers, got ${value}.`)
  }
  const steady =
    options.perMinute >= MINUTE_S
      ? { points: Math.min(burst, Math.floor(options.perMinute / MINUTE_S)), duration: 1 }
      : { points: 1, duration: Math.ceil(MINUTE_S / options.perMinute) }
  return { steady, extra: burst > steady.points ? { points: burst - steady.points, duration: MINUTE_S } : undefined }
}

interface Consumer {
  consume(client: string): Promise<RateLimiterRes>
}

function decide(limiter: Consumer, before?: (client: string) => void): RateLimiter {
  return {
    async take(client) {
      before?.(client)
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

function bursty(steady: RateLimiterMemory | RateLimiterRedis, extra: RateLimiterMemory | RateLimiterRedis | undefined): Consumer {
  return extra ? new BurstyRateLimiter(steady, extra) : steady
}

/**
 * Counts in this process, at most `maxClients` clients. The Map keeps clients in the order of
 * their last request, so those idle for a minute (nothing counted any more) sit at the front and
 * are swept a few at a time; at the bound the idlest is forgotten (it starts afresh), never
 * anything of another client. Memory: about 600 bytes per client per counter.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { steady, extra } = windowsOf(options)
  const maxClients = options.maxClients ?? DEFAULT_MAX_TRACKED_CLIENTS
  if (!Number.isSafeInteger(maxClients) || maxClients < 1) throw new RangeError(`maxClients must be a positive integer, got ${maxClients}.`)
  const limiters = [new RateLimiterMemory({ ...steady, keyPrefix: 'steady' }), ...(extra ? [new RateLimiterMemory({ ...extra, keyPrefix: 'burst' })] : [])]
  const lastSeen = new Map<string, number>()
  const forget = (client: string) => {
    lastSeen.delete(client)
    for (const limiter of limiters) void limiter.delete(client)
  }
  return decide(bursty(limiters[0]!, limiters[1]), (client) => {
    const now = Date.now()
    for (const [key, at] of lastSeen) {
      if (at + MINUTE_S * 1000 > now) break
      lastSeen.delete(key) // its windows have ended: the limiters dropped it themselves
    }
    lastSeen.delete(client)
    if (lastSeen.size >= maxClients) {
      const idlest = lastSeen.keys().next()
      if (!idlest.done) forget(idlest.value)
    }
    lastSeen.set(client, now)
  })
}

/**
 * Counts in Redis, so N instances behind a load balancer allow a client the limit once, not
 * N times. Each count is one script on one key, so it runs on a Redis Cluster as it does on one
 * server. A client past a window's limit is refused from this process's memory until that
 * window ends: a flood costs Redis nothing more. While Redis cannot answer, the same limits are
 * counted in this process instead of refusing everyone, under the same `maxClients` bound as
 * {@link createRateLimiter}: a crowd arriving while Redis is down cannot grow the process without end.
 */
export function createSharedRateLimiter(options: SharedRateLimitOptions): RateLimiter {
  const { steady, extra } = windowsOf(options)
  const inRedis = (window: Window, keyPrefix: string) =>
    new RateLimiterRedis({
      ...window,
      storeClient: options.redis,
      keyPrefix,
      rejectIfRedisNotReady: true,
      inMemoryBlockOnConsumed: window.points,
    })
  const shared = decide(bursty(inRedis(steady, options.prefix), extra && inRedis(extra, `${options.prefix}:burst`)))
  const inProcess = createRateLimiter(options)
  const guard = options.guard ?? ((call) => call())
  return {
    async take(client) {
      try {
        return await guard(() => shared.take(client))
      } catch {
        return inProcess.take(client)
      }
    },
  }
}

/** How many clients' worth of each limit an IPv6 /48 and /32 get in all (`AUTH_IPV6_48_CLIENTS`, `AUTH_IPV6_32_CLIENTS`). */
export interface NetworkShares {
  clientsPer48: number
  clientsPer32: number
}

/**
 * A limit per client and per wider network: an IPv6 client (its /64) is let through only when
 * its /48 and its /32 are too, each with `clientsPer48` (`clientsPer32`) times the client's
 * burst and rate, so thousands of /64s of one /48 get a few clients' worth, not thousands.
 * `make` builds the limiter of one width ('' for the client's own); a refusal at a narrower width
 * counts nothing at the wider ones. Each wider width counts a tenth of `maxClients` networks.
 */
export function limitByNetwork(
  options: RateLimitOptions,
  shares: NetworkShares,
  make: (scaled: RateLimitOptions, width: '' | '48' | '32') => RateLimiter,
): RateLimiter {
  // A crowd needs a /64 per /48 it uses: a tenth as many wider networks as clients are counted.
  const maxClients = Math.max(1, Math.floor((options.maxClients ?? DEFAULT_MAX_TRACKED_CLIENTS) / 10))
  const scaled = (factor: number): RateLimitOptions => ({
    ...options,
    perMinute: options.perMinute * factor,
    burst: (options.burst ?? options.perMinute) * factor,
    maxClients,
  })
  const own = make(options, '')
  const wider = { 48: make(scaled(shares.clientsPer48), '48'), 32: make(scaled(shares.clientsPer32), '32') }
  return {
    async take(client) {
      const decision = await own.take(client)
      if (!decision.ok) return decision
      for (const network of widerNetworksOf(client)) {
        const widerDecision = await wider[network.width].take(network.key)
        if (!widerDecision.ok) return widerDecision
      }
      return decision
    },
  }
}
