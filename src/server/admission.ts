import type { Context, MiddlewareHandler } from 'hono'

export interface AdmissionOptions {
  /** Requests in progress past which only quiet clients are let in; at twice it, none. */
  maxInFlight: number
  /** Requests a client may have made in the last window and still count as quiet. */
  quietRequests: number
  /** Who a request is from (client-id.ts). */
  clientOf: (c: Context) => string
  windowMs?: number
  /** Clients whose recent count is kept; past it the one idle longest is forgotten. */
  maxTracked?: number
}

const WINDOW_MS = 10_000
const MAX_TRACKED = 100_000

/**
 * Admission before work: a bound on the requests this process works on at once. Below it every
 * request goes in; past it only a client that has been quiet (a new address's first requests, a
 * sign-in's few) does, so a crowd's connections, each of which has sent many, are refused first
 * and honest newcomers go ahead of them; at twice the bound everyone is refused. A refusal is a
 * 503 at once: holding it would keep the very connection the bound is about.
 */
export function admission(options: AdmissionOptions): MiddlewareHandler {
  const windowMs = options.windowMs ?? WINDOW_MS
  const maxTracked = options.maxTracked ?? MAX_TRACKED
  const recent = new Map<string, { count: number; since: number }>()
  let inFlight = 0
  /** This request counted: the client's requests in its current window, this one included. */
  const count = (client: string, time: number) => {
    const entry = recent.get(client)
    recent.delete(client)
    const next = entry && entry.since + windowMs > time ? { count: entry.count + 1, since: entry.since } : { count: 1, since: time }
    if (recent.size >= maxTracked) recent.delete(recent.keys().next().value as string)
    recent.set(client, next)
    return next.count
  }
  return async (c, next) => {
    const requests = count(options.clientOf(c), Date.now())
    if (inFlight >= 2 * options.maxInFlight || (inFlight >= options.maxInFlight && requests > options.quietRequests)) {
      c.header('Retry-After', '1')
      c.header('Cache-Control', 'no-store')
      return c.json({ error: 'The server is busy; retry in a moment.' }, 503)
    }
    inFlight++
    try {
      await next()
    } finally {
      inFlight--
    }
  }
}
