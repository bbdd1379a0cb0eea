import type { StorageChange, StoragePort } from '../../src-domain/index.js'

export interface MemoryStorage extends StoragePort {
  /** Plays a change as if another tab had made it: updates the value and tells subscribers. */
  simulateExternalChange(key: string, value: string | null): void
  /** A snapshot of every key, for tests. */
  dump(): Record<string, string>
}

/** A StoragePort held in a Map: for tests, and where the browser's storage is unavailable. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial))
  const listeners = new Set<(change: StorageChange) => void>()
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    simulateExternalChange(key, value) {
      if (value === null) values.delete(key)
      else values.set(key, value)
      for (const listener of [...listeners]) listener({ key, newValue: value })
    },
    dump: () => Object.fromEntries(values),
  }
}
