import { Hono } from 'hono'
import { AUTH_BASE_PATH, createRouteChecks, fail, type AuthAppOptions } from './routes/checks.js'
import { logoutRoute } from './routes/logout.js'
import { nonceRoute } from './routes/nonce.js'
import { sessionRoute } from './routes/session.js'
import { verifyRoute } from './routes/verify.js'

export {
  accountOf,
  AUTH_BASE_PATH,
  DEFAULT_CLOCK_SKEW_MS,
  DEFAULT_NONCE_TTL_MS,
  DEFAULT_SESSION_TTL_MS,
  MINOR_ROUTE_CLIENTS,
  socketAddress,
  type AuthAppOptions,
} from './routes/checks.js'
export { NONCE_REFUSED } from './routes/verify.js'

/**
 * The app's own Sign-In with Ethereum backend: nonce, verify, session, logout under /api/auth,
 * one file each in routes/, every one standing on the same checks (routes/checks.ts).
 * Mounted by the Vite dev server (npm start), by src/server/serve.ts (npm run serve, with the
 * built app: static-app.ts) and by the kit's fetch handler (src/kit/server.ts).
 * A nonce and a session store nothing (an HMAC'd nonce, a sealed cookie): the only state is the
 * spent nonces and the sign-outs, each kept until it would have expired anyway. Everything
 * a stranger sends is bounded: requests per client (a small burst, then a rate, each refusal held
 * a moment so a flooding connection waits instead of sending again), body and message
 * size, and the node calls a contract wallet needs (one per client, a bound in all, a timeout).
 */
export function createAuthApp(options: AuthAppOptions): Hono {
  const checks = createRouteChecks(options)
  const app = new Hono()

  // Cookies ride along on cross-site requests; a browser's Origin header tells us when one did.
  app.use(`${AUTH_BASE_PATH}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store')
    const origin = c.req.header('origin')
    if (c.req.method === 'POST' && origin !== undefined && !checks.originNames.includes(origin)) {
      return fail(c, 403, 'Requests from this origin are not accepted.')
    }
    await next()
  })
  for (const route of [nonceRoute, verifyRoute, sessionRoute, logoutRoute]) route(app, checks)

  app.all(`${AUTH_BASE_PATH}/*`, (c) => c.json({ error: 'Not found.' }, 404))
  app.onError((_error, c) => c.json({ error: 'Internal error.' }, 500))
  return app
}
