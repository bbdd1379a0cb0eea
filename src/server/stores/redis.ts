import type { Redis } from 'ioredis'
import { isAddress, isChainId } from '../../../src-domain/index.js'
import { checkStoreLimits, type NonceStore, type SessionStore, type StoredSession, type StoreLimits, type StoreRefusal } from './types.js'

export interface RedisStoreOptions {
  /** Namespace of the keys, so several apps can share one Redis. */
  prefix?: string
  limits?: Partial<StoreLimits>
  now?: () => number
}

/** The part of ioredis these stores use. */
export type RedisCommands = Pick<Redis, 'eval' | 'get'>

const DEFAULT_PREFIX = 'siwe:'

/**
 * Every write is one Lua script, so counting, capping and storing happen atomically across
 * instances. Each kind of entry has its own sorted sets (member = id, score = expiry) for the
 * global and per-owner counts; expired members are trimmed by score on every write, and the
 * entries themselves carry a TTL (PX). Nonces and sessions are counted apart, so nonce traffic
 * can never push a session out.
 */
const ISSUE_NONCE = `
local now, ttl = tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
while redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) do
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
  redis.call('ZREM', KEYS[2], oldest)
  redis.call('ZREM', KEYS[3], oldest)
  redis.call('DEL', ARGV[7] .. oldest)
end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[6]) then return 'full' end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ttl)
redis.call('ZADD', KEYS[2], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[2], ttl)
redis.call('ZADD', KEYS[3], now + ttl, ARGV[1])
return 'ok'
`

const CONSUME_NONCE = `
local value = redis.call('GET', KEYS[1])
if not value then return false end
redis.call('DEL', KEYS[1])
local cut = string.find(value, '\\n', 1, true)
redis.call('ZREM', ARGV[2] .. string.sub(value, cut + 1), ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return string.sub(value, 1, cut - 1)
`

/** Removes a session and its place in every count; the client and address come from the stored value. */
const REMOVE_SESSION_FN = `
local function remove(prefix, id)
  local raw = redis.call('GET', prefix .. 'session:' .. id)
  redis.call('DEL', prefix .. 'session:' .. id)
  redis.call('ZREM', prefix .. 'sessions', id)
  if not raw then return end
  local ok, value = pcall(cjson.decode, raw)
  if not ok or type(value) ~= 'table' then return end
  if type(value.address) == 'string' then redis.call('ZREM', prefix .. 'sessions:address:' .. value.address, id) end
  if type(value.client) == 'string' then redis.call('ZREM', prefix .. 'sessions:client:' .. value.client, id) end
end
local function keep_until_last(key)
  local last = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
  if last[2] then redis.call('PEXPIREAT', key, math.floor(tonumber(last[2]))) end
end
`

const CREATE_SESSION = `${REMOVE_SESSION_FN}
local prefix, id, now, expires = ARGV[8], ARGV[1], tonumber(ARGV[3]), tonumber(ARGV[4])
for i = 2, 4 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now) end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[6]) then return 'client-full' end
while redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) do
  remove(prefix, redis.call('ZRANGE', KEYS[2], 0, 0)[1])
end
if redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[7]) then return 'full' end
redis.call('SET', KEYS[1], ARGV[2], 'PX', math.max(1, expires - now))
for i = 2, 4 do redis.call('ZADD', KEYS[i], expires, id) end
keep_until_last(KEYS[2])
keep_until_last(KEYS[3])
return 'ok'
`

const DELETE_SESSION = `${REMOVE_SESSION_FN}
remove(ARGV[2], ARGV[1])
return 'ok'
`

function refusal(result: unknown): StoreRefusal | null {
  return result === 'full' || result === 'client-full' ? result : null
}

/**
 * Nonces shared by every server instance behind a load balancer. Of any number of instances
 * consuming the same nonce, exactly one gets its binding (GET and DEL in one script).
 */
export function createRedisNonceStore(redis: RedisCommands, options: RedisStoreOptions = {}): NonceStore {
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const limits = checkStoreLimits(options.limits ?? {})
  const now = options.now ?? Date.now
  const nonceKey = `${prefix}nonce:`
  const clientKey = `${prefix}nonces:client:`
  return {
    async issue({ nonce, client, binding }, ttlMs) {
      const ttl = Math.max(1, Math.ceil(ttlMs))
      const keys = [nonceKey + nonce, clientKey + client, `${prefix}nonces`]
      const args = [nonce, `${binding}\n${client}`, now(), ttl, limits.maxNoncesPerClient, limits.maxNonces, nonceKey]
      return refusal(await redis.eval(ISSUE_NONCE, keys.length, ...keys, ...args))
    },
    async consume(nonce) {
      const result = await redis.eval(CONSUME_NONCE, 2, nonceKey + nonce, `${prefix}nonces`, nonce, clientKey)
      return typeof result === 'string' ? result : null
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
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const limits = checkStoreLimits(options.limits ?? {})
  const now = options.now ?? Date.now
  return {
    async create(id, session, client) {
      const { address, chainId, expiresAt } = session
      const keys = [`${prefix}session:${id}`, `${prefix}sessions:address:${address}`, `${prefix}sessions:client:${client}`, `${prefix}sessions`]
      const value = JSON.stringify({ address, chainId, expiresAt, client })
      const args = [id, value, now(), Math.ceil(expiresAt), limits.maxSessionsPerAddress, limits.maxSessionsPerClient, limits.maxSessions, prefix]
      return refusal(await redis.eval(CREATE_SESSION, keys.length, ...keys, ...args))
    },
    async get(id) {
      return parseSession(await redis.get(`${prefix}session:${id}`), now())
    },
    async delete(id) {
      await redis.eval(DELETE_SESSION, 0, id, prefix)
    },
  }
}
