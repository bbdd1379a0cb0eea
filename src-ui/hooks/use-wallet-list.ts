import { useCallback, useSyncExternalStore } from 'react'
import type { WalletInfo } from '../../src-domain/index.js'
import { useServices } from '../services.js'

/** A server knows no wallet: it renders none, and the page hydrates with none. */
const NO_WALLETS: readonly WalletInfo[] = []
const noWallets = () => NO_WALLETS

/** The wallets the backend offers now; an EIP-6963 announcement arriving later updates the list. */
export function useWalletList(): readonly WalletInfo[] {
  const { wallet } = useServices()
  const subscribe = useCallback(
    (onChange: () => void) =>
      wallet.subscribe((event) => {
        if (event.type === 'walletsChanged') onChange()
      }),
    [wallet],
  )
  const read = useCallback(() => wallet.listWallets(), [wallet])
  return useSyncExternalStore(subscribe, read, noWallets)
}
