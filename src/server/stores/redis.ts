import type { Redis } from 'ioredis'
import type { RevocationStore, SpentNonceStore } from './types.js'

export interface RedisStoreOptions {
  /** Namespace of the keys, so several apps can share one Redis. */
  prefix?: string
  now?: () => number
}

/** The part of ioredis these stores use. */
export type RedisCommands = Pick<Redis, 'eval' | 'get' | 'set'>

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

/** Keeps the later of two sign-outs of one account (instances may record them out of order). */
const SIGN_OUT = `
local previous = tonumber(redis.call('GET', KEYS[1]) or '')
if previous == nil or previous < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1
`

/**
 * Sign-outs shared by every instance: a key per account holding the moment of its last
 * sign-out, expiring when the longest session it ends would have. One key per command: nothing
 * spans Redis Cluster slots. At Redis's `maxmemory` (noeviction) the write fails and the
 * sign-out is refused, never answered as done.
 */
export function createRedisRevocations(redis: RedisCommands, options: RedisStoreOptions = {}): RevocationStore {
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const now = options.now ?? Date.now
  return {
    async revoke(account, at, until) {
      const ttl = Math.ceil(until - now())
      if (ttl <= 0) return
      await redis.eval(SIGN_OUT, 1, `${prefix}signedout:${account}`, at, ttl)
    },
    async signedOutAt(account) {
      const value = await redis.get(`${prefix}signedout:${account}`)
      return value === null ? Number.NEGATIVE_INFINITY : Number(value)
    },
  }
}
