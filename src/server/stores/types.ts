import type { Address, ChainId } from '../../../src-domain/index.js'

/**
 * Where issued sign-in nonces wait for their one use. `consume` must be atomic: of two
 * concurrent calls with the same nonce (on one instance or several), at most one returns true.
 */
export interface NonceStore {
  issue(nonce: string, ttlMs: number): Promise<void>
  /** True once for a nonce that was issued and has not expired; false ever after. */
  consume(nonce: string): Promise<boolean>
}

export interface StoredSession {
  address: Address
  chainId: ChainId
  /** Epoch milliseconds after which the session is gone. */
  expiresAt: number
}

/** Signed-in sessions by id. Ids arrive here already hashed, so a leaked store opens no session. */
export interface SessionStore {
  create(id: string, session: StoredSession): Promise<void>
  get(id: string): Promise<StoredSession | null>
  delete(id: string): Promise<void>
}
