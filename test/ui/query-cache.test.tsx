import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QUERY_CACHE_MAX_AGE_MS } from '../../src-domain/index.js'
import { accountButton, renderApp } from './support/render-app.js'

/** TanStack Query's persister writes under its own default key, as the app this replaces did. */
const CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE'

interface PersistedCache {
  timestamp: number
  clientState: { queries: { queryKey: unknown[]; state: { data: { wei: string; formatted: string } } }[] }
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

/** The stored cache with the balance changed, as if it were written at `timestamp`. */
function tampered(cache: PersistedCache, timestamp: number): string {
  const copy = structuredClone(cache)
  copy.timestamp = timestamp
  for (const query of copy.clientState.queries) {
    if (query.queryKey[0] !== 'balance') continue
    // The balance is written from the cached wei in the visitor's locale, so both change.
    query.state.data.wei = '9990000000000000000'
    query.state.data.formatted = '9.99'
  }
  return JSON.stringify(copy)
}

describe('query cache persisted to localStorage for 24 h', () => {
  it('writes the balance query to storage', async () => {
    const cache = await persistedCache()
    expect(cache.timestamp).toBeGreaterThan(Date.now() - 10_000)
    expect(cache.clientState.queries.map((query) => query.queryKey[0])).toContain('balance')
  })

  it('restores a cache younger than 24 h after a reload', async () => {
    const cache = await persistedCache()
    const harness = await renderApp({ stored: { [CACHE_KEY]: tampered(cache, Date.now() - QUERY_CACHE_MAX_AGE_MS + 60_000) } })
    await harness.connect()
    expect(await within(accountButton()).findByText('9.99 ETH')).toBeInTheDocument()
  })

  it('drops a cache older than 24 h', async () => {
    const cache = await persistedCache()
    const harness = await renderApp({ stored: { [CACHE_KEY]: tampered(cache, Date.now() - QUERY_CACHE_MAX_AGE_MS - 1) } })
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
