import { BaseError, type BaseErrorOptions } from './base.js'
import type { ChainId } from '../types.js'

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
