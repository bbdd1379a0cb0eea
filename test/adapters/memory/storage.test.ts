import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import type { StorageChange } from '../../../src-domain/index.js'

describe('memory storage', () => {
  it('reads, writes and removes keys; absent reads as null', () => {
    const storage = createMemoryStorage({ a: '1' })
    expect(storage.read('a')).toBe('1')
    expect(storage.read('b')).toBeNull()
    storage.write('b', '2')
    storage.remove('a')
    expect(storage.dump()).toEqual({ b: '2' })
  })

  it('tells subscribers about changes made elsewhere, not about its own writes, until unsubscribed', () => {
    const storage = createMemoryStorage()
    const changes: StorageChange[] = []
    const unsubscribe = storage.subscribe((change) => changes.push(change))
    storage.write('own', 'x')
    storage.simulateExternalChange('rk-recent', '["rainbow"]')
    storage.simulateExternalChange('rk-recent', null)
    unsubscribe()
    storage.simulateExternalChange('rk-recent', '[]')
    expect(changes).toEqual([
      { key: 'rk-recent', newValue: '["rainbow"]' },
      { key: 'rk-recent', newValue: null },
    ])
    expect(storage.read('rk-recent')).toBe('[]')
  })
})
