import type { StorageChange, StoragePort } from '../../src-domain/index.js'

export interface BrowserStorageOptions {
  /** Defaults to `window.localStorage`; throwing (privacy mode, sandboxed iframe) means unavailable. */
  getStorage?: () => Storage
  /** Where `storage` events come from; defaults to `window`. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

/**
 * The storage, when it can be read at all, and whether a write sticks. A full storage (quota)
 * still has the visitor's data: it stays readable, and writes the browser refuses are kept in
 * memory for this tab.
 */
function probe(getStorage: () => Storage): { storage: Storage | undefined; writable: boolean } {
  let storage: Storage
  try {
    storage = getStorage()
  } catch {
    return { storage: undefined, writable: false }
  }
  try {
    storage.setItem(PROBE_KEY, PROBE_KEY)
    storage.removeItem(PROBE_KEY)
    return { storage, writable: true }
  } catch {
    return { storage, writable: false }
  }
}

const PROBE_KEY = '__rpgf_probe__'

/**
 * StoragePort over localStorage. Never throws: a failed read is absent, a failed write (quota)
 * is kept in memory for this tab. Other tabs' changes arrive through the `storage` event.
 * Falls back to memory entirely when localStorage cannot be read at all; `persistent` says
 * whether writes reach the browser's storage.
 */
export function createBrowserStorage(options: BrowserStorageOptions = {}): StoragePort & { readonly persistent: boolean } {
  const target = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window)
  const { storage, writable } = probe(options.getStorage ?? (() => window.localStorage))
  // Values this tab could not write to localStorage, kept for the tab's lifetime.
  const overlay = new Map<string, string>()
  const overlaid = new Set<string>()
  const fromLocalStorage = (event: Event): StorageEvent | undefined => {
    const storageEvent = event as StorageEvent
    if (storage && storageEvent.storageArea && storageEvent.storageArea !== storage) return undefined
    return storageEvent
  }
  // Another tab's write is newer than the copy this tab kept after a failed write: read theirs.
  if (storage && target) {
    target.addEventListener('storage', (event) => {
      const change = fromLocalStorage(event)
      if (!change) return
      if (change.key === null) {
        for (const key of overlaid) overlay.delete(key)
        overlaid.clear()
      } else if (overlaid.delete(change.key)) {
        overlay.delete(change.key)
      }
    })
  }
  return {
    persistent: writable,
    read(key) {
      if (!storage || overlaid.has(key)) return overlay.get(key) ?? null
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    write(key, value) {
      if (storage) {
        try {
          storage.setItem(key, value)
          overlaid.delete(key)
          return
        } catch {
          // Quota exceeded: keep the value for this tab rather than lose it.
        }
      }
      overlaid.add(key)
      overlay.set(key, value)
    },
    remove(key) {
      overlaid.delete(key)
      overlay.delete(key)
      try {
        storage?.removeItem(key)
      } catch {
        // Nothing to do: the key reads as absent through the overlay.
      }
    },
    subscribe(listener) {
      if (!target) return () => {}
      const onStorage = (event: Event) => {
        const storageEvent = fromLocalStorage(event)
        if (!storageEvent) return
        const change: StorageChange = { key: storageEvent.key, newValue: storageEvent.newValue }
        listener(change)
      }
      target.addEventListener('storage', onStorage)
      return () => target.removeEventListener('storage', onStorage)
    },
  }
}
