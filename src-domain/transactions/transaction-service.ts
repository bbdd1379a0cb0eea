import type { ConnectionState } from '../connection/state.js'
import { STORAGE_KEY_TRANSACTIONS } from '../constants.js'
import { NotConnectedError } from '../errors/connection.js'
import { InvalidTransactionError } from '../errors/transaction.js'
import type { ChainRpcPort } from '../ports/chain-rpc-port.js'
import type { StoragePort } from '../ports/storage-port.js'
import { childController, Service } from '../service.js'
import type { ReadableStore } from '../store.js'
import type { Address, ChainId } from '../types.js'
import { cleanDescription, readAccountTransactions, writeAccountTransactions } from './stored-transactions.js'
import type { NewTransaction, StoredTransaction, TransactionStatus } from './types.js'
import { validateTransaction } from './validate.js'
import { DEFAULT_RECEIPT_POLLING_MS, waitForReceipt } from './wait-for-receipt.js'

export interface TransactionServiceDeps {
  storage: StoragePort
  rpc: ChainRpcPort
  /** When given, the running service follows its connected account and chain. */
  connection?: ReadableStore<ConnectionState>
  /** How long one receipt wait may take. Default {@link DEFAULT_RECEIPT_TIMEOUT_MS}. */
  receiptTimeoutMs?: number
  /** Receipt waits tried before a transaction is marked failed. Default {@link DEFAULT_RECEIPT_ATTEMPTS}. */
  receiptAttempts?: number
  /** Pause before the second attempt; doubled before each further one. Default {@link DEFAULT_RETRY_DELAY_MS}. */
  retryDelayMs?: number
  /** How often a receipt wait asks the chain again. Default {@link DEFAULT_RECEIPT_POLLING_MS}. */
  receiptPollingMs?: number
  /** Receipt waits run at once per address and chain; further pending ones wait their turn. */
  maxConcurrentWaits?: number
}

export interface TransactionAccount {
  address: Address
  chainId: ChainId
}

export interface TransactionsState {
  account: TransactionAccount | null
  /** The account's transactions, newest first: every pending one and up to 10 others. */
  transactions: readonly StoredTransaction[]
}

/**
 * The bound on tracking (nothing stays pending forever). One wait lasts at most 5 minutes;
 * a wait that errors or times out is tried again after 2 s, then 4 s; after 3 attempts (at most
 * 15 min 6 s in all) the transaction is marked failed. A reload starts the count again for the
 * pending transactions it finds. A failed mark is final, even if the transaction lands later.
 */
export const DEFAULT_RECEIPT_TIMEOUT_MS = 300_000
export const DEFAULT_RECEIPT_ATTEMPTS = 3
export const DEFAULT_RETRY_DELAY_MS = 2_000
export const DEFAULT_MAX_CONCURRENT_WAITS = 10

const sameAccount = (a: TransactionAccount | null, b: TransactionAccount | null) =>
  a === b || (a !== null && b !== null && a.address.toLowerCase() === b.address.toLowerCase() && a.chainId === b.chainId)

const accountKey = (account: TransactionAccount) => `${account.address.toLowerCase()}:${account.chainId}`

/** The account transactions are kept for: the connected one, unless its chain is not supported. */
export function transactionAccountOf(state: ConnectionState): TransactionAccount | null {
  return state.status === 'connected' && !state.unsupported ? { address: state.address, chainId: state.chainId } : null
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/**
 * Recent transactions of the connected account, kept in `rk-transactions`: added pending, tracked
 * to their receipt (confirmed; failed when reverted or when the bounded waits run out), shared
 * with other tabs through `StoragePort.subscribe`. Tracking and following other tabs happen while
 * the service runs (see {@link Service}); stopping aborts the receipt waits, and the next run
 * picks the pending transactions up again.
 */
export class TransactionService extends Service<TransactionsState> {
  readonly #deps: TransactionServiceDeps
  /** Receipt waits under way, by `address:chainId` then lowercase hash. */
  readonly #tracking = new Map<string, Map<string, AbortController>>()

  constructor(deps: TransactionServiceDeps) {
    super({ account: null, transactions: [] })
    this.#deps = deps
  }

  /** How often a receipt wait asks the chain again: the app's other chain polls (a hook's receipt wait) use it too. */
  get receiptPollingMs(): number {
    return this.#deps.receiptPollingMs ?? DEFAULT_RECEIPT_POLLING_MS
  }

  protected onStart(): () => void {
    const stops = [
      this.#deps.storage.subscribe((change) => {
        if (change.key === null || change.key === STORAGE_KEY_TRANSACTIONS) this.#reload()
      }),
    ]
    const connection = this.#deps.connection
    if (connection) {
      const follow = () => this.setAccount(transactionAccountOf(connection.getState()))
      stops.push(connection.subscribe(follow))
      follow()
    }
    // What other tabs wrote while stopped, and the pending transactions to track again.
    this.#reload()
    return () => {
      stops.forEach((stop) => stop())
      // The run's signal has aborted every wait; their slots are free for the next run.
      this.#tracking.clear()
    }
  }

  /**
   * Switches to the connected account (or none), reads its transactions and tracks its pending
   * ones. Waits already under way for another account go on: their result is stored under theirs.
   */
  setAccount(account: TransactionAccount | null): void {
    if (sameAccount(this.getState().account, account)) return
    this.store.setState({ account, transactions: [] })
    this.#reload()
  }

  /** Adds a transaction for the connected account; throws every validation message at once. */
  add(tx: NewTransaction): void {
    const errors = validateTransaction(tx)
    if (errors.length > 0) throw new InvalidTransactionError(errors)
    const account = this.getState().account
    if (!account) throw new NotConnectedError()
    const stored: StoredTransaction = {
      hash: tx.hash as StoredTransaction['hash'],
      description: cleanDescription(tx.description),
      status: 'pending',
    }
    if (tx.confirmations !== undefined) stored.confirmations = tx.confirmations
    const hash = stored.hash.toLowerCase()
    this.#abort(account, (tracked) => tracked === hash)
    this.#write(account, (txs) => [stored, ...txs.filter((existing) => existing.hash.toLowerCase() !== hash)])
    this.#trackPending(account, hash)
  }

  /** Clear All: forgets the connected account's transactions on this chain, pending ones too. */
  clear(): void {
    const account = this.getState().account
    if (!account) return
    this.#abort(account, () => true)
    this.#write(account, () => [])
  }

  /** How many receipt waits are under way (all accounts); for tests and diagnostics. */
  get trackedCount(): number {
    let count = 0
    for (const waits of this.#tracking.values()) count += waits.size
    return count
  }

  #reload(): void {
    const account = this.getState().account
    const transactions = account ? readAccountTransactions(this.#deps.storage, account.address, account.chainId) : []
    this.store.setState({ account, transactions })
    if (!account) return
    // Another tab cleared or settled some: stop waiting for what is no longer pending here.
    const pending = new Set(transactions.filter((tx) => tx.status === 'pending').map((tx) => tx.hash.toLowerCase()))
    this.#abort(account, (hash) => !pending.has(hash))
    this.#trackPending(account)
  }

  #write(account: TransactionAccount, update: (txs: StoredTransaction[]) => StoredTransaction[]): void {
    const transactions = writeAccountTransactions(this.#deps.storage, account.address, account.chainId, update)
    if (sameAccount(this.getState().account, account)) this.store.setState({ account: this.getState().account, transactions })
  }

  #abort(account: TransactionAccount, which: (hash: string) => boolean): void {
    const waits = this.#tracking.get(accountKey(account))
    if (!waits) return
    for (const [hash, controller] of waits) {
      if (!which(hash)) continue
      controller.abort()
      waits.delete(hash)
    }
  }

  /**
   * Starts waits for the account's pending transactions, newest first, up to the concurrency
   * limit; the one just added (`added`) is always waited for. Only while running: the waits
   * end with the run's signal.
   */
  #trackPending(account: TransactionAccount, added?: string): void {
    const run = this.signal
    if (!run) return
    const key = accountKey(account)
    const waits = this.#tracking.get(key) ?? new Map<string, AbortController>()
    this.#tracking.set(key, waits)
    const limit = this.#deps.maxConcurrentWaits ?? DEFAULT_MAX_CONCURRENT_WAITS
    for (const tx of readAccountTransactions(this.#deps.storage, account.address, account.chainId)) {
      const hash = tx.hash.toLowerCase()
      if (tx.status !== 'pending' || waits.has(hash) || (waits.size >= limit && hash !== added)) continue
      const { controller, release } = childController(run)
      waits.set(hash, controller)
      void this.#wait(account, tx, controller.signal).then((status) => {
        release()
        if (controller.signal.aborted || status === undefined) return
        waits.delete(hash)
        this.#settle(account, hash, status)
        this.#trackPending(account)
      })
    }
  }

  /** The receipt's verdict, `failed` once the bounded attempts run out, `undefined` when aborted. */
  async #wait(account: TransactionAccount, tx: StoredTransaction, signal: AbortSignal): Promise<TransactionStatus | undefined> {
    const attempts = Math.max(1, this.#deps.receiptAttempts ?? DEFAULT_RECEIPT_ATTEMPTS)
    const retryDelay = this.#deps.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS
    for (let attempt = 1; ; attempt++) {
      try {
        const receipt = await waitForReceipt(
          this.#deps.rpc,
          {
            hash: tx.hash,
            chainId: account.chainId,
            confirmations: tx.confirmations ?? 1,
            timeoutMs: this.#deps.receiptTimeoutMs ?? DEFAULT_RECEIPT_TIMEOUT_MS,
            signal,
          },
          { intervalMs: this.#deps.receiptPollingMs ?? DEFAULT_RECEIPT_POLLING_MS },
        )
        if (signal.aborted) return undefined
        return receipt.status === 'success' ? 'confirmed' : 'failed'
      } catch {
        if (signal.aborted) return undefined
        if (attempt >= attempts) return 'failed'
        await pause(retryDelay * 2 ** (attempt - 1), signal)
        if (signal.aborted) return undefined
      }
    }
  }

  /**
   * Stores a verdict, only if the transaction is still stored pending: a list another tab
   * cleared is not brought back, and a stored value that no longer reads is not overwritten.
   */
  #settle(account: TransactionAccount, hash: string, status: TransactionStatus): void {
    const current = readAccountTransactions(this.#deps.storage, account.address, account.chainId)
    if (!current.some((tx) => tx.hash.toLowerCase() === hash && tx.status === 'pending')) {
      // Settled or removed elsewhere (another tab, before a storage event arrived): show what is stored.
      if (sameAccount(this.getState().account, account)) this.store.setState({ account: this.getState().account, transactions: current })
      return
    }
    this.#write(account, (txs) => txs.map((tx) => (tx.hash.toLowerCase() === hash ? { ...tx, status } : tx)))
  }
}
