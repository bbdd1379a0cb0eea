import type { Hono } from 'hono'
import { clearSessionCookies, readSessionCookie } from '../cookies.js'
import { AUTH_BASE_PATH, fail, type RouteChecks } from './checks.js'

/** `GET /session`: the signed-in account of this browser's cookie, or null (and the cookie cleared) when it is over. */
export function sessionRoute(app: Hono, checks: RouteChecks): void {
  app.get(`${AUTH_BASE_PATH}/session`, async (c) => {
    const refused = await checks.limited(c, checks.limiters.session)
    if (refused) return refused
    const secure = checks.secureRequest(c)
    const cookie = readSessionCookie(c, secure)
    if (!cookie) return c.json({ session: null })
    let session
    try {
      session = await checks.liveSession(cookie)
    } catch {
      return fail(c, 503, 'The session store is unavailable; retry in a moment.', 5)
    }
    if (!session) {
      clearSessionCookies(c, secure)
      return c.json({ session: null })
    }
    return c.json({ session: { address: session.address, chainId: session.chainId } })
  })
}
