import { createStorage, deserialize, type Storage } from '@wagmi/core'
import type { StoragePort } from '../../src-domain/index.js'

/** wagmi's own copy of the connection (its store, its recent connector): the domain's record names the wallet instead. */
const OWN_COPY = new Set(['store', 'recentConnectorId'])

/**
 * wagmi's storage over the app's, under `wagmi.`: what connectors keep there (WalletConnect's
 * requested chains, without which a restored session reads as stale and is dropped; Safe's
 * disconnect shim) persists, wagmi's own copy of the connection is neither written nor read, and an
 * earlier version's is removed. A corrupt value reads as absent.
 */
export function connectorStorage(storage: StoragePort | undefined): Storage | null {
  if (!storage) return null
  const base = createStorage({
    key: 'wagmi',
    deserialize: <T>(value: string): T | null => {
      try {
        return deserialize<T>(value)
      } catch {
        return null
      }
    },
    storage: { getItem: (key) => storage.read(key), setItem: (key, value) => storage.write(key, value), removeItem: (key) => storage.remove(key) },
  })
  for (const key of OWN_COPY) void base.removeItem(key as never)
  return {
    ...base,
    getItem: ((key: string, fallback?: unknown) =>
      OWN_COPY.has(key) ? (fallback ?? null) : base.getItem(key as never, fallback as never)) as Storage['getItem'],
    setItem: ((key: string, value: unknown) => (OWN_COPY.has(key) ? undefined : base.setItem(key as never, value as never))) as Storage['setItem'],
  }
}
