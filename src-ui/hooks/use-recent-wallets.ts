import { useMemo } from 'react'
import { createRecentWalletsStore } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useStore } from './use-store.js'

/**
 * Recently used wallet ids (`rk-recent`), newest first. Follows other tabs through the
 * StoragePort while subscribed, so a wallet connected elsewhere shows up as Recent in an open dialog.
 */
export function useRecentWalletIds(): readonly string[] {
  const { storage } = useServices()
  const store = useMemo(() => createRecentWalletsStore(storage), [storage])
  return useStore(store)
}
