import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { readClientCookies, writeClientCookie } from '../cookies.js'
import { issueNonce } from '../nonce-token.js'
import { AUTH_BASE_PATH, type RouteChecks } from './checks.js'

const CLIENT_ID_BYTES = 16
const CLIENT_TAG_BYTES = 6
const CLIENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * `GET /nonce`: a nonce signed for this browser (an HMAC over its binding id and expiry; nothing
 * stored). A browser without a binding id gets one, under a cookie name of its own.
 */
export function nonceRoute(app: Hono, checks: RouteChecks): void {
  app.get(`${AUTH_BASE_PATH}/nonce`, async (c) => {
    const refused = await checks.limited(c, checks.limiters.nonce)
    if (refused) return refused
    const secure = checks.secureRequest(c)
    let binding = readClientCookies(c, secure)[0]
    if (binding === undefined) {
      binding = randomBytes(CLIENT_ID_BYTES).toString('base64url')
      writeClientCookie(c, randomBytes(CLIENT_TAG_BYTES).toString('base64url'), binding, { secure, maxAgeSeconds: CLIENT_COOKIE_MAX_AGE_S })
    }
    return c.json({ nonce: issueNonce(checks.keys.nonce, binding, checks.now() + checks.nonceTtlMs) })
  })
}
