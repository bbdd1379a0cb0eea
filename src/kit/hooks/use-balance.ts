import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useCallback } from 'react'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Address } from 'viem'
import { abbreviateUnits, formatUnits } from '../../../src-domain/index.js'
import { useAccountBalance, type AccountBalance } from '../../../src-ui/hooks/use-account-balance.js'
import { useBalance as useNativeBalance, type BalanceData, type BalanceView } from '../../../src-ui/hooks/use-balance.js'
import { useChainId } from '../../../src-ui/hooks/use-chain-id.js'
import { useConnected } from '../../../src-ui/hooks/use-connection.js'
import { useI18n } from '../../../src-ui/i18n/I18nProvider.js'
import { useServices } from '../../../src-ui/services.js'

export interface UseBalanceParameters {
  /** Whose balance; the connected account's by default. */
  address?: Address | undefined
  /** An ERC-20 token's address: its balance (`balanceOf`), `decimals` and `symbol`, read from the token. The chain's native currency by default. */
  token?: Address | undefined
  /** The chain read; the connected wallet's, else the app's first. */
  chainId?: number | undefined
}

/** `useBalance`'s result (wagmi's shape): `data` is `{ value, decimals, symbol, formatted, display }`. */
export type Balance = AccountBalance

/** One ERC-20 `eth_call`: its calldata and how its answer decodes. */
function erc20Call<const name extends 'balanceOf' | 'decimals' | 'symbol'>(functionName: name, args: readonly unknown[]) {
  const call = { abi: erc20Abi, functionName, args } as never
  return { data: encodeFunctionData(call), decode: (answer: `0x${string}`) => decodeFunctionResult({ ...(call as object), data: answer } as never) as unknown }
}

/** A query's state in the balance's shape. */
function asBalance(query: UseQueryResult<BalanceView, Error>, refetch: () => void): Balance {
  const view = query.data
  return {
    ...(view ? { data: { value: BigInt(view.wei), decimals: view.decimals, symbol: view.symbol, formatted: view.formatted, display: view.display } } : {}),
    status: query.status,
    error: query.error,
    isPending: query.isPending,
    isSuccess: query.isSuccess,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch,
  }
}

/**
 * A balance, as wagmi's `useBalance`: with no parameters the connected account's native balance
 * on its chain (the account button's own query and cache, read again when one of its tracked
 * transactions settles and on an account or chain change); with `address`, `chainId` or `token`,
 * that account's, on that chain, of that ERC-20 token. `formatted` is exact; `display` is the
 * abbreviation the account button shows.
 */
export function useBalance(parameters: UseBalanceParameters = {}): Balance {
  const { address, token, chainId } = parameters
  const { rpc } = useServices()
  const { locale } = useI18n()
  const connected = useConnected()
  const current = useChainId()
  const own = useAccountBalance()
  const custom = address !== undefined || token !== undefined || chainId !== undefined
  const holder = address ?? connected?.address
  const chain = chainId ?? current
  const native = useNativeBalance(custom && token === undefined ? holder : undefined, chain)
  const tokenBalance = useQuery({
    queryKey: ['tokenBalance', chain, token?.toLowerCase(), holder?.toLowerCase()],
    enabled: token !== undefined && holder !== undefined,
    queryFn: async (): Promise<BalanceData> => {
      const read = async (call: ReturnType<typeof erc20Call>) => call.decode(await rpc.call({ chainId: chain, to: token as Address, data: call.data }))
      const [value, decimals, symbol] = await Promise.all([
        read(erc20Call('balanceOf', [holder])),
        read(erc20Call('decimals', [])),
        read(erc20Call('symbol', [])),
      ])
      return { wei: String(value), decimals: Number(decimals), symbol: String(symbol) }
    },
    select: useCallback(
      (data: BalanceData): BalanceView => ({
        ...data,
        formatted: formatUnits(BigInt(data.wei), data.decimals),
        display: abbreviateUnits(BigInt(data.wei), data.decimals, locale),
      }),
      [locale],
    ),
    staleTime: 10_000,
  })
  const { refetch: readNative } = native
  const { refetch: readToken } = tokenBalance
  const refetchNative = useCallback(() => void readNative(), [readNative])
  const refetchToken = useCallback(() => void readToken(), [readToken])
  if (!custom) return own
  return token === undefined ? asBalance(native, refetchNative) : asBalance(tokenBalance, refetchToken)
}
