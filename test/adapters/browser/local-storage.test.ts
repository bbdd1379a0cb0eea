// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserStorage } from '../../../src-adapters/browser/local-storage.js'
import { readRecentWalletIds, readTransactions, STORAGE_KEY_RECENT_WALLETS, STORAGE_KEY_TRANSACTIONS, type StorageChange } from '../../../src-domain/index.js'

afterEach(() => {
  localStorage.clear()
})

/** A Storage whose chosen methods throw, as in a sandboxed iframe, privacy mode or a full quota. */
function throwingStorage(methods: readonly ('getItem' | 'setItem' | 'removeItem')[], after = 0): Storage {
  const real = window.localStorage
  let calls = 0
  const fail = (name: string) => {
    calls += 1
    if (calls > after) throw new DOMException(`${name} refused`, 'SecurityError')
  }
  return {
    get length() {
      return real.length
    },
    clear: () => real.clear(),
    key: (index) => real.key(index),
    getItem: (key) => (methods.includes('getItem') ? (fail('getItem'), null) : real.getItem(key)),
    setItem: (key, value) => (methods.includes('setItem') ? fail('setItem') : real.setItem(key, value)),
    removeItem: (key) => (methods.includes('removeItem') ? fail('removeItem') : real.removeItem(key)),
  }
}

function storageEvent(init: StorageEventInit) {
  window.dispatchEvent(new StorageEvent('storage', init))
}

describe('browser StoragePort over localStorage', () => {
  it('reads, writes and removes through window.localStorage', () => {
    const storage = createBrowserStorage()
    expect(storage.persistent).toBe(true)
    storage.write('rk-version', '1.0.10')
    expect(localStorage.getItem('rk-version')).toBe('1.0.10')
    expect(storage.read('rk-version')).toBe('1.0.10')
    storage.remove('rk-version')
    expect(localStorage.getItem('rk-version')).toBeNull()
    expect(storage.read('absent')).toBeNull()
  })

  it.each([
    ['not JSON', '{"oops'],
    ['the wrong shape', '{"0xabc":"nope"}'],
    ['a huge string', 'x'.repeat(100_000)],
    ['binary noise', '\u0000\uffff\ud800'],
  ])('never throws on corrupt data (%s): it reads as empty and is left in place', (_label, raw) => {
    localStorage.setItem(STORAGE_KEY_RECENT_WALLETS, raw)
    localStorage.setItem(STORAGE_KEY_TRANSACTIONS, raw)
    const storage = createBrowserStorage()
    expect(readRecentWalletIds(storage)).toEqual([])
    expect(readTransactions(storage)).toEqual({})
    expect(localStorage.getItem(STORAGE_KEY_RECENT_WALLETS)).toBe(raw)
  })

  it('never throws when reading fails after start: the key reads as absent', () => {
    const storage = createBrowserStorage({ getStorage: () => throwingStorage(['getItem']) })
    expect(storage.persistent).toBe(true)
    expect(() => storage.read('rk-recent')).not.toThrow()
    expect(storage.read('rk-recent')).toBeNull()
  })

  it('keeps a value this tab could not write (quota) in memory, leaving other keys alone', () => {
    localStorage.setItem('other', 'kept')
    // the start-up probe's write succeeds; later writes fail as on a full quota
    const storage = createBrowserStorage({ getStorage: () => throwingStorage(['setItem'], 1) })
    expect(() => storage.write('rk-recent', '["rainbow"]')).not.toThrow()
    expect(storage.read('rk-recent')).toBe('["rainbow"]')
    expect(storage.read('other')).toBe('kept')
    storage.remove('rk-recent')
    expect(storage.read('rk-recent')).toBeNull()
  })

  it('a storage full from the start still shows what it holds: reads come from it, refused writes stay in memory', () => {
    localStorage.setItem(STORAGE_KEY_RECENT_WALLETS, '["rainbow"]')
    const storage = createBrowserStorage({ getStorage: () => throwingStorage(['setItem']) })
    expect(storage.persistent).toBe(false)
    expect(readRecentWalletIds(storage)).toEqual(['rainbow'])
    storage.write(STORAGE_KEY_RECENT_WALLETS, '["safe","rainbow"]')
    expect(readRecentWalletIds(storage)).toEqual(['safe', 'rainbow'])
    expect(localStorage.getItem(STORAGE_KEY_RECENT_WALLETS)).toBe('["rainbow"]')
  })

  it.each([
    [
      'localStorage throws on access',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    ],
    ['every write fails (Safari private mode)', () => throwingStorage(['setItem', 'removeItem'])],
  ])('falls back to memory when %s', (_label, getStorage) => {
    const storage = createBrowserStorage({ getStorage })
    expect(storage.persistent).toBe(false)
    storage.write('rk-recent', '["safe"]')
    expect(storage.read('rk-recent')).toBe('["safe"]')
    expect(readRecentWalletIds(storage)).toEqual(['safe'])
    storage.remove('rk-recent')
    expect(storage.read('rk-recent')).toBeNull()
    expect(localStorage.getItem('rk-recent')).toBeNull()
  })
})

describe('browser StoragePort follows other tabs (the storage event)', () => {
  it('reports changes to localStorage made by another tab, including a clear, until unsubscribed', () => {
    const storage = createBrowserStorage()
    const changes: StorageChange[] = []
    const unsubscribe = storage.subscribe((change) => changes.push(change))
    storageEvent({ key: 'rk-recent', newValue: '["metaMask"]', oldValue: null, storageArea: localStorage })
    storageEvent({ key: null, newValue: null, storageArea: localStorage })
    unsubscribe()
    storageEvent({ key: 'rk-recent', newValue: '[]', storageArea: localStorage })
    expect(changes).toEqual([
      { key: 'rk-recent', newValue: '["metaMask"]' },
      { key: null, newValue: null },
    ])
  })

  it('ignores changes to sessionStorage', () => {
    const storage = createBrowserStorage()
    const changes: StorageChange[] = []
    storage.subscribe((change) => changes.push(change))
    storageEvent({ key: 'rk-recent', newValue: '[]', storageArea: sessionStorage })
    expect(changes).toEqual([])
  })

  it('reads what another tab wrote once the event arrives', () => {
    const storage = createBrowserStorage()
    let seen: string | null = null
    storage.subscribe((change) => {
      if (change.key === 'rk-recent') seen = storage.read('rk-recent')
    })
    localStorage.setItem('rk-recent', '["coinbaseWallet"]')
    storageEvent({ key: 'rk-recent', newValue: '["coinbaseWallet"]', storageArea: localStorage })
    expect(seen).toBe('["coinbaseWallet"]')
  })

  it('drops the copy kept after a failed write once another tab writes that key', () => {
    const storage = createBrowserStorage()
    const setItem = Storage.prototype.setItem
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    storage.write('rk-recent', '["mine"]')
    expect(storage.read('rk-recent')).toBe('["mine"]')
    full.mockRestore()
    expect(Storage.prototype.setItem).toBe(setItem)
    localStorage.setItem('rk-recent', '["theirs"]')
    storageEvent({ key: 'rk-recent', newValue: '["theirs"]', storageArea: localStorage })
    expect(storage.read('rk-recent')).toBe('["theirs"]')
  })
})
