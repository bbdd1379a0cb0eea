import type { Hono } from 'hono'
import { clearSessionCookies, readSessionCookie } from '../cookies.js'
import { openSession } from '../session-cookie.js'
import { accountOf, AUTH_BASE_PATH, fail, type RouteChecks } from './checks.js'

/**
 * `POST /logout`: every session of the account issued until now ends. A sign-out that cannot be
 * recorded is refused, cookie kept, rather than answered 204 while a copy of the cookie still works.
 */
export function logoutRoute(app: Hono, checks: RouteChecks): void {
  app.post(`${AUTH_BASE_PATH}/logout`, async (c) => {
    const refused = await checks.limited(c, checks.limiters.session)
    if (refused) return refused
    const secure = checks.secureRequest(c)
    const session = openSession(checks.keys.session, readSessionCookie(c, secure) ?? '')
    const time = checks.now()
    if (session && session.expiresAt > time) {
      try {
        // Each session ends within its own life at most: the entry is kept as long as the longest could live.
        await checks.revocations.revoke(accountOf(session), time, time + checks.sessionTtlMs)
      } catch {
        // The cookie stays: the session is still live on the server, and a retry sends it again to end it.
        return fail(c, 503, 'The sign-out could not be recorded on the server, so the session is still open; retry in a moment.', 5)
      }
    }
    clearSessionCookies(c, secure)
    return c.body(null, 204)
  })
}
