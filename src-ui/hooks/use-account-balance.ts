import { useConnectedBalance } from './use-balance.js'

export interface AccountBalance {
  /** Absent until read, and while disconnected. */
  data?: {
    /** In the currency's smallest unit (wei). */
    value: bigint
    decimals: number
    symbol: string
    /** Exact, in whole units, as viem's `formatUnits` writes it: `1.2345`. */
    formatted: string
    /** Abbreviated in the visitor's language, truncated, never rounded up: `1.23`, `10k` (what the account button shows). */
    display: string
  }
  status: 'pending' | 'error' | 'success'
  /** Every endpoint down after 3 tries (an `RpcUnavailableError`). */
  error: Error | null
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** A read is under way (the first, or one again after a transaction settled). */
  isFetching: boolean
  refetch(): void
}

/**
 * The connected account's native balance on its chain, from the same query (and cache) the
 * account button reads; asks nothing while disconnected or on a chain the app does not configure.
 */
export function useAccountBalance(): AccountBalance {
  // The same query as the connect button's, started as it is: not by the connect's own commit.
  const balance = useConnectedBalance()
  const shown = balance.data
  const data = shown
    ? { value: BigInt(shown.wei), decimals: shown.decimals, symbol: shown.symbol, formatted: shown.formatted, display: shown.display }
    : undefined
  const status = data ? 'success' : balance.status === 'error' ? 'error' : 'pending'
  return {
    ...(data ? { data } : {}),
    status,
    error: balance.error,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: balance.fetchStatus === 'fetching',
    refetch: balance.refetch,
  }
}
