import type { Context, MiddlewareHandler } from 'hono'
import { createTurns, type TurnOptions } from './turns.js'

export interface AdmissionOptions {
  /** Requests in progress past which only quiet clients are let in; at three times it, none. */
  maxInFlight: number
  /** Requests a client may have made in the last window and still count as quiet. */
  quietRequests: number
  /** Who a request is from (client-id.ts). */
  clientOf: (c: Context) => string
  /** The network a client's neighbours share (client-id.ts `neighbourhoodOf`), which weighs in its turn; none by default. */
  networkOf?: (client: string) => string | undefined
  windowMs?: number
  /** Clients whose recent count is kept; past it the one idle longest is forgotten. */
  maxTracked?: number
  /** True for a request that came on a listed proxy's connection; its turns are `proxiedTurns`. None by default. */
  proxied?: (c: Context) => boolean
  /** How the work is spread over the event loop's turns (turns.ts); a test sets a budget of 0 to queue every request. */
  turns?: Partial<TurnOptions>
  /** The same for requests a listed proxy relays. */
  proxiedTurns?: Partial<TurnOptions>
}

/** Requests counted in progress, each with what takes it out of the count. */
const leaving = new WeakMap<Request, () => void>()

/**
 * Takes a request out of the count of requests in progress while it waits for nothing but a
 * timer: a held refusal (tarpit.ts) costs a timer and its memory (bounded by the tarpit), not
 * this process's work. Counted, a crowd's held refusals filled the bound by themselves and every
 * honest newcomer was refused with them. A request not counted (no admission in front) is left as it is.
 */
export function leaveAdmission(c: Context): void {
  leaving.get(c.req.raw)?.()
}

const WINDOW_MS = 10_000
const MAX_TRACKED = 100_000
/** A newcomer's first requests in a window (a sign-in's nonce, verify and session, a retry): let in until the hard bound. */
const FIRST_REQUESTS = 4
/**
 * A turn's work before requests wait for the next; the waiting requests a turn resumes; how many
 * may wait. Facing a crowd's own connections, turns are short (2 ms, 16): a new connection is
 * accepted in one turn and read in the next, and under a crowd Node accepted one new connection a
 * turn (one accept per poll of the event loop, while hundreds waited in the kernel's queue), so a
 * browser's connection waited behind the crowd's for as many turns (docs/benchmarks.md, under a
 * crowd). A listed proxy's requests come on its few kept-alive connections (HAProxy has 8 in use),
 * which it fills again from its own queue, quietest first: there short turns doubled to
 * quadrupled the honest p99 (fewer requests served a turn, a longer queue at the proxy), so they
 * get long ones. At most 256 connections of a listed proxy are served (`AUTH_PROXY_CONNECTIONS`),
 * so its waiting requests are bounded lower.
 */
const TURNS: TurnOptions = { budgetMs: 2, perTurn: 16, maxWaiting: 16_384 }
const PROXIED_TURNS: TurnOptions = { budgetMs: 20, perTurn: 256, maxWaiting: 1_024 }
/**
 * How many clients' worth a network's recent requests count as, for its clients' turns: a crowd
 * spread over one network's addresses, each of them new, waits behind a newcomer from elsewhere
 * once the network has sent this many times a newcomer's requests.
 */
const NETWORK_SHARE = 8

/**
 * Admission before work: a bound on the requests this process works on at once. Below it every
 * request goes in. Past it the count of recent requests a client may have and still go in falls
 * as the load grows, from `quietRequests` at the bound to a newcomer's first few at twice it: a
 * crowd spread over thousands of addresses, each under every per-address limit, is refused
 * before any honest newcomer, and so cannot fill the room a sign-in needs. From twice the bound
 * only those first few go in, and at three times it none. A refusal is a 503 at once: holding it
 * would keep the very connection the bound is about. Before any of that, a request may wait for a
 * later turn of the event loop (turns.ts), the least used clients' ahead of the rest: a client's
 * usage is its own recent requests, or its network's divided by `NETWORK_SHARE` when that is more.
 */
export function admission(options: AdmissionOptions): MiddlewareHandler {
  const windowMs = options.windowMs ?? WINDOW_MS
  const maxTracked = options.maxTracked ?? MAX_TRACKED
  const recent = new Map<string, { count: number; since: number; before: number }>()
  /**
   * This request counted: the client's requests over the last window, this one included. A sliding
   * estimate (the window before, weighted by how much of it still overlaps, plus this window's), so a
   * crowd's counts do not all fall to zero when its windows roll over and it is a newcomer again.
   */
  const count = (client: string, time: number) => {
    const entry = recent.get(client)
    recent.delete(client)
    let next: { count: number; since: number; before: number }
    if (entry && entry.since + windowMs > time) next = { ...entry, count: entry.count + 1 }
    else if (entry && entry.since + 2 * windowMs > time) next = { count: 1, since: entry.since + windowMs, before: entry.count }
    else next = { count: 1, since: time, before: 0 }
    if (recent.size >= maxTracked) recent.delete(recent.keys().next().value as string)
    recent.set(client, next)
    return next.count + next.before * Math.max(0, 1 - (time - next.since) / windowMs)
  }
  let inFlight = 0
  /** The most recent requests a client may have made and still be let in, with the requests in progress now. */
  const allowedNow = (): number => {
    const load = inFlight / options.maxInFlight
    if (load < 1) return Number.POSITIVE_INFINITY
    if (load >= 3) return 0
    if (load >= 2) return FIRST_REQUESTS
    return Math.max(FIRST_REQUESTS, Math.floor(options.quietRequests * (2 - load)))
  }
  const turns = createTurns({ ...TURNS, ...options.turns })
  const proxiedTurns = createTurns({ ...PROXIED_TURNS, ...options.proxiedTurns })
  const busy = (c: Context) => {
    c.header('Retry-After', '1')
    c.header('Cache-Control', 'no-store')
    return c.json({ error: 'The server is busy; retry in a moment.' }, 503)
  }
  return async (c, next) => {
    const client = options.clientOf(c)
    const time = Date.now()
    const requests = count(client, time)
    const network = options.networkOf?.(client)
    const usage = network === undefined ? requests : Math.max(requests, count(network, time) / NETWORK_SHARE)
    // Past this turn's budget even a refusal waits: answered at once, its connection would be read again in the same turn.
    const slot = (options.proxied?.(c) ? proxiedTurns : turns).take(usage)
    if (slot === 'full') return busy(c)
    if (slot !== 'now') await slot
    if (requests > allowedNow()) return busy(c)
    inFlight++
    let counted = true
    const leave = () => {
      if (counted) inFlight--
      counted = false
    }
    leaving.set(c.req.raw, leave)
    try {
      await next()
    } finally {
      leave()
    }
  }
}
