import { STORAGE_KEY_TRANSACTIONS } from '../constants.js'
import { InvalidTransactionError } from '../errors/transaction.js'
import type { ChainRpcPort } from '../ports/chain-rpc-port.js'
import type { StoragePort } from '../ports/storage-port.js'
import { createStore, type ReadableStore } from '../store.js'
import type { Address, ChainId, Hex } from '../types.js'
import { readAccountTransactions, writeAccountTransactions } from './stored-transactions.js'
import type { NewTransaction, StoredTransaction, TransactionStatus } from './types.js'
import { validateTransaction } from './validate.js'

export interface TransactionServiceDeps {
  storage: StoragePort
  rpc: ChainRpcPort
  /** How long one receipt wait may take before the transaction is marked failed. */
  receiptTimeoutMs?: number
}

export interface TransactionAccount {
  address: Address
  chainId: ChainId
}

export interface TransactionsState {
  account: TransactionAccount | null
  transactions: readonly StoredTransaction[]
}

/** Ten minutes: far past any OP block time, short enough that nothing stays pending forever. */
export const DEFAULT_RECEIPT_TIMEOUT_MS = 600_000

/**
 * Recent transactions of the connected account: added pending, tracked to their receipt
 * (confirmed, or failed when reverted, when the wait errors or times out), kept in storage.
 */
export class TransactionService implements ReadableStore<TransactionsState> {
  readonly #store = createStore<TransactionsState>({ account: null, transactions: [] })
  readonly #deps: TransactionServiceDeps
  readonly #tracking = new Map<string, AbortController>()

  constructor(deps: TransactionServiceDeps) {
    this.#deps = deps
  }

  getState = (): TransactionsState => this.#store.getState()
  subscribe = (listener: () => void): (() => void) => this.#store.subscribe(listener)

  /** Follows another tab's changes to the stored transactions. Returns a stop function. */
  start(): () => void {
    return this.#deps.storage.subscribe((change) => {
      if (change.key === null || change.key === STORAGE_KEY_TRANSACTIONS) this.#reload()
    })
  }

  /** Switches to the connected account (or none) and resumes tracking its pending transactions. */
  setAccount(account: TransactionAccount | null): void {
    const current = this.getState().account
    if (current?.address === account?.address && current?.chainId === account?.chainId) return
    for (const controller of this.#tracking.values()) controller.abort()
    this.#tracking.clear()
    this.#store.setState({ account, transactions: [] })
    this.#reload()
  }

  /** Adds a transaction for the connected account; throws every validation message at once. */
  add(tx: NewTransaction): void {
    const errors = validateTransaction(tx)
    if (errors.length > 0) throw new InvalidTransactionError(errors)
    const account = this.getState().account
    if (!account) return
    const stored: StoredTransaction = { hash: tx.hash as Hex, description: tx.description, status: 'pending' }
    if (tx.confirmations !== undefined) stored.confirmations = tx.confirmations
    this.#write(account, (txs) => [stored, ...txs.filter((existing) => existing.hash !== stored.hash)])
    this.#track(account, stored)
  }

  clear(): void {
    const account = this.getState().account
    if (!account) return
    for (const controller of this.#tracking.values()) controller.abort()
    this.#tracking.clear()
    this.#write(account, () => [])
  }

  #reload(): void {
    const account = this.getState().account
    const transactions = account ? readAccountTransactions(this.#deps.storage, account.address, account.chainId) : []
    this.#store.setState({ account, transactions })
    if (account) for (const tx of transactions) if (tx.status === 'pending') this.#track(account, tx)
  }

  #write(account: TransactionAccount, update: (txs: StoredTransaction[]) => StoredTransaction[]): void {
    const transactions = writeAccountTransactions(this.#deps.storage, account.address, account.chainId, update)
    if (this.#isCurrent(account)) this.#store.setState({ account, transactions })
  }

  #isCurrent(account: TransactionAccount): boolean {
    const current = this.getState().account
    return current?.address === account.address && current.chainId === account.chainId
  }

  #track(account: TransactionAccount, tx: StoredTransaction): void {
    const key = `${account.chainId}:${tx.hash}`
    if (this.#tracking.has(key)) return
    const controller = new AbortController()
    this.#tracking.set(key, controller)
    const finish = (status: TransactionStatus) => {
      if (controller.signal.aborted) return
      this.#tracking.delete(key)
      this.#write(account, (txs) => txs.map((entry) => (entry.hash === tx.hash ? { ...entry, status } : entry)))
    }
    this.#deps.rpc
      .waitForTransactionReceipt({
        hash: tx.hash,
        chainId: account.chainId,
        confirmations: tx.confirmations ?? 1,
        timeoutMs: this.#deps.receiptTimeoutMs ?? DEFAULT_RECEIPT_TIMEOUT_MS,
        signal: controller.signal,
      })
      .then(
        (receipt) => finish(receipt.status === 'success' ? 'confirmed' : 'failed'),
        () => finish('failed'),
      )
  }
}
