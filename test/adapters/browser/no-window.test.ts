import { describe, expect, it } from 'vitest'
import { createBrowserStorage } from '../../../src-adapters/browser/local-storage.js'

describe('browser StoragePort without a window (server rendering, workers)', () => {
  it('falls back to memory and never throws', () => {
    expect(typeof globalThis.window).toBe('undefined')
    const storage = createBrowserStorage()
    expect(storage.persistent).toBe(false)
    storage.write('rk-version', '1.0.10')
    expect(storage.read('rk-version')).toBe('1.0.10')
    const unsubscribe = storage.subscribe(() => {})
    expect(() => unsubscribe()).not.toThrow()
  })
})
