import { useCallback } from 'react'
import type { NewTransaction, StoredTransaction, TransactionsState } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useStore } from './use-store.js'

/**
 * Adds a transaction to the connected account's Recent Transactions (RainbowKit's name): stored
 * pending, then tracked to confirmed or failed. Throws `InvalidTransactionError` with every
 * validation message at once, or `NotConnectedError` when no account is connected.
 */
export function useAddRecentTransaction(): (transaction: NewTransaction) => void {
  const { transactions } = useServices()
  return useCallback((transaction: NewTransaction) => transactions.add(transaction), [transactions])
}

/** The connected account's transactions on its chain, newest first; re-renders as they change. */
export function useRecentTransactions(): readonly StoredTransaction[] {
  return useTransactionsState().transactions
}

/** The whole state: the account the transactions belong to, and them. */
export function useTransactionsState(): TransactionsState {
  return useStore(useServices().transactions)
}
