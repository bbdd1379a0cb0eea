import { CONNECTION_UI_VERSION, MAX_RECENT_WALLETS, STORAGE_KEY_RECENT_WALLETS, STORAGE_KEY_VERSION } from '../constants.js'
import type { StoragePort } from '../ports/storage-port.js'
import { readJson, writeJson } from '../storage/json.js'

const MAX_WALLET_ID_LENGTH = 200
/** How many ids are kept in storage; more than are shown so a removed wallet does not empty the list. */
const MAX_STORED_RECENT = 20

function parseRecent(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_WALLET_ID_LENGTH)
  return [...new Set(ids)]
}

/** Recently used wallet ids, newest first, de-duplicated (`rk-recent`). */
export function readRecentWalletIds(storage: StoragePort): string[] {
  return readJson(storage, STORAGE_KEY_RECENT_WALLETS, parseRecent, [])
}

/** Moves a wallet to the front of the recent list and records the UI version (`rk-version`). */
export function addRecentWallet(storage: StoragePort, walletId: string): string[] {
  const next = [walletId, ...readRecentWalletIds(storage).filter((id) => id !== walletId)].slice(0, MAX_STORED_RECENT)
  writeJson(storage, STORAGE_KEY_RECENT_WALLETS, next)
  storage.write(STORAGE_KEY_VERSION, CONNECTION_UI_VERSION)
  return next
}

/** The recent wallets to list first: at most 3, each once, only those still offered. */
export function recentWallets<T extends { id: string }>(wallets: readonly T[], recentIds: readonly string[]): T[] {
  const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]))
  // The ids may come from another tab or an old app version: a repeated one is listed once.
  return [...new Set(recentIds)]
    .map((id) => byId.get(id))
    .filter((wallet): wallet is T => wallet !== undefined)
    .slice(0, MAX_RECENT_WALLETS)
}
