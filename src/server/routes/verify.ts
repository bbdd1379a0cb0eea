import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isHex } from '../../../src-domain/index.js'
import { isSecureOrigin, readClientCookies, writeSessionCookie } from '../cookies.js'
import { readNonce } from '../nonce-token.js'
import { newSessionId, sealSession, type SealedSession } from '../session-cookie.js'
import { parseStrictSiweMessage } from '../siwe-message.js'
import { checkSiwePolicy } from '../siwe-policy.js'
import { checkSiweShape, nonceOf } from '../siwe-shape.js'
import { ChainBusyError } from '../verify-signature.js'
import { AUTH_BASE_PATH, fail, type RouteChecks } from './checks.js'

/** The one answer for every nonce that cannot be used: it tells no one whether a nonce is live. */
export const NONCE_REFUSED = 'The nonce is unknown, expired, already used or was issued to another browser.'

/**
 * `POST /verify`: a signed SIWE message in, a sealed session cookie out. The cheap checks come
 * first (limit, body size, shape, this browser's nonce) so junk never reaches the parser, the
 * nonce store or a chain node.
 */
export function verifyRoute(app: Hono, checks: RouteChecks): void {
  const { limits } = checks
  app.post(
    `${AUTH_BASE_PATH}/verify`,
    async (c, next) => (await checks.limited(c, checks.limiters.verify)) ?? next(),
    bodyLimit({ maxSize: limits.maxBodyBytes, onError: (c) => checks.malformed(c, 413, 'The request body is too large.') }),
    async (c) => {
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
        return checks.malformed(c, 415, 'Send the body as application/json.')
      }
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return checks.malformed(c, 400, 'The body is not valid JSON.')
      }
      const { message, signature } = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
      if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature) || signature.length % 2 !== 0 || signature.length < 4) {
        return checks.malformed(c, 400, 'Expected {"message": string, "signature": hex string}.')
      }
      const shape = checkSiweShape(message, limits.maxMessageLength)
      if (shape) return checks.malformed(c, 400, shape)
      // The nonce is checked before the parser runs: junk without a nonce of this browser costs an HMAC.
      const nonce = readNonce(checks.keys.nonce, nonceOf(message), readClientCookies(c, checks.secureRequest(c)), checks.now())
      if (!nonce) return fail(c, 401, NONCE_REFUSED)
      checks.onParse?.(message)
      const fields = parseStrictSiweMessage(message)
      if (!fields) return checks.malformed(c, 400, 'The message is not an EIP-4361 message.')

      // Spent once the browser it was issued to uses it, whatever follows: a nonce opens at most one attempt.
      let first: boolean
      try {
        first = await checks.spentNonces.spend(nonce.id, nonce.expiresAt)
      } catch {
        return fail(c, 503, 'The nonce store is unavailable; retry in a moment.', 5)
      }
      if (!first) return fail(c, 401, NONCE_REFUSED)

      const time = checks.now()
      const policy = checkSiwePolicy(fields, {
        origins: checks.originNames,
        chainIds: checks.chainIds,
        now: new Date(time),
        maxAgeMs: checks.nonceTtlMs,
        clockSkewMs: checks.clockSkewMs,
      })
      if (!policy.ok) return fail(c, 401, policy.reason)

      let valid: boolean
      try {
        valid = await checks.verifySignature({ chainId: fields.chainId, address: fields.address, message, signature, client: checks.clientOf(c) })
      } catch (error) {
        if (error instanceof ChainBusyError && error.scope === 'client') {
          return fail(c, 429, 'A contract-wallet check from this network is still running; retry in a moment.', 1)
        }
        if (error instanceof ChainBusyError) return fail(c, 503, 'Too many contract-wallet checks are running; retry in a moment.', 1)
        return fail(c, 502, 'The chain could not be asked to check the signature; retry in a moment.', 5)
      }
      if (!valid) return fail(c, 401, 'The signature does not match the address.')

      const expiresAt = Math.min(time + checks.sessionTtlMs, fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
      // The browser's previous session, if any, ends with its cookie, which this one replaces.
      const session: SealedSession = { id: newSessionId(), address: fields.address, chainId: fields.chainId, issuedAt: time, expiresAt }
      writeSessionCookie(c, sealSession(checks.keys.session, session), {
        secure: isSecureOrigin(policy.origin),
        maxAgeSeconds: Math.max(1, Math.floor((expiresAt - time) / 1000)),
      })
      return c.json({ address: fields.address, chainId: fields.chainId })
    },
  )
}
