import { Cluster, Redis } from 'ioredis'
import type { ChainId } from '../../src-domain/index.js'
import type { Env } from '../config.js'
import type { AuthAppOptions } from './app.js'
import { checkAuthSecret, randomAuthSecret } from './auth-secret.js'
import { parseTrustedProxies, type TrustedProxies } from './client-id.js'
import type { RedisHealth } from './health.js'
import { readAuthLimits, type AuthLimits } from './limits.js'
import { createSharedRateLimiter, limitByNetwork } from './rate-limit.js'
import { isSecureOrigin } from './cookies.js'
import { createBreaker } from './stores/breaker.js'
import { createRedisRevocations, createRedisSpentNonces } from './stores/redis.js'

export const DEFAULT_SERVE_HOST = '127.0.0.1'
export const DEFAULT_SERVE_PORT = 4173

export interface ServerEnv {
  host: string
  port: number
  /** Explicit app origins (APP_ORIGIN, comma separated), e.g. the public https origin behind a load balancer. */
  origins: string[] | undefined
  redisUrl: string | undefined
  /** REDIS_CLUSTER=on: REDIS_URL names one node of a Redis Cluster, and the slots are followed from there. */
  redisCluster: boolean
  /** REDIS_TIMEOUT_MS: how long a Redis connect or command may take before the API answers 503. */
  redisTimeoutMs: number
  /** AUTH_* settings: rates, caps and sizes (src/server/limits.ts). */
  limits: AuthLimits
  /** AUTH_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed. */
  trustedProxies: TrustedProxies
  /** AUTH_SECRET: signs nonces and seals session cookies; the same on every instance. */
  secret: string | undefined
}

export const DEFAULT_REDIS_TIMEOUT_MS = 500

function text(env: Env, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** HOST, PORT, APP_ORIGIN and REDIS_URL, checked with clear errors. */
export function readServerEnv(env: Env): ServerEnv {
  const host = text(env, 'HOST') ?? DEFAULT_SERVE_HOST
  const portText = text(env, 'PORT')
  const port = portText === undefined ? DEFAULT_SERVE_PORT : Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got "${portText}".`)
  const origins = text(env, 'APP_ORIGIN')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const redisUrl = text(env, 'REDIS_URL')
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL.`)
  const timeoutText = text(env, 'REDIS_TIMEOUT_MS')
  const redisTimeoutMs = timeoutText === undefined ? DEFAULT_REDIS_TIMEOUT_MS : Number(timeoutText)
  if (!/^\d+$/.test(timeoutText ?? '0') || redisTimeoutMs < 1)
    throw new Error(`REDIS_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${timeoutText}".`)
  const cluster = text(env, 'REDIS_CLUSTER') ?? 'off'
  if (cluster !== 'on' && cluster !== 'off') throw new Error(`REDIS_CLUSTER must be on or off, got "${cluster}".`)
  const secret = text(env, 'AUTH_SECRET')
  return {
    host,
    port,
    origins: origins?.length ? origins : undefined,
    redisUrl,
    redisCluster: cluster === 'on',
    redisTimeoutMs,
    limits: readAuthLimits(env),
    trustedProxies: parseTrustedProxies(text(env, 'AUTH_TRUSTED_PROXIES')),
    secret: secret === undefined ? undefined : checkAuthSecret(secret),
  }
}

/** The origins a server on host:port is reached at, loopback under both of its names. */
export function defaultOrigins(host: string, port: number): string[] {
  const loopback = host === '127.0.0.1' || host === 'localhost'
  const hosts = loopback ? ['127.0.0.1', 'localhost'] : [host.includes(':') ? `[${host}]` : host]
  return hosts.map((name) => `http://${name}:${port}`)
}

export interface AuthSetup {
  options: AuthAppOptions
  /** Resolves once the stores can answer (Redis connected), or after a few seconds without it: requests then get 503 until it is. */
  ready: Promise<void>
  /** Closes what the setup opened (the Redis connection). */
  close(): Promise<void>
  /** Whether the Redis connection can take commands now (`none` without REDIS_URL). */
  redisHealth(): RedisHealth
}

/**
 * The secret of a server: AUTH_SECRET, required wherever a process is not alone or not on loopback
 * (REDIS_URL set, or an https / non-loopback origin), since every instance must verify the others'
 * nonces and cookies. On loopback (npm start, tests) a random one per process.
 */
export function authSecretFor(server: ServerEnv, options: { dev: boolean; origins: readonly string[] }): string {
  if (server.secret !== undefined) return server.secret
  const shared = !options.dev && (server.redisUrl !== undefined || options.origins.some((origin) => isSecureOrigin(new URL(origin))))
  if (shared) {
    throw new Error(
      'AUTH_SECRET must be set (at least 32 characters, e.g. `openssl rand -base64 32`, the same on every instance): it signs the nonces and seals the session cookies.',
    )
  }
  return randomAuthSecret()
}

/**
 * The auth API's options from env over the chains given (serverChains reads the app's own), the secret,
 * and Redis-backed stores when REDIS_URL is set so instances share spent nonces and revocations.
 */
export function authSetupFromEnv(
  env: Env,
  options: { dev: boolean; origins: readonly string[]; server: ServerEnv; chains: AuthAppOptions['chains'] },
): AuthSetup {
  const { chains } = options
  const { redisUrl, limits, trustedProxies } = options.server
  const secret = authSecretFor(options.server, options)
  const base = { origins: options.origins, chains, limits, trustedProxies, secret }
  if (!redisUrl) return { options: base, ready: Promise.resolve(), close: async () => {}, redisHealth: () => 'none' }
  const redis = options.server.redisCluster
    ? connectRedisCluster(redisUrl, options.server.redisTimeoutMs)
    : connectRedis(redisUrl, options.server.redisTimeoutMs)
  // Counted in Redis: N instances allow a client each limit once, not N times; a wider IPv6
  // network's counters sit under a prefix of their own.
  // One timeout and Redis is skipped for twice as long: a hung Redis costs one request a timeout, not every one.
  const guard = createBreaker(2 * options.server.redisTimeoutMs)
  const shared = (perMinute: number, burst: number, prefix: string) =>
    limitByNetwork({ perMinute, burst }, limits, (scaled, width) =>
      createSharedRateLimiter({ ...scaled, redis, guard, prefix: width === '' ? prefix : `${prefix}:net${width}` }),
    )
  const spentNonces = createRedisSpentNonces(redis)
  const revocations = createRedisRevocations(redis)
  const ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5_000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return {
    ready,
    options: {
      ...base,
      spentNonces: { spend: (id, expiresAt) => guard(() => spentNonces.spend(id, expiresAt)) },
      revocations: {
        revoke: (account, at, until) => guard(() => revocations.revoke(account, at, until)),
        signedOutAt: (account) => guard(() => revocations.signedOutAt(account)),
      },
      rateLimiters: {
        nonce: shared(limits.noncePerMinute, limits.nonceBurst, 'siwe:rate:nonce'),
        verify: shared(limits.verifyPerMinute, limits.verifyBurst, 'siwe:rate:verify'),
      },
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
    redisHealth: () => (redis.status === 'ready' ? 'ready' : 'down'),
  }
}

/**
 * A Redis connection that fails fast: no offline queue (a command while disconnected fails at
 * once instead of waiting), short connect and command timeouts, no per-command retries, and
 * reconnects spaced out (up to 2 s apart) so an outage brings no storm of connection attempts.
 * Errors are logged once per distinct message, not once per attempt.
 */
export function connectRedis(url: string, timeoutMs: number): Redis {
  return logErrorsOnce(
    new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    }),
  )
}

/** The same for a Redis Cluster reached through one of its nodes (`url`): each key's commands go to the node that owns its slot. */
export function connectRedisCluster(url: string, timeoutMs: number): Cluster {
  const { hostname, port, username, password, protocol } = new URL(url)
  return logErrorsOnce(
    new Cluster([{ host: hostname, port: Number(port || 6379) }], {
      enableOfflineQueue: false,
      clusterRetryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      redisOptions: {
        maxRetriesPerRequest: 0,
        connectTimeout: timeoutMs,
        commandTimeout: timeoutMs,
        ...(username ? { username: decodeURIComponent(username) } : {}),
        ...(password ? { password: decodeURIComponent(password) } : {}),
        ...(protocol === 'rediss:' ? { tls: {} } : {}),
      },
    }),
  )
}

function logErrorsOnce<Client extends Redis | Cluster>(redis: Client): Client {
  let last = ''
  redis.on('error', (error: Error) => {
    if (error.message !== last) console.error(`Redis: ${error.message}`)
    last = error.message
  })
  redis.on('ready', () => {
    last = ''
  })
  return redis
}
