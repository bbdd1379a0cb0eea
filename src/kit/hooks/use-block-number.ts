import { useQuery } from '@tanstack/react-query'
import { useChainId } from '../../../src-ui/hooks/use-chain-id.js'
import { useServices } from '../../../src-ui/services.js'
import type { QueryParameter, QueryResult } from './query.js'

/** How often a watched block number is read when no `pollingInterval` is given: viem's default for HTTP. */
export const BLOCK_POLLING_MS = 4_000

export interface UseBlockNumberParameters<selectData = bigint> {
  /** The chain read; the connected wallet's, else the app's first. */
  chainId?: number | undefined
  /** Keep it current: read again every `pollingInterval` ms (4 s by default) while mounted. */
  watch?: boolean | { pollingInterval?: number; enabled?: boolean } | undefined
  query?: QueryParameter<bigint, selectData> | undefined
}

/**
 * The chain's latest block number, as wagmi's `useBlockNumber`, from the app's chain reads and
 * cached in the provider's query client; with `watch`, polled (the kit's reads keep no socket).
 */
export function useBlockNumber<selectData = bigint>(parameters: UseBlockNumberParameters<selectData> = {}): QueryResult<selectData> {
  const { rpc } = useServices()
  const current = useChainId()
  const { watch = false, query = {} } = parameters
  const chainId = parameters.chainId ?? current
  const watching = typeof watch === 'object' ? watch.enabled !== false : watch
  const interval = typeof watch === 'object' && watch.pollingInterval !== undefined ? watch.pollingInterval : BLOCK_POLLING_MS
  const queryKey = ['blockNumber', chainId] as const
  const result = useQuery({
    ...(watching ? { refetchInterval: interval } : {}),
    ...query,
    queryKey,
    queryFn: () => rpc.getBlockNumber({ chainId }),
  })
  return { ...result, queryKey } as QueryResult<selectData>
}
