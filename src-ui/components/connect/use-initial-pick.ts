import { useEffect, useRef } from 'react'
import type { WalletInfo } from '../../../src-domain/index.js'

/**
 * A wallet picked before the connect dialog opened (`WalletButton`): handed to `select` once, as a
 * pick in the list would be, as soon as the list has it. Later renders (a new `select`, the list
 * growing with announced wallets) never pick it again.
 */
export function useInitialPick(wallets: readonly WalletInfo[], walletId: string | undefined, select: (wallet: WalletInfo) => void): void {
  const pick = useRef(select)
  pick.current = select
  const picked = useRef(false)
  useEffect(() => {
    const wallet = picked.current ? undefined : wallets.find((entry) => entry.id === walletId)
    if (!wallet) return
    picked.current = true
    pick.current(wallet)
  }, [wallets, walletId])
}
