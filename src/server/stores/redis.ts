import type { Redis } from 'ioredis'
import { checkStoreLimits, type RevocationStore, type SpentNonceStore, type StoreLimits } from './types.js'

export interface RedisStoreOptions {
  /** Namespace of the keys, so several apps can share one Redis. */
  prefix?: string
  limits?: Partial<StoreLimits>
  now?: () => number
}

/** The part of ioredis these stores use. */
export type RedisCommands = Pick<Redis, 'del' | 'eval' | 'exists' | 'set'>

const DEFAULT_PREFIX = 'siwe:'

/**
 * Spent nonces shared by every instance: one `SET NX PX` per nonce, so of any number of instances
 * spending one nonce exactly one succeeds, and the key is gone when the nonce would have expired.
 * One key per command: nothing here spans Redis Cluster slots.
 */
export function createRedisSpentNonces(redis: RedisCommands, options: RedisStoreOptions = {}): SpentNonceStore {
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const now = options.now ?? Date.now
  return {
    async spend(id, expiresAt) {
      const ttl = Math.ceil(expiresAt - now())
      if (ttl <= 0) return false
      return (await redis.set(`${prefix}spent:${id}`, '1', 'PX', ttl, 'NX')) === 'OK'
    },
  }
}

/** Counts one more revocation of a client in a window that opens with its first and lasts one session life. */
const COUNT_REVOCATION = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`

/**
 * Revoked sessions shared by every instance, each key expiring with its session. A client's share
 * is a counter (one key, its own script) of the revocations in a window as long as the session
 * that opened it: a client records at most `maxRevokedPerClient` per window, so at most twice that
 * are live at once. Single-key commands only: nothing spans Redis Cluster slots.
 */
export function createRedisRevocations(redis: RedisCommands, options: RedisStoreOptions = {}): RevocationStore {
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const limits = checkStoreLimits(options.limits ?? {})
  const now = options.now ?? Date.now
  return {
    async revoke(id, expiresAt, client) {
      const ttl = Math.ceil(expiresAt - now())
      if (ttl <= 0) return null
      const key = `${prefix}revoked:${id}`
      // Recorded first and only once (NX): of two sign-outs of one session, on one instance or
      // several, one counts against the client's share. The key and the counter sit in different
      // Cluster slots, so no one script can hold both: past the share the record is taken back.
      if ((await redis.set(key, '1', 'PX', ttl, 'NX')) !== 'OK') return null
      const count = Number(await redis.eval(COUNT_REVOCATION, 1, `${prefix}revocations:${client}`, ttl))
      if (count <= limits.maxRevokedPerClient) return null
      await redis.del(key)
      return 'client-full'
    },
    async isRevoked(id) {
      return (await redis.exists(`${prefix}revoked:${id}`)) === 1
    },
  }
}
