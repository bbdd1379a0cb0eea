/**
 * The only state the auth API keeps. Nonces and sessions themselves are stateless (an HMAC'd
 * nonce, a sealed session cookie, see nonce-token.ts and session-cookie.ts): issuing a nonce or
 * opening a session stores nothing, so no crowd can fill a store that an honest sign-in needs.
 * What is stored is what must be remembered to refuse something later, each entry only until
 * the thing it refuses would have expired anyway:
 *
 * - a spent nonce, so it is not accepted twice (SpentNonceStore);
 * - a revoked session, so a signed-out cookie opens nothing (RevocationStore).
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

/** Why a revocation was not recorded: the client's share is used up, or the store is at its bound. */
export type RevocationRefusal = 'client-full' | 'full'

/** Sessions signed out before their cookie expires. */
export interface RevocationStore {
  /**
   * Records session `id` as revoked until `expiresAt` (the session's own expiry). `client` is who
   * asked (client-id.ts): each client may hold at most `maxRevokedPerClient` live revocations, so
   * no crowd of a few clients fills the store. Refusals leave everything already stored in place.
   */
  revoke(id: string, expiresAt: number, client: string): Promise<RevocationRefusal | null>
  isRevoked(id: string): Promise<boolean>
}

export interface StoreLimits {
  /** Spent nonces one instance's memory store keeps (Redis keeps each until its nonce expires). */
  maxSpentNonces: number
  /** Live revocations in one memory store. */
  maxRevokedSessions: number
  /** Live revocations one client may hold, in memory and in Redis. */
  maxRevokedPerClient: number
}

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxSpentNonces: 200_000,
  maxRevokedSessions: 100_000,
  maxRevokedPerClient: 100,
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
