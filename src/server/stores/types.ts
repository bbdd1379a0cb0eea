import type { Address, ChainId } from '../../../src-domain/index.js'

export interface PendingNonce {
  nonce: string
  /** The client (address group) that asked for it: the unit of the per-client cap. */
  client: string
  /** A hash of the browser's binding cookie: only that browser may spend the nonce. */
  binding: string
}

/** Why a store refused to take a new entry. Nothing already stored is given up for a new one. */
export type StoreRefusal = 'full' | 'client-full'

/**
 * Where issued sign-in nonces wait for their one use. `consume` must be atomic: of two
 * concurrent calls with the same nonce (on one instance or several), at most one gets it.
 */
export interface NonceStore {
  /**
   * Keeps the nonce for `ttlMs`. A client over its cap gives up its own oldest nonce; a store
   * at its global cap refuses ('full') rather than drop anyone's.
   */
  issue(entry: PendingNonce, ttlMs: number): Promise<StoreRefusal | null>
  /** The binding of a nonce that was issued and has not expired, once; null ever after. */
  consume(nonce: string): Promise<string | null>
}

export interface StoredSession {
  address: Address
  chainId: ChainId
  /** Epoch milliseconds after which the session is gone. */
  expiresAt: number
}

/** Signed-in sessions by id. Ids arrive here already hashed, so a leaked store opens no session. */
export interface SessionStore {
  /**
   * Opens a session. An address over its cap ends its own oldest session; a client over its
   * cap ('client-full') or a store at its global cap ('full') is refused: another user's
   * session never ends to make room.
   */
  create(id: string, session: StoredSession, client: string): Promise<StoreRefusal | null>
  get(id: string): Promise<StoredSession | null>
  delete(id: string): Promise<void>
}

export interface StoreLimits {
  maxNonces: number
  maxNoncesPerClient: number
  maxSessions: number
  maxSessionsPerAddress: number
  maxSessionsPerClient: number
}

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxNonces: 100_000,
  maxNoncesPerClient: 5,
  maxSessions: 100_000,
  maxSessionsPerAddress: 10,
  maxSessionsPerClient: 1_000,
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
