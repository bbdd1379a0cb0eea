import { STORAGE_KEY_LAST_WALLET } from '../constants.js'
import type { StoragePort } from '../ports/storage-port.js'

/**
 * Where earlier versions kept the last wallet beside `rk-last-wallet`, one key per backend. A
 * visitor who has one keeps the wallet: it is moved to `rk-last-wallet` on the first read, then removed.
 */
export const LEGACY_LAST_WALLET_KEYS = ['wagmi.lastWallet', 'ethers.lastWallet', 'eip1193.lastWallet', 'memory-wallet.connected'] as const

/** A catalogue id or an EIP-6963 rdns; the boot script reads the same key with the same rule. */
export const STORED_WALLET_ID = /^[\w.:-]{1,100}$/

const safeRead = (storage: StoragePort, key: string): string | null => {
  try {
    return storage.read(key)
  } catch {
    return null // the port promises not to throw; a storage that does anyway reads as absent
  }
}

/** The remembered wallet's id (moving a legacy key's into `rk-last-wallet`); null when none, or when it is no wallet id (then dropped). */
export function readLastWallet(storage: StoragePort): string | null {
  const current = safeRead(storage, STORAGE_KEY_LAST_WALLET)
  let walletId = current
  for (const key of LEGACY_LAST_WALLET_KEYS) {
    const legacy = safeRead(storage, key)
    if (legacy === null) continue
    walletId ??= legacy
    storage.remove(key)
  }
  if (walletId !== null && !STORED_WALLET_ID.test(walletId)) walletId = null
  if (walletId === null) {
    if (current !== null) storage.remove(STORAGE_KEY_LAST_WALLET)
  } else if (walletId !== current) storage.write(STORAGE_KEY_LAST_WALLET, walletId)
  return walletId
}
