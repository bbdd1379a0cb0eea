import type { StoragePort } from '../ports/storage-port.js'

/**
 * Stored values longer than this (in UTF-16 units) are treated as foreign and read as absent.
 * Browsers give an origin about 5 M units of localStorage in all, so a longer value cannot be the
 * app's own; parsing one that size takes tens of milliseconds, which bounds the cost of hostile data.
 */
export const MAX_STORED_VALUE_LENGTH = 5_000_000

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads a JSON value and checks its shape. Anything unreadable, oversized or of the wrong
 * shape reads as `fallback`; the stored value itself is left alone so nothing is lost.
 */
export function readJson<T>(storage: StoragePort, key: string, parse: (value: unknown) => T | undefined, fallback: T): T {
  let raw: string | null
  try {
    raw = storage.read(key)
  } catch {
    // The port promises not to throw; a storage that does anyway reads as absent.
    return fallback
  }
  if (typeof raw !== 'string' || raw.length > MAX_STORED_VALUE_LENGTH) return fallback
  try {
    return parse(JSON.parse(raw)) ?? fallback
  } catch {
    return fallback
  }
}

export function writeJson(storage: StoragePort, key: string, value: unknown): void {
  storage.write(key, JSON.stringify(value))
}
