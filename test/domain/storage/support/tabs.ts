import type { StorageChange, StoragePort } from '../../../../src-domain/index.js'

/**
 * One origin's localStorage seen from several tabs: every tab reads and writes the same values,
 * and a write in one tab reaches the other tabs' subscribers (never its own), as the browser's
 * `storage` event does.
 */
export function createSharedStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const tabs = new Set<Set<(change: StorageChange) => void>>()
  const broadcast = (from: Set<(change: StorageChange) => void>, change: StorageChange) => {
    for (const listeners of tabs) if (listeners !== from) for (const listener of [...listeners]) listener(change)
  }
  return {
    values,
    /** `localStorage.clear()` in yet another tab: every tab hears a change with key null. */
    clearElsewhere() {
      values.clear()
      broadcast(new Set(), { key: null, newValue: null })
    },
    tab(): StoragePort {
      const listeners = new Set<(change: StorageChange) => void>()
      tabs.add(listeners)
      return {
        read: (key) => values.get(key) ?? null,
        write(key, value) {
          values.set(key, value)
          broadcast(listeners, { key, newValue: value })
        },
        remove(key) {
          values.delete(key)
          broadcast(listeners, { key, newValue: null })
        },
        subscribe(listener) {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      }
    },
  }
}
