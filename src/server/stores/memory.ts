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

/** Revoked sessions of one instance: a share per client, a bound in all; both refuse rather than forget. */
export function createMemoryRevocations(options: MemoryStoreOptions = {}): RevocationStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const limits = checkStoreLimits(options.limits ?? {})
  const revoked = new Map<string, { expiresAt: number; client: string }>()
  const perClient = new Map<string, number>()
  const heap = createExpiryHeap()
  const sweep = (time: number) =>
    heap.popDue(time, (id) => {
      const entry = revoked.get(id)
      if (!entry) return
      revoked.delete(id)
      const count = (perClient.get(entry.client) ?? 1) - 1
      if (count > 0) perClient.set(entry.client, count)
      else perClient.delete(entry.client)
    })
  return {
    async revoke(id, expiresAt, client) {
      const time = now()
      sweep(time)
      if (revoked.has(id) || expiresAt <= time) return null
      if ((perClient.get(client) ?? 0) >= limits.maxRevokedPerClient) return 'client-full'
      if (revoked.size >= limits.maxRevokedSessions) return 'full'
      revoked.set(id, { expiresAt, client })
      perClient.set(client, (perClient.get(client) ?? 0) + 1)
      heap.push(id, expiresAt)
      return null
    },
    async isRevoked(id) {
      const entry = revoked.get(id)
      return entry !== undefined && entry.expiresAt > now()
    },
    get size() {
      return revoked.size
    },
  }
}
