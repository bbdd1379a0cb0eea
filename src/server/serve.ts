import { resolve } from 'node:path'
import { readConfig } from '../config.js'
import { authSetupFromEnv, defaultOrigins, readServerEnv } from './env.js'
import { serverChains } from './server-chains.js'
import { createHealthApp } from './health.js'
import { listenApp, listeningPort } from './listen.js'
import { securityHeaders } from './security-headers.js'
import { builtInlineScripts, createServeApp } from './static-app.js'

/**
 * `npm run serve`: the production build (dist/) and the auth API on HOST:PORT
 * (default 127.0.0.1:4173). APP_ORIGIN names the public origin(s) when behind a proxy;
 * REDIS_URL shares spent nonces and sign-outs between instances, which then need one AUTH_SECRET.
 */
const env = readServerEnv(process.env)
const origins = env.origins ?? defaultOrigins(env.host, env.port)
const auth = authSetupFromEnv(process.env, { dev: false, origins, server: env, chains: serverChains(process.env, false) })
await auth.ready
// HSTS only when every origin the app is reached at is https: a loopback http origin must stay reachable.
const distDir = resolve(process.env.DIST_DIR ?? 'dist')
const headers = securityHeaders(readConfig(process.env, { dev: false }), {
  secure: origins.every((origin) => origin.startsWith('https:')),
  inlineScripts: builtInlineScripts(distDir),
})
// The health check answers before the app, whose client-side routes would otherwise serve index.html for it.
const app = createHealthApp(() => auth.redisHealth()).route('/', createServeApp({ distDir, auth: auth.options, headers }))

const server = await listenApp(app, { hostname: env.host, port: env.port, limits: env.limits, trustedProxies: env.trustedProxies }).catch((error: Error) => {
  console.error(`Cannot listen on ${env.host}:${env.port}: ${error.message}`)
  process.exit(1)
})
console.log(
  `Serving dist/ and /api/auth on http://${env.host}:${listeningPort(server)} (origins: ${origins.join(', ')}${env.redisUrl ? '; Redis stores' : ''})`,
)

const stop = () => {
  server.close()
  void auth.close().finally(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
