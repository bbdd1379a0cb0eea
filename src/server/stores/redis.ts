import type { Redis } from 'ioredis'
import { isAddress, isChainId } from '../../../src-domain/index.js'
import type { NonceStore, SessionStore, StoredSession } from './types.js'

export interface RedisStoreOptions {
  /** Namespace of the keys, so several apps can share one Redis. */
  prefix?: string
  now?: () => number
}

/** The part of ioredis these stores use; a cluster client fits too. */
export type RedisCommands = Pick<Redis, 'set' | 'get' | 'del'>

const DEFAULT_PREFIX = 'siwe:'

/**
 * Nonces shared by every server instance behind a load balancer. Redis expires them (PX), and
 * DEL is atomic: of any number of instances consuming the same nonce, exactly one sees 1.
 */
export function createRedisNonceStore(redis: RedisCommands, options: RedisStoreOptions = {}): NonceStore {
  const key = (nonce: string) => `${options.prefix ?? DEFAULT_PREFIX}nonce:${nonce}`
  return {
    async issue(nonce, ttlMs) {
      await redis.set(key(nonce), '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async consume(nonce) {
      return (await redis.del(key(nonce))) === 1
    },
  }
}

/** What comes back from Redis is checked like any outside input: a foreign value reads as no session. */
function parseSession(raw: string | null, now: number): StoredSession | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { address, chainId, expiresAt } = value as Record<string, unknown>
    if (!isAddress(address) || !isChainId(chainId) || typeof expiresAt !== 'number' || expiresAt <= now) return null
    return { address, chainId, expiresAt }
  } catch {
    return null
  }
}

export function createRedisSessionStore(redis: RedisCommands, options: RedisStoreOptions = {}): SessionStore {
  const now = options.now ?? Date.now
  const key = (id: string) => `${options.prefix ?? DEFAULT_PREFIX}session:${id}`
  return {
    async create(id, session) {
      const ttlMs = Math.max(1, Math.ceil(session.expiresAt - now()))
      const { address, chainId, expiresAt } = session
      await redis.set(key(id), JSON.stringify({ address, chainId, expiresAt }), 'PX', ttlMs)
    },
    async get(id) {
      return parseSession(await redis.get(key(id)), now())
    },
    async delete(id) {
      await redis.del(key(id))
    },
  }
}
