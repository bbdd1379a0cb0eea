import { MAX_COMPLETED_TRANSACTIONS, STORAGE_KEY_TRANSACTIONS } from '../constants.js'
import { cleanText } from '../format/text.js'
import type { StoragePort } from '../ports/storage-port.js'
import { isRecord, readJson, writeJson } from '../storage/json.js'
import type { Address, ChainId } from '../types.js'
import { isAddress } from '../types.js'
import type { StoredTransaction, TransactionStatus } from './types.js'
import { isTransactionHash } from './validate.js'

/**
 * `rk-transactions`, exactly as RainbowKit 1.x writes it: `{ [address]: { [chainId]: StoredTransaction[] } }`,
 * newest first. The address key is spelled as the wallet gave it (EIP-55 checksummed), so it is
 * matched without regard to case.
 */
export type TransactionsByAccount = Record<string, Record<string, StoredTransaction[]>>

const STATUSES: readonly TransactionStatus[] = ['pending', 'confirmed', 'failed']
/** Descriptions are cleaned and cut to this on read and on add: a longer one is foreign data or a mistake. */
export const MAX_DESCRIPTION_LENGTH = 1000
/**
 * Entries read per address and chain. The app keeps at most 10 completed plus the pending ones, so
 * a longer list is foreign data: it is cut rather than parsed whole (and cut when next written).
 */
export const MAX_READ_PER_CHAIN = 200
/** Chain ids are decimal keys; anything else under an address is foreign and ignored. */
const CHAIN_KEY_RE = /^[1-9]\d{0,14}$/

/** A description as stored and shown: no hidden or bidi characters (they can make one read as another), bounded. */
export const cleanDescription = (description: string): string => cleanText(description, MAX_DESCRIPTION_LENGTH)

/** One stored entry, or `undefined` when it is not of the stored shape. */
export function parseStoredTransaction(value: unknown): StoredTransaction | undefined {
  if (!isRecord(value)) return undefined
  const { hash, description, status, confirmations } = value
  if (!isTransactionHash(hash) || typeof description !== 'string') return undefined
  if (typeof status !== 'string' || !STATUSES.includes(status as TransactionStatus)) return undefined
  const tx: StoredTransaction = { hash, description: cleanDescription(description), status: status as TransactionStatus }
  // RainbowKit stored `confirmations` only when given; an odd value is dropped, not the entry.
  if (typeof confirmations === 'number' && Number.isSafeInteger(confirmations) && confirmations >= 1) tx.confirmations = confirmations
  return tx
}

/** A stored list for one address and chain: valid entries kept in order, the rest dropped one by one. */
export function parseTransactionList(value: unknown): StoredTransaction[] {
  if (!Array.isArray(value)) return []
  const txs: StoredTransaction[] = []
  const seen = new Set<string>()
  for (const entry of value.slice(0, MAX_READ_PER_CHAIN)) {
    const tx = parseStoredTransaction(entry)
    if (!tx || seen.has(tx.hash.toLowerCase())) continue
    seen.add(tx.hash.toLowerCase())
    txs.push(tx)
  }
  return trimTransactions(txs)
}

/** Keeps what is valid of stored transactions; anything of the wrong shape is dropped entry by entry. */
export function parseTransactions(value: unknown): TransactionsByAccount | undefined {
  if (!isRecord(value)) return undefined
  const result: TransactionsByAccount = {}
  for (const [address, byChain] of Object.entries(value)) {
    if (!isAddress(address) || !isRecord(byChain)) continue
    const chains: Record<string, StoredTransaction[]> = {}
    for (const [chainId, list] of Object.entries(byChain)) {
      if (!CHAIN_KEY_RE.test(chainId)) continue
      const txs = parseTransactionList(list)
      if (txs.length > 0) chains[chainId] = txs
    }
    result[address] = chains
  }
  return result
}

/** Pending transactions are never dropped; at most 10 others are kept, the newest. Order is kept. */
export function trimTransactions(txs: readonly StoredTransaction[]): StoredTransaction[] {
  let completed = 0
  return txs.filter((tx) => tx.status === 'pending' || ++completed <= MAX_COMPLETED_TRANSACTIONS)
}

/** The key an address is stored under: the exact spelling if present, else any spelling of it. */
function accountKey(root: Record<string, unknown>, address: Address): string | undefined {
  if (Object.hasOwn(root, address)) return address
  const lower = address.toLowerCase()
  return Object.keys(root).find((key) => key.toLowerCase() === lower)
}

/** The stored object as read, or `undefined` when absent, unreadable, oversized or not an object. */
function readRoot(storage: StoragePort): Record<string, unknown> | undefined {
  return readJson<Record<string, unknown> | undefined>(storage, STORAGE_KEY_TRANSACTIONS, (value) => (isRecord(value) ? value : undefined), undefined)
}

export function readTransactions(storage: StoragePort): TransactionsByAccount {
  return parseTransactions(readRoot(storage)) ?? {}
}

/** One address-and-chain list, newest first; empty when absent or when the stored value is corrupt. */
export function readAccountTransactions(storage: StoragePort, address: Address, chainId: ChainId): StoredTransaction[] {
  const root = readRoot(storage)
  if (!root) return []
  const key = accountKey(root, address)
  const byChain = key === undefined ? undefined : root[key]
  return isRecord(byChain) ? parseTransactionList(byChain[String(chainId)]) : []
}

/**
 * Rewrites one address-and-chain list. Every other address and chain is written back exactly as
 * it was read (even entries this app would not show), so nothing another app or version stored is
 * lost. An empty list removes its chain key (and an address left with no chain), as RainbowKit did.
 * A corrupt stored value (not JSON, not an object, oversized) is replaced: callers only write on
 * the user's own add or clear, or to update an entry they have just read from storage.
 */
export function writeAccountTransactions(
  storage: StoragePort,
  address: Address,
  chainId: ChainId,
  update: (txs: StoredTransaction[]) => StoredTransaction[],
): StoredTransaction[] {
  const root = { ...readRoot(storage) }
  const key = accountKey(root, address) ?? address
  const stored = root[key]
  const byChain: Record<string, unknown> = isRecord(stored) ? { ...stored } : {}
  const chainKey = String(chainId)
  const next = trimTransactions(update(parseTransactionList(byChain[chainKey])))
  if (next.length > 0) byChain[chainKey] = next
  else delete byChain[chainKey]
  if (Object.keys(byChain).length > 0) root[key] = byChain
  else delete root[key]
  writeJson(storage, STORAGE_KEY_TRANSACTIONS, root)
  return next
}
