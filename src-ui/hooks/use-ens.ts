import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import { NAME_STALE_MS, type Address } from '../../src-domain/index.js'
import { useServices } from '../services.js'

/** TanStack Query's options a name hook passes on (wagmi's `query`): all but the key and the function. */
export type NameQueryOptions<T> = Omit<UseQueryOptions<T | null, Error, T | null>, 'queryKey' | 'queryFn'>

/** A name query's result, as wagmi's: TanStack's, with its key. */
export type NameQueryResult<T> = UseQueryResult<T | null, Error> & { queryKey: readonly unknown[] }

/**
 * One read of the app's naming system (`names` of `createWalletServices`), cached in the provider's
 * query client for an hour; off while its input is missing or the app has no naming system.
 */
function useNameQuery<T>(
  key: readonly unknown[],
  ready: boolean,
  read: (signal: AbortSignal) => Promise<T | null>,
  query: NameQueryOptions<T> = {},
): NameQueryResult<T> {
  const { names } = useServices()
  const result = useQuery({
    staleTime: NAME_STALE_MS,
    retry: 1,
    ...query,
    queryKey: key,
    queryFn: ({ signal }) => read(signal),
    enabled: ready && names !== undefined && query.enabled !== false,
  })
  return { ...result, queryKey: key } as NameQueryResult<T>
}

/** The app's naming system: a query runs only when there is one. */
const namesOf = (services: ReturnType<typeof useServices>) => services.names as NonNullable<ReturnType<typeof useServices>['names']>

/**
 * An address's primary name, as wagmi's `useEnsName`: its reverse record, given only when the name
 * resolves back to the address and shows as written; `null` when it has none.
 */
export function useEnsName({
  address,
  query,
}: {
  address?: Address | undefined
  chainId?: number
  query?: NameQueryOptions<string>
} = {}): NameQueryResult<string> {
  const services = useServices()
  return useNameQuery(
    ['ensName', address?.toLowerCase()],
    address !== undefined,
    async (signal) => (await namesOf(services).lookup(address as Address, signal)).name,
    query,
  )
}

/** The address a name resolves to, as wagmi's `useEnsAddress`; `null` when it has none. */
export function useEnsAddress({
  name,
  query,
}: {
  name?: string | undefined
  chainId?: number
  query?: NameQueryOptions<Address>
} = {}): NameQueryResult<Address> {
  const services = useServices()
  return useNameQuery(['ensAddress', name], name !== undefined && name !== '', (signal) => namesOf(services).resolveName(name as string, signal), query)
}

/**
 * A name's avatar as an https URL (an `ipfs://` record through the gateway), as wagmi's
 * `useEnsAvatar`; `null` when it has none the app would load (http:, data:, NFT references).
 */
export function useEnsAvatar({ name, query }: { name?: string | undefined; chainId?: number; query?: NameQueryOptions<string> } = {}): NameQueryResult<string> {
  const services = useServices()
  return useNameQuery(['ensAvatar', name], name !== undefined && name !== '', (signal) => namesOf(services).avatar(name as string, signal), query)
}
