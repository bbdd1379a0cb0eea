import { decodeErrorResult, type Abi } from 'viem'
import { ContractRevertedError } from '../../../src-domain/index.js'

/**
 * A reverted call's error with its reason in words, decoded from its revert data by the contract's
 * ABI (`Error(string)`, `Panic(uint256)`, the contract's own errors); any other error as it is.
 */
export function withRevertReason(error: unknown, abi: Abi | readonly unknown[]): unknown {
  if (!(error instanceof ContractRevertedError) || error.reason !== undefined || error.data === undefined) return error
  try {
    const decoded = decodeErrorResult({ abi: abi as Abi, data: error.data })
    const reason = decoded.errorName === 'Error' ? String(decoded.args?.[0]) : `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
    return new ContractRevertedError({ data: error.data, reason }, { cause: error })
  } catch {
    return error
  }
}
