import { useQuery } from '@tanstack/react-query'
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionParameters,
  type ContractFunctionReturnType,
  type DecodeFunctionResultParameters,
  type EncodeFunctionDataParameters,
} from 'viem'
import { RpcUnavailableError } from '../../../src-domain/index.js'
import { useChainId } from '../../../src-ui/hooks/use-chain-id.js'
import { useServices } from '../../../src-ui/services.js'
import { withRevertReason } from './contract-errors.js'
import type { QueryParameter, QueryResult, UnionExactPartial } from './query.js'

type ReadMutability = 'pure' | 'view'

/** What a read of `functionName` returns, as viem decodes it (one output: the value; several: an array). */
export type ReadContractData<
  abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, ReadMutability>,
  args extends ContractFunctionArgs<abi, ReadMutability, functionName>,
> = ContractFunctionReturnType<abi, ReadMutability, functionName, args>

export type UseReadContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, ReadMutability> = ContractFunctionName<abi, ReadMutability>,
  args extends ContractFunctionArgs<abi, ReadMutability, functionName> = ContractFunctionArgs<abi, ReadMutability, functionName>,
  selectData = ReadContractData<abi, functionName, args>,
> = UnionExactPartial<ContractFunctionParameters<abi, ReadMutability, functionName, args>> & {
  /** The chain read; the connected wallet's, else the app's first. */
  chainId?: number | undefined
  /** The caller the contract sees (`msg.sender`). */
  account?: Address | undefined
  /** TanStack Query's options (`enabled`, `select`, `staleTime`, `refetchInterval`...). */
  query?: QueryParameter<ReadContractData<abi, functionName, args>, selectData> | undefined
}

/** The query key of a contract read: the call itself (chain, address, calldata, caller). */
export const readContractKey = (chainId: number, address: string | undefined, data: string | undefined, account: string | undefined) =>
  ['readContract', chainId, address?.toLowerCase(), data, account?.toLowerCase()] as const

/**
 * Reads a contract's view or pure function, as wagmi's `useReadContract`: the call encoded by its
 * ABI with viem, sent through the app's chain reads (`eth_call` over the read kernel, or the
 * in-memory chain's contract table), the answer decoded, and the result cached in the provider's
 * query client. Off until `address`, `abi` and `functionName` are given. A revert is `error`, a
 * ContractRevertedError with its reason decoded by the ABI.
 */
export function useReadContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, ReadMutability>,
  const args extends ContractFunctionArgs<abi, ReadMutability, functionName>,
  selectData = ReadContractData<abi, functionName, args>,
>(parameters: UseReadContractParameters<abi, functionName, args, selectData> = {} as never): QueryResult<selectData> {
  const { rpc } = useServices()
  const current = useChainId()
  const { address, abi, functionName, args, account, query = {} } = parameters as UseReadContractParameters
  const chainId = parameters.chainId ?? current
  let data: `0x${string}` | undefined
  let encodeError: unknown
  if (abi && functionName) {
    try {
      data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
    } catch (error) {
      // Arguments the ABI does not take: the query fails with viem's words, nothing is sent.
      encodeError = error
    }
  }
  const queryKey = readContractKey(chainId, address, data, account)
  const result = useQuery({
    // Only the chain's reads failing are tried again: a revert, or an answer the ABI cannot decode, would come back the same.
    retry: (failures, error) => error instanceof RpcUnavailableError && failures < 3,
    ...(query as QueryParameter<unknown>),
    queryKey,
    enabled: address !== undefined && abi !== undefined && functionName !== undefined && query.enabled !== false,
    queryFn: async () => {
      if (encodeError !== undefined || data === undefined) throw encodeError
      try {
        const answer = await rpc.call({ chainId, to: address as Address, data, ...(account ? { from: account } : {}) })
        return decodeFunctionResult({ abi, functionName, args, data: answer } as DecodeFunctionResultParameters)
      } catch (error) {
        throw withRevertReason(error, abi as Abi)
      }
    },
  })
  return { ...result, queryKey } as QueryResult<selectData>
}
