import type { StoragePort } from '../ports/storage-port.js'

/** Stored values larger than this are treated as foreign and read as absent. */
export const MAX_STORED_VALUE_LENGTH = 5_000_000

/**
 * Reads a JSON value and checks its shape. Anything unreadable, oversized or of the wrong
 * shape reads as `fallback`; the stored value itself is left alone so nothing is lost.
 */
export function readJson<T>(storage: StoragePort, key: string, parse: (value: unknown) => T | undefined, fallback: T): T {
  const raw = storage.read(key)
  if (raw === null || raw.length > MAX_STORED_VALUE_LENGTH) return fallback
  try {
    return parse(JSON.parse(raw)) ?? fallback
  } catch {
    return fallback
  }
}

export function writeJson(storage: StoragePort, key: string, value: unknown): void {
  storage.write(key, JSON.stringify(value))
}
