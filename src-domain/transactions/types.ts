import type { Hex } from '../types.js'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A transaction as stored under `rk-transactions`, the app this replaces' shape. */
export interface StoredTransaction {
  hash: Hex
  description: string
  status: TransactionStatus
  confirmations?: number
}

export interface NewTransaction {
  hash: string
  description: string
  confirmations?: number
}
