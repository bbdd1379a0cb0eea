import { useMutation, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  encodeFunctionData,
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionParameters,
  type EncodeFunctionDataParameters,
} from 'viem'
import { NotConnectedError, type Hex, type NewTransaction } from '../../../src-domain/index.js'
import { useServices } from '../../../src-ui/services.js'
import { withRevertReason } from './contract-errors.js'

type WriteMutability = 'nonpayable' | 'payable'

export type WriteContractVariables<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<abi, WriteMutability>,
  args extends ContractFunctionArgs<abi, WriteMutability, functionName> = ContractFunctionArgs<abi, WriteMutability, functionName>,
> = ContractFunctionParameters<abi, WriteMutability, functionName, args> & {
  /** Wei sent with the call (a payable function). */
  value?: bigint | undefined
  /** The chain to send on; the wallet is moved there first. The connected chain by default. */
  chainId?: number | undefined
  gas?: bigint | undefined
  /** Adds the sent transaction to the account's Recent Transactions (the account dialog tracks it to confirmed or failed). */
  recentTransaction?: Omit<NewTransaction, 'hash'> | undefined
}

type AnyVariables = WriteContractVariables<Abi | readonly unknown[], string, readonly unknown[]>

/** A write's call, typed by the ABI given in its variables. */
type WriteCall<result> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, WriteMutability>,
  const args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(
  variables: WriteContractVariables<abi, functionName, args>,
  options?: MutateOptions<Hex, Error, AnyVariables>,
) => result

/** Sends without rejecting (the failure is in `error`), as wagmi's `writeContract`. */
export type WriteContract = WriteCall<void>

/** Sends and resolves with the transaction's hash, or rejects with the wallet's error, as wagmi's `writeContractAsync`. */
export type WriteContractAsync = WriteCall<Promise<Hex>>

export type UseWriteContractReturnType = UseMutationResult<Hex, Error, AnyVariables> & {
  writeContract: WriteContract
  writeContractAsync: WriteContractAsync
}

/**
 * Calls a contract's state-changing function from the connected account, as wagmi's
 * `useWriteContract`: the call encoded by its ABI with viem and sent through the wallet (which
 * asks the user), its state a TanStack mutation of the provider's query client (`data` is the
 * hash; `status`, `error`, `isPending`, `reset`...). Wait for it with `useWaitForTransactionReceipt`,
 * or give `recentTransaction` to list it in the account dialog.
 */
export function useWriteContract({
  mutation,
}: {
  mutation?: Omit<UseMutationOptions<Hex, Error, AnyVariables>, 'mutationFn'>
} = {}): UseWriteContractReturnType {
  const { wallet, connection, transactions } = useServices()
  const result = useMutation({
    ...mutation,
    mutationFn: async (variables: AnyVariables) => {
      const state = connection.getState()
      if (state.status !== 'connected') throw new NotConnectedError()
      const { abi, functionName, args, address, value, chainId, gas, recentTransaction } = variables
      const data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
      let hash: Hex
      try {
        hash = await wallet.sendTransaction({
          from: state.address,
          to: address,
          data,
          chainId: chainId ?? state.chainId,
          ...(value === undefined ? {} : { value }),
          ...(gas === undefined ? {} : { gas }),
        })
      } catch (error) {
        throw withRevertReason(error, abi)
      }
      if (recentTransaction) transactions.add({ ...recentTransaction, hash })
      return hash
    },
  })
  const { mutate, mutateAsync } = result
  return {
    ...result,
    writeContract: useCallback<WriteContract>((variables, options) => mutate(variables as AnyVariables, options), [mutate]),
    writeContractAsync: useCallback<WriteContractAsync>((variables, options) => mutateAsync(variables as AnyVariables, options), [mutateAsync]),
  }
}
