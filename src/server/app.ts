import { randomBytes } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isHex, type ChainId } from '../../src-domain/index.js'
import { deriveAuthKeys, randomAuthSecret } from './auth-secret.js'
import { NO_TRUSTED_PROXIES, requestClientId, type TrustedProxies } from './client-id.js'
import { clearSessionCookies, isSecureOrigin, readClientCookies, readSessionCookie, writeClientCookie, writeSessionCookie } from './cookies.js'
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './limits.js'
import { issueNonce, readNonce } from './nonce-token.js'
import { createRateLimiter, limitByNetwork, type RateLimiter } from './rate-limit.js'
import { createTarpit } from './tarpit.js'
import { newSessionId, openSession, sealSession, type SealedSession } from './session-cookie.js'
import { parseStrictSiweMessage } from './siwe-message.js'
import { checkSiwePolicy } from './siwe-policy.js'
import { checkSiweShape, nonceOf } from './siwe-shape.js'
import { createMemoryRevocations, createMemorySpentNonces } from './stores/memory.js'
import type { RevocationStore, SpentNonceStore } from './stores/types.js'
import { ChainBusyError, createChainVerifier, type ChainEndpoint, type SignatureVerifier } from './verify-signature.js'

export const AUTH_BASE_PATH = '/api/auth'
export const DEFAULT_NONCE_TTL_MS = 10 * 60_000
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_CLOCK_SKEW_MS = 60_000
const CLIENT_ID_BYTES = 16
const CLIENT_TAG_BYTES = 6
const CLIENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
/** Clients the session and page limits count each (fewer than the sign-in limits: the idlest past it starts afresh). */
export const MINOR_ROUTE_CLIENTS = 25_000
/** The one answer for every nonce that cannot be used: it tells no one whether a nonce is live. */
export const NONCE_REFUSED = 'The nonce is unknown, expired, already used or was issued to another browser.'

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

type ErrorStatus = 400 | 401 | 403 | 413 | 415 | 429 | 502 | 503

function fail(c: Context, status: ErrorStatus, error: string, retryAfterSeconds?: number) {
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

/** Sign-outs are per address, whichever chain the session is for. */
/** The key a session's sign-outs are kept under (getSession reads it too). */
export const accountOf = (session: SealedSession) => session.address.toLowerCase()

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined // app.request() in a test: no socket
  }
}

/**
 * The app's own Sign-In with Ethereum backend: nonce, verify, session, logout under /api/auth.
 * Mounted by the Vite dev server (npm start) and by src/server/serve.ts (npm run serve).
 * A nonce and a session store nothing (an HMAC'd nonce, a sealed cookie): the only state is the
 * spent nonces and the revoked sessions, each kept until it would have expired anyway. Everything
 * a stranger sends is bounded: requests per client (a small burst, then a rate, each refusal held
 * a moment so a flooding connection waits instead of sending again), body and message
 * size, and the node calls a contract wallet needs (one per client, a bound in all, a timeout).
 */
export function createAuthApp(options: AuthAppOptions): Hono {
  const origins = normalizeOrigins(options.origins)
  const originNames = origins.map((url) => url.origin)
  const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...options.limits }
  const chainIds = new Set<ChainId>(options.chains.map((chain) => chain.id))
  const now = options.now ?? Date.now
  const keys = deriveAuthKeys(options.secret ?? randomAuthSecret())
  const spentNonces = options.spentNonces ?? createMemorySpentNonces({ limits, now })
  const revocations = options.revocations ?? createMemoryRevocations({ limits, now })
  const verifySignature =
    options.verifySignature ??
    createChainVerifier(options.chains, { timeoutMs: limits.chainTimeoutMs, maxConcurrent: limits.chainConcurrency, checksPer48: limits.clientsPer48, now })
  const nonceTtlMs = options.nonceTtlMs ?? DEFAULT_NONCE_TTL_MS
  const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS
  const clockSkewMs = options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS
  const inProcess = (perMinute: number, burst: number, maxClients?: number) =>
    limitByNetwork({ perMinute, burst, ...(maxClients ? { maxClients } : {}) }, limits, createRateLimiter)
  const nonceLimiter = options.rateLimiters?.nonce ?? inProcess(limits.noncePerMinute, limits.nonceBurst)
  const verifyLimiter = options.rateLimiters?.verify ?? inProcess(limits.verifyPerMinute, limits.verifyBurst)
  const sessionLimiter = options.rateLimiters?.session ?? inProcess(limits.sessionPerMinute, limits.sessionBurst, MINOR_ROUTE_CLIENTS)

  const tarpit = createTarpit({ holdMs: limits.refusalHoldMs, maxHeld: limits.maxHeldRefusals })
  const trustedProxies = options.trustedProxies ?? NO_TRUSTED_PROXIES
  const clientOf = (c: Context) => requestClientId(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies)
  /** The origin a request is for (its Origin, else its Host); unknown → secure as soon as any origin is. */
  const secureRequest = (c: Context): boolean => {
    const origin = c.req.header('origin')
    const host = c.req.header('host')
    const match = origins.find((url) => url.origin === origin) ?? origins.find((url) => url.host === host)
    return match ? isSecureOrigin(match) : origins.some(isSecureOrigin)
  }
  /**
   * Holds a refusal (tarpit.ts), except one relayed by a listed proxy: the proxy is the edge and
   * holds at its end (haproxy.cfg), and a request held here would keep one of its few connections
   * to this instance (HAProxy's `maxconn` per server) from honest requests queued behind it.
   */
  const hold = (c: Context, untilMs: number) => (trustedProxies.has(socketAddress(c)) ? Promise.resolve(0) : tarpit.hold(untilMs))
  const limited = async (c: Context, limiter: RateLimiter) => {
    const decision = await limiter.take(clientOf(c))
    if (decision.ok) return undefined
    const held = await hold(c, decision.retryAfterMs)
    const seconds = Math.max(1, Math.ceil((decision.retryAfterMs - held) / 1000))
    return fail(c, 429, `Too many requests from this network; retry in ${seconds} s.`, seconds)
  }
  /** A request no browser of this app sends (malformed, oversized): answered after a hold, as a 429 is. */
  const malformed = async (c: Context, status: 400 | 413 | 415, error: string) => {
    await hold(c, limits.refusalHoldMs)
    return fail(c, status, error)
  }
  /** The live session of a cookie, or null; rejects when the sign-out store cannot be asked. */
  const liveSession = async (cookie: string | undefined): Promise<SealedSession | null> => {
    const session = cookie === undefined ? null : openSession(keys.session, cookie)
    if (!session || session.expiresAt <= now()) return null
    return session.issuedAt <= (await revocations.signedOutAt(accountOf(session))) ? null : session
  }

  const app = new Hono()

  // Cookies ride along on cross-site requests; a browser's Origin header tells us when one did.
  app.use(`${AUTH_BASE_PATH}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store')
    const origin = c.req.header('origin')
    if (c.req.method === 'POST' && origin !== undefined && !originNames.includes(origin)) {
      return fail(c, 403, 'Requests from this origin are not accepted.')
    }
    await next()
  })

  app.get(`${AUTH_BASE_PATH}/nonce`, async (c) => {
    const refused = await limited(c, nonceLimiter)
    if (refused) return refused
    const secure = secureRequest(c)
    // The browser's binding id: kept when it has one, given one (under a name of its own) otherwise.
    let binding = readClientCookies(c, secure)[0]
    if (binding === undefined) {
      binding = randomBytes(CLIENT_ID_BYTES).toString('base64url')
      writeClientCookie(c, randomBytes(CLIENT_TAG_BYTES).toString('base64url'), binding, { secure, maxAgeSeconds: CLIENT_COOKIE_MAX_AGE_S })
    }
    return c.json({ nonce: issueNonce(keys.nonce, binding, now() + nonceTtlMs) })
  })

  app.post(
    `${AUTH_BASE_PATH}/verify`,
    async (c, next) => (await limited(c, verifyLimiter)) ?? next(),
    bodyLimit({ maxSize: limits.maxBodyBytes, onError: (c) => malformed(c, 413, 'The request body is too large.') }),
    async (c) => {
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
        return malformed(c, 415, 'Send the body as application/json.')
      }
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return malformed(c, 400, 'The body is not valid JSON.')
      }
      const { message, signature } = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
      if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature) || signature.length % 2 !== 0 || signature.length < 4) {
        return malformed(c, 400, 'Expected {"message": string, "signature": hex string}.')
      }
      const shape = checkSiweShape(message, limits.maxMessageLength)
      if (shape) return malformed(c, 400, shape)
      // The nonce is checked before the parser runs: junk without a nonce of this browser costs an HMAC.
      const nonce = readNonce(keys.nonce, nonceOf(message), readClientCookies(c, secureRequest(c)), now())
      if (!nonce) return fail(c, 401, NONCE_REFUSED)
      options.onParse?.(message)
      const fields = parseStrictSiweMessage(message)
      if (!fields) return malformed(c, 400, 'The message is not an EIP-4361 message.')

      // Spent once the browser it was issued to uses it, whatever follows: a nonce opens at most one attempt.
      let first: boolean
      try {
        first = await spentNonces.spend(nonce.id, nonce.expiresAt)
      } catch {
        return fail(c, 503, 'The nonce store is unavailable; retry in a moment.', 5)
      }
      if (!first) return fail(c, 401, NONCE_REFUSED)

      const time = now()
      const policy = checkSiwePolicy(fields, { origins: originNames, chainIds, now: new Date(time), maxAgeMs: nonceTtlMs, clockSkewMs })
      if (!policy.ok) return fail(c, 401, policy.reason)

      let valid: boolean
      try {
        valid = await verifySignature({ chainId: fields.chainId, address: fields.address, message, signature, client: clientOf(c) })
      } catch (error) {
        if (error instanceof ChainBusyError && error.scope === 'client') {
          return fail(c, 429, 'A contract-wallet check from this network is still running; retry in a moment.', 1)
        }
        if (error instanceof ChainBusyError) return fail(c, 503, 'Too many contract-wallet checks are running; retry in a moment.', 1)
        return fail(c, 502, 'The chain could not be asked to check the signature; retry in a moment.', 5)
      }
      if (!valid) return fail(c, 401, 'The signature does not match the address.')

      const expiresAt = Math.min(time + sessionTtlMs, fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
      const cookieSecure = isSecureOrigin(policy.origin)
      // The browser's previous session, if any, ends with its cookie, which this one replaces.
      const session: SealedSession = { id: newSessionId(), address: fields.address, chainId: fields.chainId, issuedAt: time, expiresAt }
      writeSessionCookie(c, sealSession(keys.session, session), { secure: cookieSecure, maxAgeSeconds: Math.max(1, Math.floor((expiresAt - time) / 1000)) })
      return c.json({ address: fields.address, chainId: fields.chainId })
    },
  )

  app.get(`${AUTH_BASE_PATH}/session`, async (c) => {
    const refused = await limited(c, sessionLimiter)
    if (refused) return refused
    const secure = secureRequest(c)
    const cookie = readSessionCookie(c, secure)
    if (!cookie) return c.json({ session: null })
    let session
    try {
      session = await liveSession(cookie)
    } catch {
      return fail(c, 503, 'The session store is unavailable; retry in a moment.', 5)
    }
    if (!session) {
      clearSessionCookies(c, secure)
      return c.json({ session: null })
    }
    return c.json({ session: { address: session.address, chainId: session.chainId } })
  })

  app.post(`${AUTH_BASE_PATH}/logout`, async (c) => {
    const refused = await limited(c, sessionLimiter)
    if (refused) return refused
    const secure = secureRequest(c)
    const session = openSession(keys.session, readSessionCookie(c, secure) ?? '')
    const time = now()
    if (session && session.expiresAt > time) {
      try {
        // Every session of the account issued until now ends, each within its own life at most.
        await revocations.revoke(accountOf(session), time, time + sessionTtlMs)
      } catch {
        // The cookie stays: the session is still live on the server, and a retry sends it again to end it.
        return fail(c, 503, 'The sign-out could not be recorded on the server, so the session is still open; retry in a moment.', 5)
      }
    }
    clearSessionCookies(c, secure)
    return c.body(null, 204)
  })

  app.all(`${AUTH_BASE_PATH}/*`, (c) => c.json({ error: 'Not found.' }, 404))
  app.onError((_error, c) => c.json({ error: 'Internal error.' }, 500))
  return app
}
