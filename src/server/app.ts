import { createHash, randomBytes } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isHex, type ChainId } from '../../src-domain/index.js'
import { clearSessionCookies, isSecureOrigin, readSessionCookie, writeSessionCookie } from './cookies.js'
import { parseStrictSiweMessage } from './siwe-message.js'
import { checkSiwePolicy } from './siwe-policy.js'
import { createMemoryNonceStore, createMemorySessionStore } from './stores/memory.js'
import type { NonceStore, SessionStore } from './stores/types.js'
import { createChainVerifier, type ChainEndpoint, type SignatureVerifier } from './verify-signature.js'

export const AUTH_BASE_PATH = '/api/auth'
export const DEFAULT_NONCE_TTL_MS = 10 * 60_000
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024
export const DEFAULT_CLOCK_SKEW_MS = 60_000
/** 16 bytes = 128 bits from the OS's CSPRNG; hex keeps it inside EIP-4361's alphanumeric nonce grammar. */
const NONCE_BYTES = 16
const SESSION_ID_BYTES = 32

export interface AuthAppOptions {
  /** The app's own origins, e.g. `https://retropgf.example`; a message must name one as domain and URI. */
  origins: readonly string[]
  /** Chains a session may be for, with the RPC URLs contract-wallet signatures are checked against. */
  chains: readonly ChainEndpoint[]
  nonces?: NonceStore
  sessions?: SessionStore
  /** Replaces the on-chain check (defaults to viem's verifyMessage over each chain's RPC). */
  verifySignature?: SignatureVerifier
  nonceTtlMs?: number
  sessionTtlMs?: number
  maxBodyBytes?: number
  clockSkewMs?: number
  now?: () => number
}

type ErrorStatus = 400 | 401 | 403 | 413 | 415 | 502 | 503

function fail(c: Context, status: ErrorStatus, error: string) {
  c.header('Cache-Control', 'no-store')
  return c.json({ error }, status)
}

/** Origins are compared as URL origins; a path, query or non-http scheme in the config is a mistake worth failing on. */
function normalizeOrigins(origins: readonly string[]): string[] {
  if (origins.length === 0) throw new Error('createAuthApp needs at least one app origin.')
  return origins.map((value) => {
    const url = new URL(value)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(`App origin must be a bare http(s) origin like https://app.example, got "${value}".`)
    }
    return url.origin
  })
}

/** Session ids are stored hashed: whoever reads the store (a Redis dump) cannot replay them as cookies. */
function sessionKey(id: string): string {
  return createHash('sha256').update(id).digest('base64url')
}

/**
 * The app's own Sign-In with Ethereum backend: nonce, verify, session, logout under /api/auth.
 * Mounted by the Vite dev server (npm start) and by src/server/serve.ts (npm run serve).
 */
export function createAuthApp(options: AuthAppOptions): Hono {
  const origins = normalizeOrigins(options.origins)
  const chainIds = new Set<ChainId>(options.chains.map((chain) => chain.id))
  const nonces = options.nonces ?? createMemoryNonceStore()
  const sessions = options.sessions ?? createMemorySessionStore()
  const verifySignature = options.verifySignature ?? createChainVerifier(options.chains)
  const nonceTtlMs = options.nonceTtlMs ?? DEFAULT_NONCE_TTL_MS
  const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS
  const clockSkewMs = options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS
  const now = options.now ?? Date.now

  const app = new Hono()

  // Cookies ride along on cross-site requests; a browser's Origin header tells us when one did.
  app.use(`${AUTH_BASE_PATH}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store')
    const origin = c.req.header('origin')
    if (c.req.method === 'POST' && origin !== undefined && !origins.includes(origin)) {
      return fail(c, 403, 'Requests from this origin are not accepted.')
    }
    await next()
  })

  app.get(`${AUTH_BASE_PATH}/nonce`, async (c) => {
    const nonce = randomBytes(NONCE_BYTES).toString('hex')
    try {
      await nonces.issue(nonce, nonceTtlMs)
    } catch {
      return fail(c, 503, 'The nonce store is unavailable.')
    }
    return c.json({ nonce })
  })

  app.post(
    `${AUTH_BASE_PATH}/verify`,
    bodyLimit({ maxSize: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, onError: (c) => fail(c, 413, 'The request body is too large.') }),
    async (c) => {
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
        return fail(c, 415, 'Send the body as application/json.')
      }
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return fail(c, 400, 'The body is not valid JSON.')
      }
      const { message, signature } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
      if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature) || signature.length % 2 !== 0 || signature.length < 4) {
        return fail(c, 400, 'Expected {"message": string, "signature": hex string}.')
      }
      const fields = parseStrictSiweMessage(message)
      if (!fields) return fail(c, 400, 'The message is not an EIP-4361 message.')

      // Spent first, whatever follows: a nonce opens at most one verification attempt.
      let fresh: boolean
      try {
        fresh = await nonces.consume(fields.nonce)
      } catch {
        return fail(c, 503, 'The nonce store is unavailable.')
      }
      if (!fresh) return fail(c, 401, 'The nonce is unknown, expired or already used.')

      const time = now()
      const policy = checkSiwePolicy(fields, { origins, chainIds, now: new Date(time), maxAgeMs: nonceTtlMs, clockSkewMs })
      if (!policy.ok) return fail(c, 401, policy.reason)

      let valid: boolean
      try {
        valid = await verifySignature({ chainId: fields.chainId, address: fields.address, message, signature })
      } catch {
        return fail(c, 502, 'The chain could not be asked to check the signature.')
      }
      if (!valid) return fail(c, 401, 'The signature does not match the address.')

      const expiresAt = Math.min(time + sessionTtlMs, fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
      const id = randomBytes(SESSION_ID_BYTES).toString('base64url')
      try {
        // A new id on every sign-in; the previous session of this browser ends (no fixation).
        const previous = readSessionCookie(c)
        if (previous) await sessions.delete(sessionKey(previous))
        await sessions.create(sessionKey(id), { address: fields.address, chainId: fields.chainId, expiresAt })
      } catch {
        return fail(c, 503, 'The session store is unavailable.')
      }
      writeSessionCookie(c, id, { secure: isSecureOrigin(policy.origin), maxAgeSeconds: Math.max(1, Math.floor((expiresAt - time) / 1000)) })
      return c.json({ address: fields.address, chainId: fields.chainId })
    },
  )

  app.get(`${AUTH_BASE_PATH}/session`, async (c) => {
    const id = readSessionCookie(c)
    if (!id) return c.json({ session: null })
    let session
    try {
      session = await sessions.get(sessionKey(id))
    } catch {
      return fail(c, 503, 'The session store is unavailable.')
    }
    if (!session || session.expiresAt <= now()) {
      clearSessionCookies(c)
      return c.json({ session: null })
    }
    return c.json({ session: { address: session.address, chainId: session.chainId } })
  })

  app.post(`${AUTH_BASE_PATH}/logout`, async (c) => {
    const id = readSessionCookie(c)
    if (id) {
      try {
        await sessions.delete(sessionKey(id))
      } catch {
        return fail(c, 503, 'The session store is unavailable.')
      }
    }
    clearSessionCookies(c)
    return c.body(null, 204)
  })

  app.all(`${AUTH_BASE_PATH}/*`, (c) => c.json({ error: 'Not found.' }, 404))
  app.onError((_error, c) => c.json({ error: 'Internal error.' }, 500))
  return app
}
