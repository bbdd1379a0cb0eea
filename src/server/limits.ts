import { DEFAULT_MAX_MESSAGE_LENGTH } from './siwe-shape.js'
import { DEFAULT_STORE_LIMITS, type StoreLimits } from './stores/types.js'
import { DEFAULT_CHAIN_CONCURRENCY, DEFAULT_CHAIN_TIMEOUT_MS } from './verify-signature.js'

/** Every bound the auth API puts on what a stranger can send, with the env setting that changes it. */
export interface AuthLimits extends StoreLimits {
  noncePerMinute: number
  /** Requests a client may make at once before the per-minute rate applies. */
  nonceBurst: number
  verifyPerMinute: number
  verifyBurst: number
  /** `GET /session` and `POST /logout` together, per client (counted in each instance). */
  sessionPerMinute: number
  sessionBurst: number
  /** Pages and static files of `npm run serve`, per client (counted in each instance): generous, a page load is a few dozen. */
  pagePerMinute: number
  pageBurst: number
  maxBodyBytes: number
  maxMessageLength: number
  chainTimeoutMs: number
  /** Contract-wallet checks running at once in all (each client has at most one). */
  chainConcurrency: number
  /** How long a refusal (a 429, a malformed request) is held at most before it is sent (half to all of it, tarpit.ts): a flooder's connection waits instead of sending again. */
  refusalHoldMs: number
  /** Refusals held at once over every client; past it they are sent at once. */
  maxHeldRefusals: number
  /** Connections one client may hold open to `npm run serve` (not counted for a listed proxy). */
  maxConnectionsPerClient: number
  /**
   * Connections a listed proxy may hold open whose refusals are sent at once (the proxy holds at
   * its end); a refusal on any further connection of it is held like anyone's (crowded-relays.ts).
   */
  proxyConnections: number
  /** The listen backlog: connections the kernel queues before this process accepts them (capped by net.core.somaxconn). */
  listenBacklog: number
  /** Requests in progress past which only quiet clients are let in, fewer as the load grows, and at three times which none (admission.ts). */
  maxInFlight: number
  /** Requests in 10 s a client may have made and still be let in past `maxInFlight`. */
  quietRequests: number
  /** An IPv6 /48 gets this many clients' worth of every per-client limit in all (a client is its /64). */
  clientsPer48: number
  /** An IPv6 /32 (an ISP's or a tunnel broker's whole block, often) gets this many clients' worth. */
  clientsPer32: number
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  ...DEFAULT_STORE_LIMITS,
  noncePerMinute: 30,
  // A sign-in is one nonce and one verify; a few more cover a retry, a second tab, a shared address.
  nonceBurst: 5,
  verifyPerMinute: 30,
  verifyBurst: 5,
  // Every page load asks /session once; a tab left open asks again when it regains focus.
  sessionPerMinute: 60,
  sessionBurst: 20,
  pagePerMinute: 600,
  pageBurst: 200,
  // A message is at most 2 KB; an ERC-6492 signature carries a factory call and can run to a few KB of hex.
  maxBodyBytes: 12 * 1024,
  maxMessageLength: DEFAULT_MAX_MESSAGE_LENGTH,
  chainTimeoutMs: DEFAULT_CHAIN_TIMEOUT_MS,
  chainConcurrency: DEFAULT_CHAIN_CONCURRENCY,
  // An honest client past its limit is told to wait seconds anyway; a second's hold costs it nothing.
  refusalHoldMs: 1_000,
  // A held refusal keeps its request until it is sent: about 2.4 KB with its connection, 24 MB at the bound.
  maxHeldRefusals: 10_000,
  maxConnectionsPerClient: 50,
  listenBacklog: 4_096,
  // HAProxy holds at most 136 connections to an instance: LB_MAX_CONN_PER_SERVER (8) in use, 128 idle.
  proxyConnections: 256,
  maxInFlight: 256,
  // A page load and a sign-in: a few dozen files, a nonce, a verify, a session.
  quietRequests: 60,
  // One person can hold a /48 (a tunnel broker's free allocation) and so thousands of /64s: a /48
  // is a household or an office, a few clients' worth; a /32 is a provider's many customers.
  clientsPer48: 4,
  clientsPer32: 256,
}

/** The env name of each limit, for `readAuthLimits` and the README. */
export const AUTH_LIMIT_ENV: Record<keyof AuthLimits, string> = {
  noncePerMinute: 'AUTH_RATE_NONCE_PER_MIN',
  nonceBurst: 'AUTH_RATE_NONCE_BURST',
  verifyPerMinute: 'AUTH_RATE_VERIFY_PER_MIN',
  verifyBurst: 'AUTH_RATE_VERIFY_BURST',
  sessionPerMinute: 'AUTH_RATE_SESSION_PER_MIN',
  sessionBurst: 'AUTH_RATE_SESSION_BURST',
  pagePerMinute: 'AUTH_RATE_PAGE_PER_MIN',
  pageBurst: 'AUTH_RATE_PAGE_BURST',
  maxSpentNonces: 'AUTH_MAX_SPENT_NONCES',
  maxRevokedSessions: 'AUTH_MAX_REVOKED_SESSIONS',
  maxBodyBytes: 'AUTH_MAX_BODY_BYTES',
  maxMessageLength: 'AUTH_MAX_MESSAGE_BYTES',
  chainTimeoutMs: 'AUTH_CHAIN_TIMEOUT_MS',
  chainConcurrency: 'AUTH_CHAIN_CONCURRENCY',
  refusalHoldMs: 'AUTH_REFUSAL_HOLD_MS',
  maxHeldRefusals: 'AUTH_MAX_HELD_REFUSALS',
  maxConnectionsPerClient: 'AUTH_MAX_CONN_PER_CLIENT',
  listenBacklog: 'AUTH_LISTEN_BACKLOG',
  proxyConnections: 'AUTH_PROXY_CONNECTIONS',
  maxInFlight: 'AUTH_MAX_IN_FLIGHT',
  quietRequests: 'AUTH_QUIET_REQUESTS',
  clientsPer48: 'AUTH_IPV6_48_CLIENTS',
  clientsPer32: 'AUTH_IPV6_32_CLIENTS',
}

/** Limits where 0 means "none": a hold of 0 turns the tarpit off; any other 0 would refuse everything. */
const MAY_BE_ZERO: ReadonlySet<keyof AuthLimits> = new Set(['refusalHoldMs'])

/** Settings of the stores that held every nonce and session: nothing is stored per nonce or session now. */
const RETIRED_ENV = [
  'AUTH_MAX_REVOKED_PER_CLIENT',
  'AUTH_MAX_NONCES',
  'AUTH_MAX_NONCES_PER_CLIENT',
  'AUTH_MAX_SESSIONS',
  'AUTH_MAX_SESSIONS_PER_ADDRESS',
  'AUTH_MAX_SESSIONS_PER_CLIENT',
]

/** Reads each AUTH_* limit once; a value that is not a whole number in range is a startup error naming the variable. */
export function readAuthLimits(env: Readonly<Record<string, string | boolean | undefined>>): AuthLimits {
  for (const name of RETIRED_ENV) {
    if (typeof env[name] === 'string' && env[name].trim() !== '') {
      throw new Error(
        `${name} is no longer read: nonces and sessions are no longer stored, sign-outs are one entry per account (see docs/security.md); remove it.`,
      )
    }
  }
  const limits = { ...DEFAULT_AUTH_LIMITS }
  for (const key of Object.keys(AUTH_LIMIT_ENV) as (keyof AuthLimits)[]) {
    const name = AUTH_LIMIT_ENV[key]
    const raw = env[name]
    if (typeof raw !== 'string' || raw.trim() === '') continue
    const value = Number(raw.trim())
    const least = MAY_BE_ZERO.has(key) ? 0 : 1
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < least) {
      throw new Error(`${name} must be a whole number${least === 0 ? '' : ' above 0'}, got "${raw}".`)
    }
    limits[key] = value
  }
  return limits
}
