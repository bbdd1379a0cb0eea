import { WALLET_CATALOG } from './catalog.js'
import type { WalletInfo } from './types.js'

/** The wallets whose in-app browsers say who they are in their user agent. */
export type InAppWalletId = 'metaMask' | 'coinbaseWallet' | 'rainbow'

/**
 * The catalogue wallet whose in-app browser this is, told by the user agent it sends. Brave's user
 * agent is Chrome's, so Brave is known by its injected provider alone.
 */
export function inAppWalletId(userAgent: string): InAppWalletId | undefined {
  if (/\bMetaMaskMobile\b/.test(userAgent)) return 'metaMask'
  if (/\bCoinbase(Wallet|Browser)\b/.test(userAgent)) return 'coinbaseWallet'
  if (/\bRainbow\//.test(userAgent)) return 'rainbow'
  return undefined
}

/**
 * The wallet list as an in-app wallet browser should show it: that wallet first, connecting through
 * the provider the browser injects. A browser that injects only a plain `window.ethereum` (listed as
 * `Browser Wallet`) gets that entry under the wallet's own name and icon, and the catalogue entry
 * that would reach the same wallet through WalletConnect (a detour out of the app and back) is dropped.
 */
export function inAppWallets(wallets: readonly WalletInfo[], inApp: InAppWalletId | undefined): WalletInfo[] {
  if (inApp === undefined) return [...wallets]
  const own = wallets.find((wallet) => wallet.id === inApp)
  const others = (...shown: WalletInfo[]) => wallets.filter((wallet) => !shown.includes(wallet))
  if (own?.installed) return [own, ...others(own)]
  const injected = wallets.find((wallet) => wallet.id === WALLET_CATALOG.injected.id && wallet.installed === true)
  if (!injected) return [...wallets]
  const catalogue = WALLET_CATALOG[inApp]
  const named: WalletInfo = { ...injected, name: catalogue.name, iconBackground: catalogue.iconBackground, ...(own?.icon ? { icon: own.icon } : {}) }
  return [named, ...others(injected, ...(own ? [own] : []))]
}
