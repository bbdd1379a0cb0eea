import type { DevicePlatform } from './device.js'
import type { WalletAppLinks, WalletDownloadUrls } from './types.js'

/**
 * The link that opens a wallet app with a WalletConnect pairing URI, as Reown AppKit builds it:
 * the app's own scheme (`rainbow://wc?uri=…`) when the catalogue knows one, since a missing app
 * then leaves the page in view and the dialog can offer the store; else its universal link
 * (`https://…/wc?uri=…`); else the bare `wc:` URI, which the phone hands to any wallet that claims it.
 */
export function walletAppLink(links: WalletAppLinks | undefined, pairingUri: string): string {
  const encoded = encodeURIComponent(pairingUri)
  if (links?.native) {
    const scheme = links.native.includes('://') ? links.native : `${links.native.replace(/:+$/, '')}://`
    return `${scheme}wc?uri=${encoded}`
  }
  if (links?.universal) return `${links.universal.replace(/\/+$/, '')}/wc?uri=${encoded}`
  return pairingUri
}

/** The store page for the phone's platform (App Store, Play Store), else the wallet's mobile download page. */
export function storeLink(urls: WalletDownloadUrls | undefined, platform: DevicePlatform): string | undefined {
  if (platform === 'ios' && urls?.ios) return urls.ios
  if (platform === 'android' && urls?.android) return urls.android
  return urls?.mobile
}
