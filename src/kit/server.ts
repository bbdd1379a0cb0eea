/**
 * The kit's server entry (`retropgf-connect/server`): the sign-in API as a fetch handler, for a
 * Next.js route handler or any runtime that speaks `Request` and `Response`, and the signed-in
 * session for a server component. No React here.
 *
 * @module retropgf-connect/server
 */
import type { Hono } from 'hono'
import type { AuthSession } from '../../src-domain/index.js'
import type { Env } from '../config.js'
import { accountOf, AUTH_BASE_PATH, createAuthApp, type AuthAppOptions } from '../server/app.js'
import { deriveAuthKeys } from '../server/auth-secret.js'
import { isSecureOrigin, SESSION_COOKIE } from '../server/cookies.js'
import { authSetupFromEnv, defaultOrigins, readServerEnv, type AuthSetup } from '../server/env.js'
import { openSession } from '../server/session-cookie.js'
import { createMemoryRevocations } from '../server/stores/memory.js'
import { readCookie } from './read-cookie.js'

export { AUTH_BASE_PATH, type AuthAppOptions }

export interface AuthHandlerOptions extends Partial<AuthAppOptions> {
  /** Where the API answers: `<basePath>/nonce`, `/verify`, `/session`, `/logout`. Default `/api/auth`. */
  basePath?: string
  /**
   * Where every option left out is read from, as `npm run serve` reads it: APP_ORIGIN (else
   * http://127.0.0.1:$PORT and http://localhost:$PORT, PORT default 3000), AUTH_SECRET, REDIS_URL,
   * the AUTH_* limits, AUTH_TRUSTED_PROXIES, and the chains from VITE_RPC_URL_<id> (each checked
   * on that node) when `chains` is left out. `process.env` by default.
   */
  env?: Env
  /**
   * The visitor's address, for the per-client limits. A fetch runtime has no socket: without this
   * every visitor counts as one client. Behind a proxy you trust, read the header it sets (e.g.
   * `(request) => request.headers.get('x-real-ip') ?? undefined`).
   */
  clientAddress?: (request: Request) => string | undefined
}

/** A sign-in API mounted in a fetch runtime: `export const GET = handler, POST = handler`. */
export type AuthHandler = (request: Request) => Promise<Response>

interface Runtime {
  app: Hono
  options: AuthAppOptions
  ready: Promise<void>
}

/**
 * One setup per process for the options the env gives, shared through `globalThis`: a framework
 * may load this module more than once (Next.js bundles route handlers and server components
 * apart), and the handler and `getSession` must open the same cookies with the same secret and
 * see the same sign-outs.
 */
const SHARED = Symbol.for('retropgf-connect.server.setup')
type Shared = { [SHARED]?: AuthSetup }

/** The chains of VITE_RPC_URL_<id>, each checked on its own node: a server's chains when the handler is given none. */
function envChains(env: Env): AuthAppOptions['chains'] {
  return Object.entries(env).flatMap(([name, value]) => {
    const id = /^VITE_RPC_URL_([1-9]\d{0,15})$/.exec(name)?.[1]
    return id && typeof value === 'string' && value.trim() !== '' ? [{ id: Number(id), rpcUrls: [value.trim()] }] : []
  })
}

function envSetup(env: Env): AuthSetup {
  const holder = globalThis as Shared
  if (holder[SHARED]) return holder[SHARED]
  const server = readServerEnv({ ...env, PORT: env.PORT ?? '3000' })
  const origins = server.origins ?? defaultOrigins(server.host, server.port)
  const setup = authSetupFromEnv(env, { dev: false, origins, server, chains: envChains(env) })
  setup.options = { ...setup.options, origins, revocations: setup.options.revocations ?? createMemoryRevocations({ limits: server.limits }) }
  holder[SHARED] = setup
  return setup
}

function runtimeOf(options: AuthHandlerOptions): Runtime {
  const { basePath: _basePath, env = process.env, clientAddress: _clientAddress, ...given } = options
  const setup = envSetup(env)
  const merged: AuthAppOptions = { ...setup.options, ...given }
  if (merged.chains.length === 0) {
    throw new Error('createAuthHandler needs the chains a session may be for: chains: [{ id, rpcUrls }], or VITE_RPC_URL_<id> in the env.')
  }
  return { app: createAuthApp(merged), options: merged, ready: setup.ready }
}

function checkBasePath(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '')
  if (!/^(\/[\w.~-]+)+$/.test(trimmed) || trimmed.split('/').some((segment) => segment === '.' || segment === '..'))
    throw new Error(`basePath must be a path like /api/auth, got "${basePath}".`)
  return trimmed
}

/**
 * The sign-in API (`nonce`, `verify`, `session`, `logout` under `basePath`), the same app
 * `npm run serve` runs, with its limits and stores. Mount it in a Next.js route handler
 * (`app/api/auth/[...path]/route.ts`: `export const GET = handler, POST = handler`).
 */
export function createAuthHandler(options: AuthHandlerOptions = {}): AuthHandler {
  const basePath = checkBasePath(options.basePath ?? AUTH_BASE_PATH)
  const runtime = runtimeOf(options)
  return async (request) => {
    await runtime.ready
    const url = new URL(request.url)
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return new Response('Not found.', { status: 404 })
    url.pathname = AUTH_BASE_PATH + url.pathname.slice(basePath.length)
    const address = options.clientAddress?.(request)
    // @hono/node-server's connection info is read from here: the address stands in for a socket's.
    const bindings = address ? { incoming: { socket: { remoteAddress: address, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } } : {}
    return runtime.app.fetch(new Request(url, request), bindings)
  }
}

export interface SessionOptions {
  /** The secret the handler seals sessions with; AUTH_SECRET (or the process's own) by default. */
  secret?: string
  /** Where sign-outs are kept; the handler's default store by default. */
  revocations?: AuthAppOptions['revocations']
  env?: Env
  now?: () => number
}

/**
 * The signed-in account of a request, from its `Cookie` header: for a server component, which
 * then renders the signed-in state (`cookieToInitialState(config, cookie, { session })`). Null for
 * no cookie, a forged, expired or signed-out one, or a session store that cannot be asked.
 */
export async function getSession(cookieHeader: string | null | undefined, options: SessionOptions = {}): Promise<AuthSession | null> {
  const setup = envSetup(options.env ?? process.env)
  const secret = options.secret ?? setup.options.secret
  if (secret === undefined) return null
  const secure = setup.options.origins.some((origin) => isSecureOrigin(new URL(origin)))
  const value = readCookie(cookieHeader, secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE)
  if (value === undefined || !/^[\w-]{40,512}$/.test(value)) return null
  const session = openSession(deriveAuthKeys(secret).session, value)
  if (!session || session.expiresAt <= (options.now ?? Date.now)()) return null
  const revocations = options.revocations ?? setup.options.revocations
  try {
    // Every session of the account issued at or before its last sign-out is over, as the handler's /session says.
    if (revocations && session.issuedAt <= (await revocations.signedOutAt(accountOf(session)))) return null
  } catch {
    return null
  }
  return { address: session.address, chainId: session.chainId }
}
