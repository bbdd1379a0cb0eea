import { STORAGE_KEY_RECENT_WALLETS } from '../constants.js'
import type { StoragePort } from '../ports/storage-port.js'
import { Service, type ServiceLifecycle } from '../service.js'
import type { ReadableStore } from '../store.js'
import { addRecentWallet, readRecentWalletIds } from '../wallets/recent.js'

/** Recent wallet ids (`rk-recent`), newest first, kept in step with other tabs while it runs (see {@link Service}). */
export interface RecentWalletsStore extends ReadableStore<readonly string[]>, ServiceLifecycle {
  /** Moves a wallet to the front (and records `rk-version`), as a successful connect does. */
  add(walletId: string): void
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index])

class RecentWallets extends Service<readonly string[]> implements RecentWalletsStore {
  readonly #storage: StoragePort

  constructor(storage: StoragePort) {
    super(readRecentWalletIds(storage))
    this.#storage = storage
  }

  protected onStart(): () => void {
    // What other tabs wrote while stopped.
    this.#set(readRecentWalletIds(this.#storage))
    return this.#storage.subscribe((change) => {
      if (change.key === null || change.key === STORAGE_KEY_RECENT_WALLETS) this.#set(readRecentWalletIds(this.#storage))
    })
  }

  add(walletId: string): void {
    this.#set(addRecentWallet(this.#storage, walletId))
  }

  /** Keeps the same array while the ids are unchanged, so React does not re-render for nothing. */
  #set(ids: readonly string[]): void {
    this.store.setState((previous) => (sameIds(previous, ids) ? previous : ids))
  }
}

export function createRecentWalletsStore(storage: StoragePort): RecentWalletsStore {
  return new RecentWallets(storage)
}
