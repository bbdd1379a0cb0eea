import { hashKey, type DehydratedState, type QueryState } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import {
  findChain,
  isRecord,
  MAX_STORED_VALUE_LENGTH,
  parseAccountName,
  QUERY_CACHE_MAX_AGE_MS,
  type AccountName,
  type ChainInfo,
} from '../../src-domain/index.js'
import type { BalanceData } from '../hooks/use-balance.js'

/** More balance entries than any visitor makes (accounts × chains); the rest is not restored. */
export const MAX_RESTORED_QUERIES = 100
/** Wei fits in 78 digits (2^256); more is not a balance. */
const WEI_RE = /^(0|[1-9]\d{0,77})$/
const ADDRESS_KEY_RE = /^0x[0-9a-f]{40}$/

type DehydratedQuery = DehydratedState['queries'][number]

/** A balance query's key as the app writes it: `['balance', chainId, lower-case address]`. */
function isBalanceKey(queryKey: unknown): boolean {
  if (!Array.isArray(queryKey) || queryKey.length !== 3) return false
  const [name, chainId, address] = queryKey as unknown[]
  return name === 'balance' && typeof chainId === 'number' && typeof address === 'string' && ADDRESS_KEY_RE.test(address)
}

/** An account name query's key as the app writes it: `['name', lower-case address]`. */
function isNameKey(queryKey: unknown): boolean {
  if (!Array.isArray(queryKey) || queryKey.length !== 2) return false
  const [name, address] = queryKey as unknown[]
  return name === 'name' && typeof address === 'string' && ADDRESS_KEY_RE.test(address)
}

/** Whether a query is one the provider persists (and restores): a balance or an account name. */
export function isStoredQueryKey(queryKey: unknown): boolean {
  return isBalanceKey(queryKey) || isNameKey(queryKey)
}

/** A balance query's key on a configured chain. */
function balanceChain(queryKey: unknown, chains: readonly ChainInfo[]): ChainInfo | undefined {
  return isBalanceKey(queryKey) ? findChain(chains, (queryKey as [string, number, string])[1]) : undefined
}

/** Balance data of the stored shape, in the chain's own currency; anything else is not a balance. */
export function parseBalanceData(value: unknown, chain: ChainInfo): BalanceData | undefined {
  if (!isRecord(value)) return undefined
  const { wei, decimals, symbol } = value
  if (typeof wei !== 'string' || !WEI_RE.test(wei)) return undefined
  if (decimals !== chain.nativeCurrency.decimals || symbol !== chain.nativeCurrency.symbol) return undefined
  return { wei, decimals, symbol }
}

/** A stored query's data checked by the shape its key says it has: a balance, an account name, or nothing the app restores. */
function parseData(queryKey: unknown, data: unknown, chains: readonly ChainInfo[]): BalanceData | AccountName | undefined {
  const chain = balanceChain(queryKey, chains)
  if (chain) return parseBalanceData(data, chain)
  return isNameKey(queryKey) ? parseAccountName(data) : undefined
}

/**
 * One stored query rebuilt from checked parts only (nothing else of the stored state is carried
 * over), or undefined. Its data counts as fresh only when its time is validly in the past: before
 * now, before the cache was written (`persistedAt`: the persister writes after the fetch), and
 * within the cache's 24 h. Anything else (a tampered entry dated now or ahead, a skewed clock) is
 * clamped to now and marked invalid, so it is fetched again when next used rather than kept on
 * screen as fresh.
 */
function restoreQuery(value: unknown, chains: readonly ChainInfo[], now: number, persistedAt: number): DehydratedQuery | undefined {
  if (!isRecord(value) || !isRecord(value.state)) return undefined
  const { data: rawData, dataUpdatedAt } = value.state
  const data = parseData(value.queryKey, rawData, chains)
  if (!data || typeof dataUpdatedAt !== 'number' || !Number.isFinite(dataUpdatedAt) || dataUpdatedAt < 0) return undefined
  const queryKey = value.queryKey as unknown[]
  const updatedAt = Math.min(dataUpdatedAt, now)
  const state: QueryState<BalanceData | AccountName, Error> = {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: updatedAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: !(dataUpdatedAt < persistedAt && persistedAt <= now && now - dataUpdatedAt <= QUERY_CACHE_MAX_AGE_MS),
    status: 'success',
    fetchStatus: 'idle',
  }
  return { queryKey, queryHash: hashKey(queryKey), state, dehydratedAt: updatedAt }
}

/**
 * Reads the persisted query cache back from storage, which anyone with the page's origin (or a
 * browser extension) can write: entries are checked one by one (shape per query key; a bad one is
 * dropped, the others kept) and times clamped to `now`. Mutations are never restored (the app
 * persists none). Throws on text that is not a cache at all; the persister then removes it.
 */
export function restorePersistedClient(text: string, chains: readonly ChainInfo[], now = Date.now()): PersistedClient {
  if (text.length > MAX_STORED_VALUE_LENGTH) throw new Error('The stored query cache is too large.')
  const stored: unknown = JSON.parse(text)
  if (!isRecord(stored) || typeof stored.timestamp !== 'number' || !Number.isFinite(stored.timestamp)) {
    throw new Error('The stored query cache is not of the persisted shape.')
  }
  const clientState = isRecord(stored.clientState) ? stored.clientState : {}
  const queries: DehydratedQuery[] = []
  const seen = new Set<string>()
  for (const entry of Array.isArray(clientState.queries) ? clientState.queries.slice(0, MAX_RESTORED_QUERIES) : []) {
    const query = restoreQuery(entry, chains, now, stored.timestamp)
    if (!query || seen.has(query.queryHash)) continue
    seen.add(query.queryHash)
    queries.push(query)
  }
  return {
    timestamp: Math.min(stored.timestamp, now),
    buster: typeof stored.buster === 'string' ? stored.buster : '',
    clientState: { queries, mutations: [] },
  }
}
