import { DEFAULT_MAX_MESSAGE_LENGTH } from './siwe-shape.js'
import { DEFAULT_STORE_LIMITS, type StoreLimits } from './stores/types.js'
import { DEFAULT_CHAIN_CONCURRENCY, DEFAULT_CHAIN_TIMEOUT_MS } from './verify-signature.js'

/** Every bound the auth API puts on what a stranger can send, with the env setting that changes it. */
export interface AuthLimits extends StoreLimits {
  noncePerMinute: number
  verifyPerMinute: number
  maxBodyBytes: number
  maxMessageLength: number
  chainTimeoutMs: number
  chainConcurrency: number
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  ...DEFAULT_STORE_LIMITS,
  noncePerMinute: 30,
  verifyPerMinute: 30,
  // A message is at most 2 KB; an ERC-6492 signature carries a factory call and can run to a few KB of hex.
  maxBodyBytes: 12 * 1024,
  maxMessageLength: DEFAULT_MAX_MESSAGE_LENGTH,
  chainTimeoutMs: DEFAULT_CHAIN_TIMEOUT_MS,
  chainConcurrency: DEFAULT_CHAIN_CONCURRENCY,
}

/** The env name of each limit, for `readAuthLimits` and the README. */
export const AUTH_LIMIT_ENV: Record<keyof AuthLimits, string> = {
  noncePerMinute: 'AUTH_RATE_NONCE_PER_MIN',
  verifyPerMinute: 'AUTH_RATE_VERIFY_PER_MIN',
  maxNonces: 'AUTH_MAX_NONCES',
  maxNoncesPerClient: 'AUTH_MAX_NONCES_PER_CLIENT',
  maxSessions: 'AUTH_MAX_SESSIONS',
  maxSessionsPerAddress: 'AUTH_MAX_SESSIONS_PER_ADDRESS',
  maxSessionsPerClient: 'AUTH_MAX_SESSIONS_PER_CLIENT',
  maxBodyBytes: 'AUTH_MAX_BODY_BYTES',
  maxMessageLength: 'AUTH_MAX_MESSAGE_BYTES',
  chainTimeoutMs: 'AUTH_CHAIN_TIMEOUT_MS',
  chainConcurrency: 'AUTH_CHAIN_CONCURRENCY',
}

/** Reads each AUTH_* limit once; a value that is not a whole number in range is a startup error naming the variable. */
export function readAuthLimits(env: Readonly<Record<string, string | boolean | undefined>>): AuthLimits {
  const limits = { ...DEFAULT_AUTH_LIMITS }
  for (const key of Object.keys(AUTH_LIMIT_ENV) as (keyof AuthLimits)[]) {
    const name = AUTH_LIMIT_ENV[key]
    const raw = env[name]
    if (typeof raw !== 'string' || raw.trim() === '') continue
    const value = Number(raw.trim())
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number above 0, got "${raw}".`)
    }
    limits[key] = value
  }
  return limits
}
