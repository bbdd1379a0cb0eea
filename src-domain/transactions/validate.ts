import { TRANSACTION_MESSAGES } from '../errors/transaction.js'

const HASH_RE = /^0x[0-9a-fA-F]{64}$/

export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && HASH_RE.test(value)
}

/** Every problem with a transaction to add, as the spec words it; empty when it is valid. */
export function validateTransaction(tx: unknown): string[] {
  const record = typeof tx === 'object' && tx !== null ? (tx as Record<string, unknown>) : {}
  const errors: string[] = []
  if (!isTransactionHash(record.hash)) errors.push(TRANSACTION_MESSAGES.invalidHash)
  if (typeof record.description !== 'string') errors.push(TRANSACTION_MESSAGES.missingDescription)
  const confirmations = record.confirmations
  if (confirmations !== undefined && !(Number.isInteger(confirmations) && (confirmations as number) >= 1)) {
    errors.push(TRANSACTION_MESSAGES.invalidConfirmations)
  }
  return errors
}
