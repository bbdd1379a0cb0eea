import { Redis } from 'ioredis'
import { readConfig, type Env } from '../config.js'
import type { AuthAppOptions } from './app.js'
import { createRedisNonceStore, createRedisSessionStore } from './stores/redis.js'

export const DEFAULT_SERVE_HOST = '127.0.0.1'
export const DEFAULT_SERVE_PORT = 4173

export interface ServerEnv {
  host: string
  port: number
  /** Explicit app origins (APP_ORIGIN, comma separated), e.g. the public https origin behind a load balancer. */
  origins: string[] | undefined
  redisUrl: string | undefined
}

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
  return { host, port, origins: origins?.length ? origins : undefined, redisUrl }
}

/** The origins a server on host:port is reached at, loopback under both of its names. */
export function defaultOrigins(host: string, port: number): string[] {
  const loopback = host === '127.0.0.1' || host === 'localhost'
  const hosts = loopback ? ['127.0.0.1', 'localhost'] : [host.includes(':') ? `[${host}]` : host]
  return hosts.map((name) => `http://${name}:${port}`)
}

export interface AuthSetup {
  options: AuthAppOptions
  /** Closes what the setup opened (the Redis connection). */
  close(): Promise<void>
}

/**
 * The auth API's options from env: the chains (and RPC URLs, VITE_RPC_URL_<id> included) of the
 * app's own config, and Redis-backed stores when REDIS_URL is set so instances share nonces and sessions.
 */
export function authSetupFromEnv(env: Env, options: { dev: boolean; origins: readonly string[]; redisUrl?: string | undefined }): AuthSetup {
  const config = readConfig(env, { dev: options.dev })
  const chains = config.chains.map((chain) => ({ id: chain.id, rpcUrls: chain.rpcUrls }))
  if (!options.redisUrl) return { options: { origins: options.origins, chains }, close: async () => {} }
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
  redis.on('error', (error: Error) => console.error(`Redis: ${error.message}`))
  return {
    options: { origins: options.origins, chains, nonces: createRedisNonceStore(redis), sessions: createRedisSessionStore(redis) },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
