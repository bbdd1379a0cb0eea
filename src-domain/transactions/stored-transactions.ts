import { MAX_COMPLETED_TRANSACTIONS, STORAGE_KEY_TRANSACTIONS } from '../constants.js'
import type { StoragePort } from '../ports/storage-port.js'
import { readJson, writeJson } from '../storage/json.js'
import type { Address, ChainId } from '../types.js'
import { isAddress } from '../types.js'
import type { StoredTransaction, TransactionStatus } from './types.js'
import { validateTransaction } from './validate.js'

/** `{ [address]: { [chainId]: StoredTransaction[] } }`, newest first. */
export type TransactionsByAccount = Record<string, Record<string, StoredTransaction[]>>

const STATUSES: readonly TransactionStatus[] = ['pending', 'confirmed', 'failed']
const MAX_DESCRIPTION_LENGTH = 1000
/** Entries read per address and chain; a list longer than this is foreign data, cut rather than kept whole. */
const MAX_READ_PER_CHAIN = 200

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseTransaction(value: unknown): StoredTransaction | undefined {
  if (!isRecord(value) || validateTransaction(value).length > 0) return undefined
  const status = value.status
  if (typeof status !== 'string' || !STATUSES.includes(status as TransactionStatus)) return undefined
  const tx: StoredTransaction = {
    hash: value.hash as StoredTransaction['hash'],
    description: (value.description as string).slice(0, MAX_DESCRIPTION_LENGTH),
    status: status as TransactionStatus,
  }
  if (typeof value.confirmations === 'number') tx.confirmations = value.confirmations
  return tx
}

/** Keeps what is valid of stored transactions; anything of the wrong shape is dropped entry by entry. */
export function parseTransactions(value: unknown): TransactionsByAccount | undefined {
  if (!isRecord(value)) return undefined
  const result: TransactionsByAccount = {}
  for (const [address, byChain] of Object.entries(value)) {
    if (!isAddress(address) || !isRecord(byChain)) continue
    const chains: Record<string, StoredTransaction[]> = {}
    for (const [chainId, list] of Object.entries(byChain)) {
      if (!/^\d{1,15}$/.test(chainId) || !Array.isArray(list)) continue
      const txs = list
        .slice(0, MAX_READ_PER_CHAIN)
        .map(parseTransaction)
        .filter((tx): tx is StoredTransaction => tx !== undefined)
      chains[chainId] = trimTransactions(txs)
    }
    result[address.toLowerCase()] = chains
  }
  return result
}

/** Pending transactions are never dropped; at most 10 others are kept. Order is kept. */
export function trimTransactions(txs: readonly StoredTransaction[]): StoredTransaction[] {
  let completed = 0
  return txs.filter((tx) => tx.status === 'pending' || ++completed <= MAX_COMPLETED_TRANSACTIONS)
}

export function readTransactions(storage: StoragePort): TransactionsByAccount {
  return readJson(storage, STORAGE_KEY_TRANSACTIONS, parseTransactions, {})
}

export function readAccountTransactions(storage: StoragePort, address: Address, chainId: ChainId): StoredTransaction[] {
  return readTransactions(storage)[address.toLowerCase()]?.[String(chainId)] ?? []
}

/** Rewrites one address-and-chain list, leaving every other list as it was read. */
export function writeAccountTransactions(
  storage: StoragePort,
  address: Address,
  chainId: ChainId,
  update: (txs: StoredTransaction[]) => StoredTransaction[],
): StoredTransaction[] {
  const all = readTransactions(storage)
  const key = address.toLowerCase()
  const next = trimTransactions(update(all[key]?.[String(chainId)] ?? []))
  writeJson(storage, STORAGE_KEY_TRANSACTIONS, { ...all, [key]: { ...all[key], [String(chainId)]: next } })
  return next
}
