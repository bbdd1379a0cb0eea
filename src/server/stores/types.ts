/**
 * The only state the auth API keeps. Nonces and sessions themselves are stateless (an HMAC'd
 * nonce, a sealed session cookie, see nonce-token.ts and session-cookie.ts): issuing a nonce or
 * opening a session stores nothing, so no crowd can fill a store that an honest sign-in needs.
 * What is stored is what must be remembered to refuse something later, each entry only until
 * the thing it refuses would have expired anyway:
 *
 * - a spent nonce, so it is not accepted twice (SpentNonceStore);
 * - an account's last sign-out, so a signed-out cookie opens nothing (RevocationStore).
 *
 * Both are shared by every instance when they sit in Redis (stores/redis.ts). Every method may
 * reject when the store cannot be reached; the API then answers 503.
 */

/** Nonces already used once. */
export interface SpentNonceStore {
  /**
   * Records `id` (a nonce, see `ValidNonce.id`) as spent until `expiresAt` (epoch ms, when the
   * nonce expires anyway). True the first time, false ever after: atomic, so of two concurrent
   * calls with one id (on one instance or several) exactly one gets true. A store at its bound
   * may also answer false for a nonce that expires sooner than what it had to forget (the memory
   * store, see its bound); never true for one already spent.
   */
  spend(id: string, expiresAt: number): Promise<boolean>
}

/**
 * Sign-outs, per account: a generation mark, not a list of sessions. Signing out records the
 * moment, and every session of that account issued up to it counts as ended (on every browser:
 * "sign out" ends the account's sessions everywhere). One entry per account, whatever a crowd
 * does with its cookies; no share or bound leaves a signed-out cookie alive: a store at its bound
 * forgets its oldest sign-out and moves its horizon there instead (every session issued before
 * it counts as ended).
 */
export interface RevocationStore {
  /**
   * Records that every session of `account` issued at or before `at` (epoch ms) is signed out,
   * kept until `until` (when the longest such session would have expired). Rejects when it
   * cannot be recorded: the caller must not say the sign-out happened.
   */
  revoke(account: string, at: number, until: number): Promise<void>
  /** Sessions of `account` issued at or before this moment are signed out (-Infinity: none is). */
  signedOutAt(account: string): Promise<number>
}

export interface StoreLimits {
  /** Spent nonces one instance's memory store keeps (Redis keeps each until its nonce expires). */
  maxSpentNonces: number
  /** Accounts whose last sign-out one memory store keeps; past it the oldest is forgotten and the store's horizon moves to it. */
  maxRevokedSessions: number
}

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxSpentNonces: 200_000,
  maxRevokedSessions: 100_000,
}

export function checkStoreLimits(limits: Partial<StoreLimits>): StoreLimits {
  const checked = { ...DEFAULT_STORE_LIMITS }
  for (const name of Object.keys(DEFAULT_STORE_LIMITS) as (keyof StoreLimits)[]) {
    const value = limits[name] ?? DEFAULT_STORE_LIMITS[name]
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}.`)
    checked[name] = value
  }
  return checked
}
