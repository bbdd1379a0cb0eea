import { BaseError, type BaseErrorOptions } from './base.js'

export const TRANSACTION_MESSAGES = {
  invalidHash: 'Invalid transaction hash',
  missingDescription: 'Transaction must have a description',
  invalidConfirmations: 'Transaction confirmations must be a positive integer',
} as const

export type InvalidTransactionErrorType = InvalidTransactionError
/** Carries every validation message at once so a caller can show them all. */
export class InvalidTransactionError extends BaseError {
  override name = 'InvalidTransactionError'
  readonly messages: readonly string[]
  constructor(messages: readonly string[], options: BaseErrorOptions = {}) {
    super(messages.join('; '), options)
    this.messages = messages
  }
}

export type WaitForReceiptTimeoutErrorType = WaitForReceiptTimeoutError
/** No receipt within the time a wait was given. */
export class WaitForReceiptTimeoutError extends BaseError {
  override name = 'WaitForReceiptTimeoutError'
  constructor(hash: string, timeoutMs: number, options: BaseErrorOptions = {}) {
    super(`Timed out after ${timeoutMs} ms waiting for the receipt of ${hash}.`, options)
  }
}

export type TransactionRevertedErrorType = TransactionRevertedError
/** The transaction was mined and reverted: its receipt says so (a wait for it fails with this, as wagmi's does). */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError'
  readonly hash: string
  readonly blockNumber: bigint
  constructor(hash: string, blockNumber: bigint, options: BaseErrorOptions = {}) {
    super(`Transaction ${hash} reverted in block ${blockNumber}.`, options)
    this.hash = hash
    this.blockNumber = blockNumber
  }
}
