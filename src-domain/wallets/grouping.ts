import { MAX_DOWNLOAD_WALLETS, MAX_DOWNLOAD_WALLETS_MOBILE } from '../constants.js'
import { recentWallets } from './recent.js'
import type { WalletInfo } from './types.js'

export interface WalletGroup {
  name: string
  wallets: WalletInfo[]
}

export const RECENT_GROUP = 'Recent'

/**
 * Groups wallets for the connect dialog: the up-to-3 recent ones first under `Recent`,
 * then the rest by their group, in the order groups first appear. Wallets that are not
 * ready in this context (Safe outside its app) are left out.
 */
export function groupWallets(wallets: readonly WalletInfo[], recentIds: readonly string[]): WalletGroup[] {
  const ready = wallets.filter((wallet) => wallet.ready !== false)
  const recent = recentWallets(ready, recentIds)
  const recentSet = new Set(recent.map((wallet) => wallet.id))
  const groups: WalletGroup[] = recent.length > 0 ? [{ name: RECENT_GROUP, wallets: recent }] : []
  const byName = new Map<string, WalletGroup>()
  for (const wallet of ready) {
    if (recentSet.has(wallet.id)) continue
    let group = byName.get(wallet.group)
    if (!group) {
      group = { name: wallet.group, wallets: [] }
      byName.set(wallet.group, group)
      groups.push(group)
    }
    group.wallets.push(wallet)
  }
  return groups
}

/** Wallets offered on the `Get a Wallet` step: not installed, with somewhere to get them; 5, or 3 on mobile. */
export function walletsToDownload(wallets: readonly WalletInfo[], mobile: boolean): WalletInfo[] {
  const limit = mobile ? MAX_DOWNLOAD_WALLETS_MOBILE : MAX_DOWNLOAD_WALLETS
  return wallets.filter((wallet) => wallet.installed !== true && wallet.downloadUrls && Object.keys(wallet.downloadUrls).length > 0).slice(0, limit)
}
