import { createExpiryHeap } from './expiry-heap.js'
import { checkStoreLimits, type NonceStore, type SessionStore, type StoredSession, type StoreLimits } from './types.js'

export interface MemoryStoreOptions {
  limits?: Partial<StoreLimits>
  now?: () => number
}

/** Ids per owner (a client, an address) in the order they were added: the first is the oldest. */
function createGroups() {
  const groups = new Map<string, Set<string>>()
  return {
    add(group: string, id: string) {
      let ids = groups.get(group)
      if (!ids) groups.set(group, (ids = new Set()))
      ids.add(id)
    },
    remove(group: string, id: string) {
      const ids = groups.get(group)
      if (!ids) return
      ids.delete(id)
      if (ids.size === 0) groups.delete(group)
    },
    count: (group: string) => groups.get(group)?.size ?? 0,
    oldest: (group: string) => groups.get(group)?.values().next().value,
  }
}

/**
 * Entries with an expiry, swept from an expiry heap on each write (only what is due is
 * touched) and removed through `remove` so the owner indexes stay exact.
 */
function createExpiringTable<T extends { expiresAt: number }>(now: () => number, onRemove: (id: string, entry: T) => void) {
  const entries = new Map<string, T>()
  const heap = createExpiryHeap()
  const remove = (id: string) => {
    const entry = entries.get(id)
    if (!entry) return undefined
    entries.delete(id)
    onRemove(id, entry)
    return entry
  }
  const sweep = () => {
    heap.popDue(now(), (id, at) => {
      if (entries.get(id)?.expiresAt === at) remove(id)
    })
    if (heap.size > 2 * entries.size + 1024) heap.compact([...entries].map(([id, entry]) => [id, entry.expiresAt]))
  }
  return {
    sweep,
    remove,
    set(id: string, entry: T) {
      remove(id)
      entries.set(id, entry)
      heap.push(id, entry.expiresAt)
    },
    live(id: string): T | undefined {
      const entry = entries.get(id)
      if (entry && entry.expiresAt <= now()) {
        remove(id)
        return undefined
      }
      return entry
    },
    get size() {
      return entries.size
    },
  }
}

/** The default for one server instance. Single-threaded JS makes `consume` atomic here. */
export function createMemoryNonceStore(options: MemoryStoreOptions = {}): NonceStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const limits = checkStoreLimits(options.limits ?? {})
  const byClient = createGroups()
  const table = createExpiringTable<{ client: string; binding: string; expiresAt: number }>(now, (nonce, entry) => byClient.remove(entry.client, nonce))
  return {
    async issue({ nonce, client, binding }, ttlMs) {
      table.sweep()
      // A client at its cap makes room with its own oldest nonce, never someone else's.
      while (byClient.count(client) >= limits.maxNoncesPerClient) table.remove(byClient.oldest(client)!)
      if (table.size >= limits.maxNonces) return 'full'
      table.set(nonce, { client, binding, expiresAt: now() + ttlMs })
      byClient.add(client, nonce)
      return null
    },
    async consume(nonce) {
      const entry = table.live(nonce)
      if (!entry) return null
      table.remove(nonce)
      return entry.binding
    },
    get size() {
      return table.size
    },
  }
}

export function createMemorySessionStore(options: MemoryStoreOptions = {}): SessionStore & { readonly size: number } {
  const now = options.now ?? Date.now
  const limits = checkStoreLimits(options.limits ?? {})
  const byAddress = createGroups()
  const byClient = createGroups()
  const table = createExpiringTable<StoredSession & { client: string }>(now, (id, entry) => {
    byAddress.remove(entry.address, id)
    byClient.remove(entry.client, id)
  })
  return {
    async create(id, session, client) {
      table.sweep()
      if (byClient.count(client) >= limits.maxSessionsPerClient) return 'client-full'
      // The same address signing in again ends its own oldest session: a cap per account.
      while (byAddress.count(session.address) >= limits.maxSessionsPerAddress) table.remove(byAddress.oldest(session.address)!)
      if (table.size >= limits.maxSessions) return 'full'
      const { address, chainId, expiresAt } = session
      table.set(id, { address, chainId, expiresAt, client })
      byAddress.add(address, id)
      byClient.add(client, id)
      return null
    },
    async get(id) {
      const entry = table.live(id)
      return entry ? { address: entry.address, chainId: entry.chainId, expiresAt: entry.expiresAt } : null
    },
    async delete(id) {
      table.remove(id)
    },
    get size() {
      return table.size
    },
  }
}
