import type { NonceStore, SessionStore, StoredSession } from './types.js'

export interface MemoryStoreOptions {
  /** Upper bound on entries kept; the oldest go first when it is reached. */
  maxEntries?: number
  now?: () => number
}

export const DEFAULT_MAX_NONCES = 10_000
export const DEFAULT_MAX_SESSIONS = 100_000

/**
 * A Map kept in insertion order with an expiry per entry and a hard size bound, so a flood of
 * nonce requests costs a bounded amount of memory (it can only push out the oldest nonces).
 */
function createBoundedMap<T>(maxEntries: number, now: () => number) {
  const entries = new Map<string, { value: T; expiresAt: number }>()
  const dropExpired = () => {
    const time = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key)
  }
  return {
    set(key: string, value: T, expiresAt: number) {
      entries.delete(key)
      if (entries.size >= maxEntries) dropExpired()
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
      entries.set(key, { value, expiresAt })
    },
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    /** Removes the entry and tells whether a live one was there. */
    take(key: string): boolean {
      const entry = entries.get(key)
      if (!entry) return false
      entries.delete(key)
      return entry.expiresAt > now()
    },
    get size() {
      return entries.size
    },
  }
}

function checkBound(maxEntries: number): number {
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}.`)
  return maxEntries
}

/** The default for one server instance. Single-threaded JS makes `consume` atomic here. */
export function createMemoryNonceStore(options: MemoryStoreOptions = {}): NonceStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const map = createBoundedMap<true>(checkBound(options.maxEntries ?? DEFAULT_MAX_NONCES), now)
  return {
    async issue(nonce, ttlMs) {
      map.set(nonce, true, now() + ttlMs)
    },
    async consume(nonce) {
      return map.take(nonce)
    },
    get size() {
      return map.size
    },
  }
}

export function createMemorySessionStore(options: MemoryStoreOptions = {}): SessionStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const map = createBoundedMap<StoredSession>(checkBound(options.maxEntries ?? DEFAULT_MAX_SESSIONS), now)
  return {
    async create(id, session) {
      map.set(id, { ...session }, session.expiresAt)
    },
    async get(id) {
      const session = map.get(id)
      return session ? { ...session } : null
    },
    async delete(id) {
      map.take(id)
    },
    get size() {
      return map.size
    },
  }
}
