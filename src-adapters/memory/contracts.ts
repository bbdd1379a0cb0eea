import type { Abi, ContractFunctionArgs, ContractFunctionName, ContractFunctionReturnType } from 'viem'
import { ContractRevertedError, type Address, type ChainId, type Hex } from '../../src-domain/index.js'

/** Who calls a memory contract, and with what. */
export interface MemoryCall {
  chainId: ChainId
  /** The caller: the sending account for a write; for a read, the `from` asked with, if any. */
  from: Address | undefined
  value: bigint
}

/**
 * A contract of the in-memory chain: its ABI and, by function name, what its functions do. A read
 * gets the decoded arguments and returns the result as viem decodes it (one output: the value;
 * several: an array); a write gets the arguments and changes what later reads return. A handler
 * that throws reverts the call, its message the revert reason.
 */
export interface MemoryContract {
  abi: Abi
  read?: Readonly<Record<string, (args: readonly never[], call: MemoryCall) => unknown>>
  write?: Readonly<Record<string, (args: readonly never[], call: MemoryCall & { from: Address }) => void>>
}

type ReadName<abi extends Abi> = ContractFunctionName<abi, 'pure' | 'view'>
type WriteName<abi extends Abi> = ContractFunctionName<abi, 'nonpayable' | 'payable'>

/** A {@link MemoryContract} whose handlers are typed by its ABI (`as const`): arguments and results as viem types them. */
export interface TypedMemoryContract<abi extends Abi> {
  abi: abi
  read?: {
    [name in ReadName<abi>]?: (
      args: ContractFunctionArgs<abi, 'pure' | 'view', name>,
      call: MemoryCall,
    ) => ContractFunctionReturnType<abi, 'pure' | 'view', name>
  }
  write?: { [name in WriteName<abi>]?: (args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>, call: MemoryCall & { from: Address }) => void }
}

/** Checks a memory contract's handlers against its ABI at compile time; the object is returned as it is. */
export function memoryContract<const abi extends Abi>(contract: TypedMemoryContract<abi>): MemoryContract {
  return contract as unknown as MemoryContract
}

/** viem's ABI coding, loaded on the first contract call: the in-memory backend's start does not carry it. */
const coding = () => import('./abi-coding.js')

/** `Error(string)`, as Solidity's `require` and `revert("...")` encode a reason. */
async function revertWith(reason: string): Promise<never> {
  const { encodeAbiParameters } = await coding()
  const data = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], [reason]).slice(2)}` as Hex
  throw new ContractRevertedError({ data, reason })
}

/** Runs a handler; what it throws is the call reverting, its message the reason. */
async function run<T>(handler: () => T): Promise<T> {
  try {
    return handler()
  } catch (error) {
    return revertWith(error instanceof Error ? error.message : String(error))
  }
}

/**
 * Answers an `eth_call` from a memory contract: the calldata decoded by the ABI, the function's
 * handler run, its result encoded. A function it has no read handler for reverts.
 */
export async function callMemoryContract(contract: MemoryContract, data: Hex, call: MemoryCall): Promise<Hex> {
  const { decodeFunctionData, encodeFunctionResult } = await coding()
  const decoded = await run(() => decodeFunctionData({ abi: contract.abi, data }))
  const handler = contract.read?.[decoded.functionName]
  if (!handler) return revertWith(`${decoded.functionName} cannot be read on this memory contract.`)
  const result = await run(() => handler((decoded.args ?? []) as readonly never[], call))
  return encodeFunctionResult({ abi: contract.abi, functionName: decoded.functionName, result } as Parameters<typeof encodeFunctionResult>[0])
}

/** Runs a transaction's function on a memory contract; a function it has no write handler for reverts. */
export async function executeMemoryContract(contract: MemoryContract, data: Hex, call: MemoryCall & { from: Address }): Promise<void> {
  const { decodeFunctionData } = await coding()
  const decoded = await run(() => decodeFunctionData({ abi: contract.abi, data }))
  const handler = contract.write?.[decoded.functionName]
  if (!handler) return revertWith(`${decoded.functionName} cannot be written on this memory contract.`)
  await run(() => handler((decoded.args ?? []) as readonly never[], call))
}
