import { Redis } from 'ioredis'
import { readConfig, type Env } from '../config.js'
import type { AuthAppOptions } from './app.js'
import { parseTrustedProxies, type TrustedProxies } from './client-id.js'
import type { RedisHealth } from './health.js'
import { readAuthLimits, type AuthLimits } from './limits.js'
import { createRedisNonceStore, createRedisSessionStore } from './stores/redis.js'

export const DEFAULT_SERVE_HOST = '127.0.0.1'
export const DEFAULT_SERVE_PORT = 4173

export interface ServerEnv {
  host: string
  port: number
  /** Explicit app origins (APP_ORIGIN, comma separated), e.g. the public https origin behind a load balancer. */
  origins: string[] | undefined
  redisUrl: string | undefined
  /** REDIS_TIMEOUT_MS: how long a Redis connect or command may take before the API answers 503. */
  redisTimeoutMs: number
  /** AUTH_* settings: rates, caps and sizes (src/server/limits.ts). */
  limits: AuthLimits
  /** AUTH_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed. */
  trustedProxies: TrustedProxies
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
  const origins = text(env, 'APP_ORIGIN')?.split(',').map((origin) => origin.trim()).filter(Boolean)
  const redisUrl = text(env, 'REDIS_URL')
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL.`)
  const timeoutText = text(env, 'REDIS_TIMEOUT_MS')
  const redisTimeoutMs = timeoutText === undefined ? DEFAULT_REDIS_TIMEOUT_MS : Number(timeoutText)
  if (!/^\d+$/.test(timeoutText ?? '0') || redisTimeoutMs < 1) throw new Error(`REDIS_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${timeoutText}".`)
  return { host, port, origins: origins?.length ? origins : undefined, redisUrl, redisTimeoutMs, limits: readAuthLimits(env), trustedProxies: parseTrustedProxies(text(env, 'AUTH_TRUSTED_PROXIES')) }
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
 * The auth API's options from env: the chains (and RPC URLs, VITE_RPC_URL_<id> included) of the
 * app's own config, and Redis-backed stores when REDIS_URL is set so instances share nonces and sessions.
 */
export function authSetupFromEnv(env: Env, options: { dev: boolean; origins: readonly string[]; server: ServerEnv }): AuthSetup {
  const config = readConfig(env, { dev: options.dev })
  const chains = config.chains.map((chain) => ({ id: chain.id, rpcUrls: chain.rpcUrls }))
  const { redisUrl, limits, trustedProxies } = options.server
  if (!redisUrl) return { options: { origins: options.origins, chains, limits, trustedProxies }, ready: Promise.resolve(), close: async () => {}, redisHealth: () => 'none' }
  const redis = connectRedis(redisUrl, options.server.redisTimeoutMs)
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
      origins: options.origins,
      chains,
      limits,
      trustedProxies,
      nonces: createRedisNonceStore(redis, { limits }),
      sessions: createRedisSessionStore(redis, { limits }),
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
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  })
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
