import { useQuery } from '@tanstack/react-query'
import { NAME_STALE_MS, type AccountName, type Address } from '../../src-domain/index.js'
import { useServices } from '../services.js'

/** The query key of an account's name: what the persisted cache stores it under (checked on restore). */
export const accountNameKey = (address: string) => ['name', address.toLowerCase()] as const

/**
 * An account's name and avatar, once looked up (the app's naming system's code is fetched on the
 * first lookup, after a connect): undefined until then, when the app has no naming system, and when
 * the lookup failed (the address is shown, as before). Kept in the query cache, taken as current
 * for an hour and persisted with it. While `lookUp` is false a stored name is still shown, but none
 * is asked for.
 */
export function useAccountName(address: Address | undefined, lookUp = true): AccountName | undefined {
  const { names } = useServices()
  const { data } = useQuery({
    queryKey: accountNameKey(address ?? ''),
    enabled: lookUp && names !== undefined && address !== undefined,
    queryFn: ({ signal }) => (names as NonNullable<typeof names>).lookup(address as Address, signal),
    staleTime: NAME_STALE_MS,
    // A node that does not answer: one more try, then the address stays until the next mount.
    retry: 1,
  })
  return data
}
