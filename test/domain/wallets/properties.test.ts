import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import {
  addRecentWallet,
  groupWallets,
  readRecentWalletIds,
  RECENT_GROUP,
  recentWallets,
  STORAGE_KEY_RECENT_WALLETS,
  walletsToDownload,
} from '../../../src-domain/index.js'
import { wallet } from './support.js'

const walletId = fc.stringMatching(/^[a-z]{1,6}$/)
const offered = fc.uniqueArray(walletId, { maxLength: 12 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc
        .record({
          group: fc.constantFrom('Installed', 'Popular', 'Other'),
          installed: fc.constantFrom(true, false, undefined),
          ready: fc.constantFrom(true, false, undefined),
        })
        .map((fields) => wallet(id, fields)),
    ),
  ),
)

describe('recent wallets properties', () => {
  it('reading rk-recent never throws, whatever is stored, and yields unique non-empty ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const ids = readRecentWalletIds(createMemoryStorage({ [STORAGE_KEY_RECENT_WALLETS]: raw }))
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(id.length).toBeGreaterThan(0)
      }),
    )
  })

  it('a connect puts its wallet first, once, keeping the others in order', () => {
    fc.assert(
      fc.property(fc.array(walletId, { maxLength: 10 }), walletId, (history, latest) => {
        const storage = createMemoryStorage()
        for (const id of history) addRecentWallet(storage, id)
        const before = readRecentWalletIds(storage)
        const after = addRecentWallet(storage, latest)
        expect(after[0]).toBe(latest)
        expect(after.filter((id) => id === latest)).toHaveLength(1)
        expect(after.slice(1)).toEqual(before.filter((id) => id !== latest))
      }),
    )
  })

  it('shows at most 3 recent wallets, all of them offered, in recent order', () => {
    fc.assert(
      fc.property(offered, fc.array(walletId, { maxLength: 8 }), (wallets, recentIds) => {
        const shown = recentWallets(wallets, recentIds).map((entry) => entry.id)
        expect(shown.length).toBeLessThanOrEqual(3)
        const offeredIds = new Set(wallets.map((entry) => entry.id))
        for (const id of shown) expect(offeredIds.has(id)).toBe(true)
        const order = shown.map((id) => recentIds.indexOf(id))
        expect(order).toEqual([...order].sort((a, b) => a - b))
      }),
    )
  })
})

describe('grouping and download properties', () => {
  it('lists every ready wallet exactly once, the Recent group first and at most 3 long', () => {
    fc.assert(
      fc.property(offered, fc.array(walletId, { maxLength: 8 }), (wallets, recentIds) => {
        const groups = groupWallets(wallets, recentIds)
        const listed = groups.flatMap((group) => group.wallets.map((entry) => entry.id))
        expect([...listed].sort()).toEqual(
          wallets
            .filter((entry) => entry.ready !== false)
            .map((entry) => entry.id)
            .sort(),
        )
        const recent = groups.filter((group) => group.name === RECENT_GROUP)
        expect(recent.length).toBeLessThanOrEqual(1)
        if (recent[0]) {
          expect(groups[0]).toBe(recent[0])
          expect(recent[0].wallets.length).toBeLessThanOrEqual(3)
        }
        for (const group of groups) expect(group.wallets.length).toBeGreaterThan(0)
      }),
    )
  })

  it('offers at most 5 wallets for download, 3 on mobile, none of them installed', () => {
    fc.assert(
      fc.property(offered, fc.boolean(), (wallets, mobile) => {
        const offeredForDownload = walletsToDownload(wallets, mobile)
        expect(offeredForDownload.length).toBeLessThanOrEqual(mobile ? 3 : 5)
        for (const entry of offeredForDownload) expect(entry.installed).not.toBe(true)
      }),
    )
  })
})
