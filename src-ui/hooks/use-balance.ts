import { useQuery } from '@tanstack/react-query'
import { abbreviateBalance, findChain, formatUnits, type Address, type ChainId } from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { useServices } from '../services.js'

export interface BalanceView {
  /** Wei as a decimal string: the query cache is persisted as JSON, which has no bigint. */
  wei: string
  formatted: string
  symbol: string
}

/** The native balance of an account on a configured chain; nothing is asked before there is an account. */
export function useBalance(address: Address | undefined, chainId: ChainId | undefined) {
  const { rpc, chains } = useServices()
  const chain = chainId === undefined ? undefined : findChain(chains, chainId)
  const { locale } = useI18n()
  const decimals = chain?.nativeCurrency.decimals ?? 18
  return useQuery({
    queryKey: ['balance', chainId, address?.toLowerCase()],
    enabled: address !== undefined && chain !== undefined,
    queryFn: async (): Promise<BalanceView> => {
      const value = await rpc.getBalance({ address: address as Address, chainId: chainId as ChainId })
      const currency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      return {
        wei: value.toString(),
        formatted: abbreviateBalance(Number(formatUnits(value, currency.decimals))),
        symbol: currency.symbol,
      }
    },
    // Written in the visitor's locale at render time: the cached balance does not depend on it.
    select: (view: BalanceView): BalanceView => ({ ...view, formatted: abbreviateBalance(Number(formatUnits(BigInt(view.wei), decimals)), locale) }),
    staleTime: 10_000,
  })
}
