import { useConnectedBalance } from './use-balance.js'

export interface AccountBalance {
  /** Absent until read, and while disconnected. */
  data?: {
    /** In the currency's smallest unit (wei). */
    value: bigint
    decimals: number
    symbol: string
    /** Abbreviated in the visitor's language, truncated, never rounded up: `1.23`. */
    formatted: string
  }
  status: 'pending' | 'error' | 'success'
  /** Every endpoint down after 3 tries (an `RpcUnavailableError`). */
  error: Error | null
  refetch(): void
}

/**
 * The connected account's native balance on its chain, from the same query (and cache) the
 * account button reads; asks nothing while disconnected or on a chain the app does not configure.
 */
export function useAccountBalance(): AccountBalance {
  // The same query as the connect button's, started as it is: not by the connect's own commit.
  const { query, data: shown } = useConnectedBalance()
  const data = shown ? { value: BigInt(shown.wei), decimals: shown.decimals, symbol: shown.symbol, formatted: shown.formatted } : undefined
  return {
    ...(data ? { data } : {}),
    status: data ? 'success' : query.status === 'error' ? 'error' : 'pending',
    error: query.error,
    refetch: () => void query.refetch(),
  }
}
