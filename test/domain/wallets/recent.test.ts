import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import {
  addRecentWallet,
  MAX_RECENT_WALLETS,
  readRecentWalletIds,
  recentWallets,
  STORAGE_KEY_RECENT_WALLETS,
  STORAGE_KEY_VERSION,
} from '../../../src-domain/index.js'
import { wallet } from './support.js'

describe('recent wallets (spec 2: up to 3 recently used wallets are shown first)', () => {
  it('shows at most 3', () => {
    expect(MAX_RECENT_WALLETS).toBe(3)
  })

  it.each([
    [[], []],
    [['b'], ['b']],
    [
      ['d', 'a', 'c', 'b'],
      ['d', 'a', 'c'],
    ],
    // ids of wallets no longer offered are skipped, and the next recent one takes the place
    [
      ['gone', 'c', 'also-gone', 'a', 'b', 'd'],
      ['c', 'a', 'b'],
    ],
    // a repeated id (another tab, an old version) is listed once
    [
      ['b', 'b', 'a'],
      ['b', 'a'],
    ],
  ])('recent ids %j → shown %j', (ids, shown) => {
    const offered = ['a', 'b', 'c', 'd'].map((id) => wallet(id))
    expect(recentWallets(offered, ids).map((entry) => entry.id)).toEqual(shown)
  })

  it('stores ids newest first, de-duplicated, under rk-recent, and records rk-version 1.0.10', () => {
    const storage = createMemoryStorage()
    addRecentWallet(storage, 'metaMask')
    addRecentWallet(storage, 'rainbow')
    expect(addRecentWallet(storage, 'metaMask')).toEqual(['metaMask', 'rainbow'])
    expect(JSON.parse(storage.read(STORAGE_KEY_RECENT_WALLETS) ?? '')).toEqual(['metaMask', 'rainbow'])
    expect(storage.read(STORAGE_KEY_VERSION)).toBe('1.0.10')
    expect(STORAGE_KEY_RECENT_WALLETS).toBe('rk-recent')
  })

  it.each([
    ['not json', '{'],
    ['an object', '{"a":1}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s under rk-recent as no recent wallets, and a connect replaces it', (_label, raw) => {
    const storage = createMemoryStorage({ [STORAGE_KEY_RECENT_WALLETS]: raw })
    expect(readRecentWalletIds(storage)).toEqual([])
    expect(addRecentWallet(storage, 'safe')).toEqual(['safe'])
  })

  it('drops non-string, empty and duplicate ids from a stored list', () => {
    const storage = createMemoryStorage({ [STORAGE_KEY_RECENT_WALLETS]: JSON.stringify(['a', 1, '', null, 'b', 'a', { id: 'c' }]) })
    expect(readRecentWalletIds(storage)).toEqual(['a', 'b'])
  })
})
