import { STORAGE_KEY_RECENT_WALLETS } from '../constants.js'
import type { StoragePort } from '../ports/storage-port.js'
import { createStore, type ReadableStore } from '../store.js'
import { addRecentWallet, readRecentWalletIds } from '../wallets/recent.js'

/** Recent wallet ids (`rk-recent`), newest first, kept in step with other tabs while started. */
export interface RecentWalletsStore extends ReadableStore<readonly string[]> {
  /** Follows other tabs' changes to `rk-recent`; returns a stop function. */
  start(): () => void
  /** Moves a wallet to the front (and records `rk-version`), as a successful connect does. */
  add(walletId: string): void
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index])

export function createRecentWalletsStore(storage: StoragePort): RecentWalletsStore {
  const store = createStore<readonly string[]>(readRecentWalletIds(storage))
  // Keeps the same array while the ids are unchanged, so React does not re-render for nothing.
  const set = (ids: readonly string[]) => store.setState((previous) => (sameIds(previous, ids) ? previous : ids))
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      set(readRecentWalletIds(storage))
      return storage.subscribe((change) => {
        if (change.key === null || change.key === STORAGE_KEY_RECENT_WALLETS) set(readRecentWalletIds(storage))
      })
    },
    add(walletId) {
      set(addRecentWallet(storage, walletId))
    },
  }
}
