import { useDeferredValue } from 'react'
import { useConnected } from './use-connection.js'
import { useBalance } from './use-balance.js'

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
  const connected = useConnected()
  // As the connect button does: the connect's own commit does not start the read.
  const address = useDeferredValue(connected?.address)
  const chainId = useDeferredValue(connected?.chainId)
  const query = useBalance(address, chainId)
  const fits = connected !== undefined && address === connected.address && chainId === connected.chainId
  const data = fits && query.data ? { value: BigInt(query.data.wei), decimals: query.data.decimals, symbol: query.data.symbol, formatted: query.data.formatted } : undefined
  return { ...(data ? { data } : {}), status: data ? 'success' : query.status === 'error' ? 'error' : 'pending', error: query.error, refetch: () => void query.refetch() }
}
