import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { ChainId } from '../../../src-domain/index.js'
import { deriveAuthKeys, randomAuthSecret, type AuthKeys } from '../auth-secret.js'
import { NO_TRUSTED_PROXIES, requestClientId, type TrustedProxies } from '../client-id.js'
import { isSecureOrigin } from '../cookies.js'
import { leaveAdmission } from '../admission.js'
import { fromCrowdedRelay } from '../crowded-relays.js'
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../limits.js'
import { createRateLimiter, limitByNetwork, type RateLimiter } from '../rate-limit.js'
import { openSession, type SealedSession } from '../session-cookie.js'
import { createMemoryRevocations, createMemorySpentNonces } from '../stores/memory.js'
import type { RevocationStore, SpentNonceStore } from '../stores/types.js'
import { createTarpit } from '../tarpit.js'
import { createChainVerifier, type ChainEndpoint, type SignatureVerifier } from '../verify-signature.js'

export const AUTH_BASE_PATH = '/api/auth'
export const DEFAULT_NONCE_TTL_MS = 10 * 60_000
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_CLOCK_SKEW_MS = 60_000
/** Clients the session and page limits count each (fewer than the sign-in limits: the idlest past it starts afresh). */
export const MINOR_ROUTE_CLIENTS = 25_000

export interface AuthAppOptions {
  /** The app's own origins, e.g. `https://retropgf.example`; a message must name one as domain and URI. */
  origins: readonly string[]
  /** Chains a session may be for, with the RPC URLs contract-wallet signatures are checked against. */
  chains: readonly ChainEndpoint[]
  /**
   * Signs nonces and seals session cookies (AUTH_SECRET, at least 32 characters); every instance
   * behind one load balancer needs the same. Left out: a random one, so nonces and sessions end with the process.
   */
  secret?: string
  spentNonces?: SpentNonceStore
  revocations?: RevocationStore
  /** Per-client request limits; in this process by default, `createSharedRateLimiter` (rate-limit.ts) shares them between instances. */
  rateLimiters?: { nonce: RateLimiter; verify: RateLimiter; session?: RateLimiter }
  /** Replaces the signature check (defaults to a local check, then the chain's RPC for contract wallets). */
  verifySignature?: SignatureVerifier
  /** Any limit left out keeps its default (`DEFAULT_AUTH_LIMITS`). */
  limits?: Partial<AuthLimits>
  /** The proxies whose X-Forwarded-For is believed (`parseTrustedProxies`); none by default. */
  trustedProxies?: TrustedProxies
  nonceTtlMs?: number
  sessionTtlMs?: number
  clockSkewMs?: number
  now?: () => number
  /** Called with every message that reaches the SIWE parser (tests count it). */
  onParse?: (message: string) => void
}

export type ErrorStatus = 400 | 401 | 403 | 413 | 415 | 429 | 502 | 503

/** An error answer, never cached, with the seconds to wait when there are any. */
export function fail(c: Context, status: ErrorStatus, error: string, retryAfterSeconds?: number) {
  c.header('Cache-Control', 'no-store')
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ error }, status)
}

/** Origins are compared as URL origins; a path, query or non-http scheme in the config is a mistake worth failing on. */
function normalizeOrigins(origins: readonly string[]): URL[] {
  if (origins.length === 0) throw new Error('createAuthApp needs at least one app origin.')
  return origins.map((value) => {
    const url = new URL(value)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(`App origin must be a bare http(s) origin like https://app.example, got "${value}".`)
    }
    return url
  })
}

/** The key a session's sign-outs are kept under: per address, whichever chain the session is for (getSession reads it too). */
export const accountOf = (session: SealedSession) => session.address.toLowerCase()

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined // app.request() in a test: no socket
  }
}

/** What every route of the sign-in API stands on: its settings, stores and the checks a request goes through. */
export interface RouteChecks {
  limits: AuthLimits
  keys: AuthKeys
  originNames: readonly string[]
  chainIds: ReadonlySet<ChainId>
  now: () => number
  nonceTtlMs: number
  sessionTtlMs: number
  clockSkewMs: number
  spentNonces: SpentNonceStore
  revocations: RevocationStore
  verifySignature: SignatureVerifier
  limiters: { nonce: RateLimiter; verify: RateLimiter; session: RateLimiter }
  onParse: ((message: string) => void) | undefined
  /** Who a request is from (client-id.ts): its /64, its IPv4 address, or what a listed proxy says. */
  clientOf(c: Context): string
  /** Whether the origin a request is for (its Origin, else its Host) is https; unknown: secure as soon as any origin is. */
  secureRequest(c: Context): boolean
  /** A 429 (held a moment) when `limiter` refuses this request's client, else undefined. */
  limited(c: Context, limiter: RateLimiter): Promise<Response | undefined>
  /** A request no browser of this app sends (malformed, oversized): answered after a hold, as a 429 is. */
  malformed(c: Context, status: 400 | 413 | 415, error: string): Promise<Response>
  /** The live session of a cookie, or null; rejects when the sign-out store cannot be asked. */
  liveSession(cookie: string | undefined): Promise<SealedSession | null>
}

/** The settings and checks of `createAuthApp`, built once from its options. */
export function createRouteChecks(options: AuthAppOptions): RouteChecks {
  const origins = normalizeOrigins(options.origins)
  const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const keys = deriveAuthKeys(options.secret ?? randomAuthSecret())
  const revocations = options.revocations ?? createMemoryRevocations({ limits, now })
  const inProcess = (perMinute: number, burst: number, maxClients?: number) =>
    limitByNetwork({ perMinute, burst, ...(maxClients ? { maxClients } : {}) }, limits, createRateLimiter)
  const tarpit = createTarpit({ holdMs: limits.refusalHoldMs, maxHeld: limits.maxHeldRefusals })
  const trustedProxies = options.trustedProxies ?? NO_TRUSTED_PROXIES
  const clientOf = (c: Context) => requestClientId(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies)
  /**
   * Holds a refusal (tarpit.ts), except one relayed by a listed proxy: the proxy is the edge and
   * holds at its end (haproxy.cfg), and a request held here would keep one of its few connections
   * to this instance (HAProxy's `maxconn` per server) from honest requests queued behind it. A
   * proxy's connections past `proxyConnections` are not few: held (crowded-relays.ts). A held
   * refusal waits on a timer, no work: it leaves the count of requests in progress (admission.ts).
   */
  const hold = (c: Context, untilMs: number) => {
    if (trustedProxies.has(socketAddress(c)) && !fromCrowdedRelay(c)) return Promise.resolve(0)
    leaveAdmission(c)
    return tarpit.hold(untilMs)
  }
  return {
    limits,
    keys,
    originNames: origins.map((url) => url.origin),
    chainIds: new Set<ChainId>(options.chains.map((chain) => chain.id)),
    now,
    nonceTtlMs: options.nonceTtlMs ?? DEFAULT_NONCE_TTL_MS,
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    clockSkewMs: options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS,
    spentNonces: options.spentNonces ?? createMemorySpentNonces({ limits, now }),
    revocations,
    verifySignature:
      options.verifySignature ??
      createChainVerifier(options.chains, { timeoutMs: limits.chainTimeoutMs, maxConcurrent: limits.chainConcurrency, checksPer48: limits.clientsPer48, now }),
    limiters: {
      nonce: options.rateLimiters?.nonce ?? inProcess(limits.noncePerMinute, limits.nonceBurst),
      verify: options.rateLimiters?.verify ?? inProcess(limits.verifyPerMinute, limits.verifyBurst),
      session: options.rateLimiters?.session ?? inProcess(limits.sessionPerMinute, limits.sessionBurst, MINOR_ROUTE_CLIENTS),
    },
    onParse: options.onParse,
    clientOf,
    secureRequest: (c) => {
      const origin = c.req.header('origin')
      const host = c.req.header('host')
      const match = origins.find((url) => url.origin === origin) ?? origins.find((url) => url.host === host)
      return match ? isSecureOrigin(match) : origins.some(isSecureOrigin)
    },
    limited: async (c, limiter) => {
      const decision = await limiter.take(clientOf(c))
      if (decision.ok) return undefined
      const held = await hold(c, decision.retryAfterMs)
      const seconds = Math.max(1, Math.ceil((decision.retryAfterMs - held) / 1000))
      return fail(c, 429, `Too many requests from this network; retry in ${seconds} s.`, seconds)
    },
    malformed: async (c, status, error) => {
      await hold(c, limits.refusalHoldMs)
      return fail(c, status, error)
    },
    liveSession: async (cookie) => {
      const session = cookie === undefined ? null : openSession(keys.session, cookie)
      if (!session || session.expiresAt <= now()) return null
      return session.issuedAt <= (await revocations.signedOutAt(accountOf(session))) ? null : session
    },
  }
}
