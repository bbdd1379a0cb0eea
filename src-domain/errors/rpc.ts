import { BaseError, type BaseErrorOptions } from './base.js'
import type { ChainId, Hex } from '../types.js'

export type RpcUnavailableErrorType = RpcUnavailableError
/**
 * No RPC endpoint of a chain answered (each failed, timed out or answered nonsense). Retryable:
 * the UI offers to try again; the last endpoint's failure is the cause.
 */
export class RpcUnavailableError extends BaseError {
  override name = 'RpcUnavailableError'
  readonly chainId: ChainId
  readonly retryable = true
  constructor(chainId: ChainId, options: BaseErrorOptions = {}) {
    super(`No RPC endpoint of chain ${chainId} answered.`, options)
    this.chainId = chainId
  }
}

export type ContractRevertedErrorType = ContractRevertedError
/**
 * The chain answered that a contract call reverts: an answer, not a node failing, so no other
 * endpoint is asked. `data` is the revert data as the node gave it (an `Error(string)`, a custom
 * error), when it gave any; `reason` the words decoded from it, when they could be.
 */
export class ContractRevertedError extends BaseError {
  override name = 'ContractRevertedError'
  readonly data: Hex | undefined
  readonly reason: string | undefined
  constructor(args: { data?: Hex; reason?: string } = {}, options: BaseErrorOptions = {}) {
    super(args.reason ? `The contract call reverted: ${args.reason}` : 'The contract call reverted.', options)
    this.data = args.data
    this.reason = args.reason
  }
}
