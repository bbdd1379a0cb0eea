import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QUERY_CACHE_MAX_AGE_MS } from '../../src-domain/index.js'
import { readConfig } from '../../src/config.js'
import { restorePersistedClient } from '../../src-ui/query-cache/restore.js'
import { accountButton, renderApp, TEST_ACCOUNT } from './support/render-app.js'

/** TanStack Query's persister writes under its own default key, as the app this replaces did. */
const CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE'
const YEAR_MS = 365 * 86_400_000

interface PersistedQuery {
  queryKey: unknown[]
  queryHash: string
  state: { data: unknown; dataUpdatedAt: number }
}

interface PersistedCache {
  timestamp: number
  clientState: { queries: PersistedQuery[]; mutations: unknown[] }
}

/** Runs the app once, connected, until the balance query is persisted; returns what was stored. */
async function persistedCache(): Promise<PersistedCache> {
  const harness = await renderApp()
  await harness.connect()
  await within(accountButton()).findByText('1.23 ETH')
  // The persister writes at most once a second.
  const stored = await vi.waitFor(
    () => {
      const value = harness.storage.read(CACHE_KEY)
      expect(value).toContain('"balance"')
      return value as string
    },
    { timeout: 3000 },
  )
  harness.unmount()
  return JSON.parse(stored) as PersistedCache
}

/** The stored cache with the balance query's data and times changed, as an old version or a tamperer could leave it. */
function tampered(cache: PersistedCache, change: { timestamp?: number; data?: unknown; dataUpdatedAt?: number; extra?: PersistedQuery[] }): string {
  const copy = structuredClone(cache)
  if (change.timestamp !== undefined) copy.timestamp = change.timestamp
  for (const query of copy.clientState.queries) {
    if (query.queryKey[0] !== 'balance') continue
    if ('data' in change) query.state.data = change.data
    if (change.dataUpdatedAt !== undefined) query.state.dataUpdatedAt = change.dataUpdatedAt
  }
  copy.clientState.queries.push(...(change.extra ?? []))
  return JSON.stringify(copy)
}

const balanceData = (wei: string) => ({ wei, decimals: 18, symbol: 'ETH' })

describe('query cache persisted to localStorage for 24 h', () => {
  it('writes the balance query to storage: the exact wei, never a formatted text', async () => {
    const cache = await persistedCache()
    expect(cache.timestamp).toBeGreaterThan(Date.now() - 10_000)
    const balance = cache.clientState.queries.find((query) => query.queryKey[0] === 'balance')
    expect(balance?.state.data).toEqual(balanceData('1234500000000000000'))
  })

  it('restores a balance fetched and written before the reload as it was (no refetch while it is fresh)', async () => {
    const cache = await persistedCache()
    const written = Date.now() - 2_000
    const stored = tampered(cache, { timestamp: written, dataUpdatedAt: written - 1_000, data: balanceData('9990000000000000000') })
    const harness = await renderApp({ stored: { [CACHE_KEY]: stored } })
    await harness.connect()
    expect(await within(accountButton()).findByText('9.99 ETH')).toBeInTheDocument()
  })

  it('drops a cache older than 24 h', async () => {
    const cache = await persistedCache()
    const harness = await renderApp({
      stored: { [CACHE_KEY]: tampered(cache, { timestamp: Date.now() - QUERY_CACHE_MAX_AGE_MS - 1, data: balanceData('9990000000000000000') }) },
    })
    await harness.connect()
    expect(await within(accountButton()).findByText('1.23 ETH')).toBeInTheDocument()
    expect(screen.queryByText('9.99 ETH')).toBeNull()
  })

  it('starts cleanly from a corrupt stored cache', async () => {
    const harness = await renderApp({ stored: { [CACHE_KEY]: '{not json' } })
    await harness.connect()
    expect(await within(accountButton()).findByText('1.23 ETH')).toBeInTheDocument()
  })
})

describe('a tampered query cache in storage', () => {
  it('a balance stored a year ahead is clamped to now and fetched again: the real balance shows, not 1m ETH', async () => {
    const cache = await persistedCache()
    const ahead = Date.now() + YEAR_MS
    const stored = tampered(cache, { timestamp: ahead, dataUpdatedAt: ahead, data: { ...balanceData('1000000000000000000000000'), formatted: '1,000,000' } })
    const harness = await renderApp({ stored: { [CACHE_KEY]: stored } })
    await harness.connect()
    expect(await within(accountButton()).findByText('1.23 ETH')).toBeInTheDocument()
    expect(screen.queryByText(/1,000,000|1m ETH/)).toBeNull()
  })

  it('a balance dated now (not ahead) is not restored as fresh: it is fetched again, the real balance shows', async () => {
    const cache = await persistedCache()
    const now = Date.now()
    const stored = tampered(cache, { timestamp: now, dataUpdatedAt: now, data: balanceData('123400000000000000000000000') })
    // Restored at the very millisecond it claims: exactly "now".
    const restored = restorePersistedClient(stored, readConfig({}, { dev: true }).chains, now)
    const balances = restored.clientState.queries.filter((query) => query.queryKey[0] === 'balance')
    expect(balances.map((query) => query.state.isInvalidated)).toEqual([true])
    const harness = await renderApp({ stored: { [CACHE_KEY]: stored } })
    await harness.connect()
    expect(await within(accountButton()).findByText('1.23 ETH')).toBeInTheDocument()
  })

  it('a balance dated before its cache was written, in the past and within 24 h is restored as it was; anything else is fetched again', () => {
    const now = Date.parse('2026-11-26T08:00:00Z')
    const chains = readConfig({}, { dev: true }).chains
    const entry = (dataUpdatedAt: number) =>
      JSON.stringify({
        timestamp: Math.max(dataUpdatedAt + 1, now - 1_000),
        clientState: { queries: [{ queryKey: ['balance', 31337, `0x${'a'.repeat(40)}`], state: { data: balanceData('1'), dataUpdatedAt } }], mutations: [] },
      })
    const invalidated = (dataUpdatedAt: number) => restorePersistedClient(entry(dataUpdatedAt), chains, now).clientState.queries[0]?.state.isInvalidated
    expect(invalidated(now - 5_000)).toBe(false)
    expect(invalidated(now - QUERY_CACHE_MAX_AGE_MS - 1)).toBe(true)
    expect(invalidated(now)).toBe(true)
    expect(invalidated(now + 1)).toBe(true)
    // Written at the very time the data claims: not a fetch followed by a write.
    const sameTime = JSON.parse(entry(now - 5_000)) as { timestamp: number }
    sameTime.timestamp = now - 5_000
    expect(restorePersistedClient(JSON.stringify(sameTime), chains, now).clientState.queries[0]?.state.isInvalidated).toBe(true)
  })

  it.each([
    ['an object as the amount', { wei: { toString: 'x' }, decimals: 18, symbol: 'ETH' }],
    ['an old formatted shape', { formatted: { a: 1 }, symbol: 'ETH' }],
    ['a number as the amount', { wei: 5, decimals: 18, symbol: 'ETH' }],
    ['another currency', { wei: '1', decimals: 18, symbol: '<b>ETH</b>' }],
    ['another number of decimals', { wei: '1', decimals: 0, symbol: 'ETH' }],
    ['null', null],
    ['a string', '1,000,000'],
  ])('a balance of the wrong type (%s) is dropped and fetched again: no [object Object]', async (_, data) => {
    const cache = await persistedCache()
    const harness = await renderApp({ stored: { [CACHE_KEY]: tampered(cache, { data }) } })
    await harness.connect()
    expect(await within(accountButton()).findByText('1.23 ETH')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('[object Object]')
    expect(document.body.textContent).not.toContain('undefined')
  })

  it('a bad entry is dropped and the good ones beside it are kept', async () => {
    const cache = await persistedCache()
    const good = cache.clientState.queries.find((query) => query.queryKey[0] === 'balance') as PersistedQuery
    const other: PersistedQuery = {
      ...structuredClone(good),
      queryKey: ['balance', 10, TEST_ACCOUNT.toLowerCase()],
      queryHash: JSON.stringify(['balance', 10, TEST_ACCOUNT.toLowerCase()]),
    }
    other.state.data = { wei: [], symbol: 'ETH' }
    // Dated a moment ago, as a reload right after the write finds it: the good entry is fresh however long the first run took.
    const written = Date.now() - 2_000
    const stored = tampered(cache, { timestamp: written, dataUpdatedAt: written - 1_000, data: balanceData('9990000000000000000'), extra: [other] })
    const harness = await renderApp({ stored: { [CACHE_KEY]: stored } })
    await harness.connect({ chainId: 31337 })
    expect(await within(accountButton()).findByText('9.99 ETH')).toBeInTheDocument()
  })
})
