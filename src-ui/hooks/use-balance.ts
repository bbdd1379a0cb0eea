import { hashKey, QueryObserver, useIsRestoring, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  abbreviateUnits,
  findChain,
  formatUnits,
  type Address,
  type ChainId,
  type ChainInfo,
  type ChainRpcPort,
  type StoredTransaction,
} from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { useServices, type AppServices } from '../services.js'
import { useConnected, useSettledConnected, type ReadAhead } from './use-connection.js'
import { whenIdle } from '../idle.js'

/**
 * What the balance query stores (and the cache persists as JSON, which has no bigint): the exact
 * amount, never a formatted one, so the text shown is always derived from the chain's answer.
 */
export interface BalanceData {
  /** Wei as a decimal string. */
  wei: string
  decimals: number
  symbol: string
}

export interface BalanceView extends BalanceData {
  /** Exact, in whole units (viem's `formatUnits`): `1.2345`. */
  formatted: string
  /** Abbreviated from the exact integer in the visitor's language, truncated, never rounded up: `1.23`, `10k`. */
  display: string
}

const toView = (data: BalanceData, locale: string): BalanceView => ({
  ...data,
  formatted: formatUnits(BigInt(data.wei), data.decimals),
  display: abbreviateUnits(BigInt(data.wei), data.decimals, locale),
})

/** The balance query's key: the cache holds one balance per chain and account. */
const balanceKey = (chainId: ChainId | undefined, address: Address | undefined) => ['balance', chainId, address?.toLowerCase()] as const

/** The balance query of an account on a chain: one definition for the hook and for the read started ahead. */
function balanceQuery(rpc: ChainRpcPort, chains: readonly ChainInfo[], address: Address | undefined, chainId: ChainId | undefined) {
  const chain = chainId === undefined ? undefined : findChain(chains, chainId)
  return {
    queryKey: balanceKey(chainId, address),
    enabled: address !== undefined && chain !== undefined,
    queryFn: async (): Promise<BalanceData> => {
      const value = await rpc.getBalance({ address: address as Address, chainId: chainId as ChainId })
      const currency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      return { wei: value.toString(), decimals: currency.decimals, symbol: currency.symbol }
    },
    staleTime: 10_000,
    // Every endpoint down: two more tries (after 1 s and 2 s), then the dialog offers Retry.
    retry: 2,
  }
}

/** The native balance of an account on a configured chain; nothing is asked before there is an account. */
export function useBalance(address: Address | undefined, chainId: ChainId | undefined) {
  const { rpc, chains } = useServices()
  const { locale } = useI18n()
  return useQuery({
    ...balanceQuery(rpc, chains, address, chainId),
    // Written in the visitor's locale: the cached balance does not depend on it. A stable function, so
    // the text is worked out again only when the data or the locale changes, not on every render.
    select: useCallback((data: BalanceData): BalanceView => toView(data, locale), [locale]),
  })
}

/**
 * Reads the balance of a wallet just picked as soon as it has answered, outside React: the
 * connection's view shows the account once the answer is in (briefly: see PICKED_ACCOUNT_WAIT_MS), so
 * the account and its balance are drawn together, and the button's query (started from the settled
 * connection, a commit later) finds the answer in the cache. Only after a pick: a reconnect's balance
 * may still come back fresh from the persisted cache. A balance still fresh in the cache is not asked again.
 */
export function balanceReadAhead(services: Pick<AppServices, 'rpc' | 'chains'>, queryClient: QueryClient): ReadAhead {
  return (account) => {
    const query = balanceQuery(services.rpc, services.chains, account.address, account.chainId)
    return query.enabled ? queryClient.prefetchQuery(query) : undefined
  }
}

/** The connected account's balance as the button draws it, with its query's state. */
export interface ConnectedBalance {
  /** Absent until read, and while disconnected. */
  data: BalanceView | undefined
  status: 'pending' | 'error' | 'success'
  error: Error | null
  fetchStatus: 'fetching' | 'paused' | 'idle'
  refetch(): void
}

/**
 * The connected account's balance on its chain. The query is asked from the settled connection:
 * the connect's own commit starts no request (a pick's read is done or under way already, see
 * balanceReadAhead). It is read for the shown account, so the balance shows as soon as the answer is
 * in, without waiting for the commit that closes the dialog; `data` only ever belongs to the account
 * and chain shown: a new account is never drawn with the balance of the one before.
 *
 * What is drawn is read from the query cache, whose news come as the answer does. A query's own
 * result reaches its component a timer later (TanStack Query hands its observers their news in a
 * `setTimeout`): on a slow phone the connect's next commit (the dialog closing) ran first, and the
 * balance showed a frame or two after its answer. The query's observer here only asks (and retries,
 * and keeps the answer cached); no render reads it, so its news cost no commit of their own.
 */
export function useConnectedBalance(): ConnectedBalance {
  const { rpc, chains } = useServices()
  const queryClient = useQueryClient()
  const { locale } = useI18n()
  const connected = useConnected()
  const settled = useSettledConnected()
  const address = connected?.address
  const chainId = connected?.chainId
  const fits = connected !== undefined && settled?.address === address && settled?.chainId === chainId
  const options = balanceQuery(rpc, chains, address, chainId)
  const restoring = useIsRestoring()
  // Made first: it puts the query in the cache, so the first render reads it there.
  const [observer] = useState(() => new QueryObserver<BalanceData>(queryClient, { ...options, enabled: options.enabled && fits }))
  const cache = queryClient.getQueryCache()
  const subscribe = useCallback((onChange: () => void) => cache.subscribe((event) => event.query.queryKey[0] === 'balance' && onChange()), [cache])
  // Hashed once per account and chain: the store is read on every event of the cache, and a key's hash is a JSON serialisation.
  const hash = useMemo(() => hashKey(balanceKey(chainId, address)), [address, chainId])
  const read = () => (options.enabled ? cache.get<BalanceData>(hash)?.state : undefined)
  // The server's snapshot is the cache's too: what a page hydrates with is what its query would have drawn.
  const state = useSyncExternalStore(subscribe, read, read)
  // The observer asks as `useQuery` would (on mount, when enabled, on a retry or a refocus, not while
  // a persisted cache is being restored), set again when what is asked changes: a render for the
  // balance or a label asks nothing new. Its effects come after the store's, which note what this
  // render drew: the cache's news of the new options is then not taken for a change (a commit for nothing).
  useEffect(() => {
    const query = balanceQuery(rpc, chains, address, chainId)
    observer.setOptions({ ...query, enabled: query.enabled && fits })
  }, [observer, rpc, chains, address, chainId, fits])
  useEffect(() => (restoring ? undefined : observer.subscribe(() => {})), [observer, restoring])
  const data = useMemo(() => (state?.data === undefined ? undefined : toView(state.data, locale)), [state?.data, locale])
  useRefetchOnSettled(settled?.address, settled?.chainId)
  return {
    data,
    status: state?.status ?? 'pending',
    error: state?.error ?? null,
    fetchStatus: state?.fetchStatus ?? 'idle',
    refetch: () => void observer.refetch(),
  }
}

/**
 * While `active` (the connect dialog is open), works out the locale's digits once when the page is
 * idle: the first `Intl.NumberFormat` of a page costs milliseconds, which would otherwise fall
 * between the wallet's answer and the balance on the button.
 */
export function useWarmBalanceFormat(active: boolean): void {
  const { locale } = useI18n()
  useEffect(() => {
    if (!active) return
    return whenIdle(() => void abbreviateUnits(0n, 18, locale), 1000)
  }, [active, locale])
}

/** The hashes of a transaction list still pending. */
const pendingOf = (transactions: readonly StoredTransaction[]) => new Set(transactions.filter((tx) => tx.status === 'pending').map((tx) => tx.hash))

/**
 * Reads the account's balance again when one of its tracked transactions settles (confirmed or
 * failed: gas was paid either way), rather than keeping the old amount until it goes stale. Every
 * reader of the balance asks, and TanStack Query runs one request for all of them.
 */
function useRefetchOnSettled(address: Address | undefined, chainId: ChainId | undefined): void {
  const { transactions } = useServices()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (address === undefined || chainId === undefined) return
    let pending = pendingOf(transactions.getState().transactions)
    return transactions.subscribe(() => {
      const { transactions: now } = transactions.getState()
      const settled = now.some((tx) => tx.status !== 'pending' && pending.has(tx.hash))
      pending = pendingOf(now)
      if (settled) void queryClient.refetchQueries({ queryKey: balanceKey(chainId, address) }, { cancelRefetch: false })
    })
  }, [transactions, queryClient, address, chainId])
}
