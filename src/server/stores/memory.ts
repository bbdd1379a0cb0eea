import { createExpiryHeap } from './expiry-heap.js'
import { checkStoreLimits, type RevocationStore, type SpentNonceStore, type StoreLimits } from './types.js'

export interface MemoryStoreOptions {
  limits?: Partial<StoreLimits>
  now?: () => number
}

/**
 * Spent nonces of one instance. At its bound it forgets the spent nonce that expires soonest and
 * from then on refuses every nonce expiring no later than that one (`horizon`): a replay is never
 * accepted; under a flood the nonces' usable life shrinks to about bound ÷ spend rate (200 000 at
 * 1 000 spends a second: 200 s) instead of new sign-ins being refused.
 */
export function createMemorySpentNonces(options: MemoryStoreOptions = {}): SpentNonceStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const { maxSpentNonces } = checkStoreLimits(options.limits ?? {})
  const spent = new Map<string, number>()
  const heap = createExpiryHeap()
  let horizon = Number.NEGATIVE_INFINITY
  return {
    async spend(id, expiresAt) {
      const time = now()
      heap.popDue(time, (key) => spent.delete(key))
      if (expiresAt <= time || expiresAt <= horizon || spent.has(id)) return false
      while (spent.size >= maxSpentNonces) {
        const soonest = heap.popFirst()
        if (!soonest) break
        spent.delete(soonest.key)
        horizon = Math.max(horizon, soonest.at)
      }
      if (expiresAt <= horizon) return false
      spent.set(id, expiresAt)
      heap.push(id, expiresAt)
      return true
    },
    get size() {
      return spent.size
    },
  }
}

/**
 * Sign-outs of one instance, an entry per account. The Map keeps accounts in the order of their
 * last sign-out (moments only grow), so the expired sit at the front and the oldest is the one
 * forgotten at the bound; the horizon then moves to its moment: a session issued before it
 * counts as signed out (its holder signs in again), never a signed-out one as live.
 */
export function createMemoryRevocations(options: MemoryStoreOptions = {}): RevocationStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const { maxRevokedSessions } = checkStoreLimits(options.limits ?? {})
  const signedOut = new Map<string, { at: number; until: number }>()
  let horizon = Number.NEGATIVE_INFINITY
  const sweep = (time: number) => {
    for (const [account, entry] of signedOut) {
      if (entry.until > time) break
      signedOut.delete(account)
    }
  }
  return {
    async revoke(account, at, until) {
      const time = now()
      sweep(time)
      const previous = signedOut.get(account)
      signedOut.delete(account)
      while (signedOut.size >= maxRevokedSessions) {
        const [oldest, entry] = signedOut.entries().next().value as [string, { at: number }]
        signedOut.delete(oldest)
        horizon = Math.max(horizon, entry.at)
      }
      signedOut.set(account, { at: Math.max(at, previous?.at ?? at), until: Math.max(until, previous?.until ?? until) })
    },
    async signedOutAt(account) {
      const entry = signedOut.get(account)
      return Math.max(horizon, entry && entry.until > now() ? entry.at : Number.NEGATIVE_INFINITY)
    },
    get size() {
      return signedOut.size
    },
  }
}
