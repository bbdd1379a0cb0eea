import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { admission, type AdmissionOptions } from './admission.js'
import { fromCrowdedRelay } from './crowded-relays.js'
import { createAuthApp, MINOR_ROUTE_CLIENTS, socketAddress, type AuthAppOptions } from './app.js'
import { NO_TRUSTED_PROXIES, neighbourhoodOf, requestClientId } from './client-id.js'
import { DEFAULT_AUTH_LIMITS } from './limits.js'
import { createRateLimiter, limitByNetwork } from './rate-limit.js'
import { inlineScripts } from './inline-scripts.js'
import { ASSET_CACHE_CONTROL } from './cache-control.js'

/** The inline scripts of the build's index.html, for the CSP to allow by hash (none when there is no build yet). */
export function builtInlineScripts(distDir: string): string[] {
  const index = join(distDir, 'index.html')
  return existsSync(index) ? inlineScripts(readFileSync(index, 'utf8')) : []
}

/**
 * Files of the build that are not the app's to hand out: dotfiles and dot-directories anywhere
 * (`.env`, `.git/`, `assets/.hidden.js`) and source maps (the full sources; the build writes none,
 * and one copied in by hand stays private too).
 */
function isPrivatePath(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.')) || /\.map$/i.test(decoded)
}

/**
 * The production server: the auth API plus the built app from `distDir`, every answer with
 * `headers` (security-headers.ts). Hashed assets are cached for a year; index.html is
 * revalidated so a new deploy is picked up at once.
 */
export function createServeApp(options: {
  distDir: string
  auth: AuthAppOptions
  headers: Readonly<Record<string, string>>
  /** How requests are spread over the event loop's turns (admission.ts); the defaults unless a test says otherwise. */
  turns?: Pick<AdmissionOptions, 'turns' | 'proxiedTurns'>
}): Hono {
  if (!existsSync(join(options.distDir, 'index.html'))) {
    throw new Error(`No build in ${options.distDir}: run \`npm run build\` first.`)
  }
  const limits = { ...DEFAULT_AUTH_LIMITS, ...options.auth.limits }
  const proxies = options.auth.trustedProxies ?? NO_TRUSTED_PROXIES
  const clientOf = (c: Context) => requestClientId(socketAddress(c), c.req.header('x-forwarded-for'), proxies)
  // A listed proxy's own few connections (not a relay's crowd of them: crowded-relays.ts).
  const proxied = (c: Context) => proxies.has(socketAddress(c)) && !fromCrowdedRelay(c)
  const app = new Hono()
  app.use(
    '*',
    admission({ maxInFlight: limits.maxInFlight, quietRequests: limits.quietRequests, clientOf, networkOf: neighbourhoodOf, proxied, ...options.turns }),
  )
  const headers = Object.entries(options.headers)
  app.use('*', async (c, next) => {
    await next()
    // Set on the answer's own headers: c.header on a finished answer copies the whole answer (a
    // Response, its body a stream) once per header, a third of a refusal's cost under a crowd.
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value)
    } catch {
      for (const [name, value] of headers) c.header(name, value) // an answer whose headers cannot change
    }
  })
  app.route('/', createAuthApp(options.auth))
  // Every file costs a read: a client gets a few page loads' worth at once, then a generous rate.
  const pages = limitByNetwork({ perMinute: limits.pagePerMinute, burst: limits.pageBurst, maxClients: MINOR_ROUTE_CLIENTS }, limits, createRateLimiter)
  app.use('*', async (c, next) => {
    const decision = await pages.take(clientOf(c))
    if (decision.ok) return next()
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
    c.header('Retry-After', String(seconds))
    return c.text(`Too many requests from this network; retry in ${seconds} s.`, 429)
  })
  app.use('*', async (c, next) => (isPrivatePath(c.req.path) ? c.text('Not found.', 404) : next()))
  app.use('/assets/*', serveStatic({ root: options.distDir, onFound: (_path, c) => c.header('Cache-Control', ASSET_CACHE_CONTROL) }))
  app.use('*', serveStatic({ root: options.distDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }))
  // Client-side routes (no file extension) fall back to the app; a missing file stays a 404.
  const index = serveStatic({ path: join(options.distDir, 'index.html'), onFound: (_path, c) => c.header('Cache-Control', 'no-cache') })
  app.get('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? next() : index(c, next)))
  return app
}
