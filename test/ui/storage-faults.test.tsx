import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createBrowserStorage } from '../../src-adapters/browser/local-storage.js'
import { STORAGE_KEY_RECENT_WALLETS, STORAGE_KEY_TRANSACTIONS, type Hex } from '../../src-domain/index.js'
import { accountButton, renderApp, TEST_ACCOUNT_SHORT } from './support/render-app.js'

const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH: Hex = `0x${'cd'.repeat(32)}`
/** What another account (or another app on the origin) left in storage: it must survive. */
const FOREIGN_TRANSACTIONS = JSON.stringify({ [OTHER_ACCOUNT]: { 10: [{ hash: `0x${'ef'.repeat(32)}`, description: 'Vote', status: 'confirmed' }] } })

/** A Storage with a byte quota, throwing the browser's QuotaExceededError beyond it, as a full localStorage does. */
function quotaStorage(quota: number, initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  const size = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0)
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const next = size() - (items.get(key)?.length ?? 0) - (items.has(key) ? key.length : 0) + key.length + value.length
      if (next > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, String(value))
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

const noEvents = { addEventListener: () => {}, removeEventListener: () => {} }

/** Connects, adds a transaction, and checks both show: what a user does in a session. */
async function connectAndAddTransaction(harness: Awaited<ReturnType<typeof renderApp>>) {
  await harness.connect()
  expect(await within(accountButton()).findByText('1.23 ETH')).toBeInTheDocument()
  harness.services.transactions.add({ hash: HASH, description: 'Donate to a project' })
  await harness.user.click(accountButton())
  const dialog = await screen.findByRole('dialog', { name: TEST_ACCOUNT_SHORT })
  expect(await within(dialog).findByText('Donate to a project')).toBeInTheDocument()
}

describe('localStorage disabled or full', () => {
  it('disabled (every access throws, as in a sandboxed frame): the app connects, shows the balance and keeps a transaction for the tab', async () => {
    const storage = createBrowserStorage({
      getStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      eventTarget: noEvents,
    })
    expect(storage.persistent).toBe(false)
    const harness = await renderApp({ storagePort: storage })
    await connectAndAddTransaction(harness)
    expect(JSON.parse(storage.read(STORAGE_KEY_RECENT_WALLETS) ?? '[]')).toEqual(['mock'])
  })

  it('full (every new write over the quota): the app still connects and works, and what was stored before is not lost', async () => {
    const initial = { [STORAGE_KEY_TRANSACTIONS]: FOREIGN_TRANSACTIONS, [STORAGE_KEY_RECENT_WALLETS]: '["injected"]' }
    const used = Object.entries(initial).reduce((sum, [key, value]) => sum + key.length + value.length, 0)
    const local = quotaStorage(used, initial)
    const storage = createBrowserStorage({ getStorage: () => local, eventTarget: noEvents })
    expect(storage.persistent).toBe(false)
    const harness = await renderApp({ storagePort: storage })
    await connectAndAddTransaction(harness)
    // The browser's copy is untouched; the tab reads its own newer values.
    expect(local.getItem(STORAGE_KEY_TRANSACTIONS)).toBe(FOREIGN_TRANSACTIONS)
    expect(local.getItem(STORAGE_KEY_RECENT_WALLETS)).toBe('["injected"]')
    const seen = JSON.parse(storage.read(STORAGE_KEY_TRANSACTIONS) ?? '{}') as Record<string, unknown>
    expect(Object.keys(seen)).toEqual(expect.arrayContaining([OTHER_ACCOUNT]))
    expect(JSON.parse(storage.read(STORAGE_KEY_RECENT_WALLETS) ?? '[]')).toEqual(['mock', 'injected'])
  })
})
