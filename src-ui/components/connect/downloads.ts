import { EXTRA_WALLETS, storeLink, WALLET_CATALOG, type DevicePlatform, type WalletDownloadUrls, type WalletInfo } from '../../../src-domain/index.js'
import { translateEnglish, type Translate } from '../../i18n/translate.js'

/**
 * Wallets that can be offered on the `Get a Wallet` step: the backend's own (with those the app
 * named), then the default catalogue wallets it does not list (the in-memory backend lists only its
 * mock), as not installed.
 */
export function downloadCandidates(wallets: readonly WalletInfo[]): WalletInfo[] {
  const listed = new Set(wallets.map((wallet) => wallet.id))
  const missing: WalletInfo[] = Object.values(WALLET_CATALOG)
    .filter((entry) => !listed.has(entry.id) && !Object.hasOwn(EXTRA_WALLETS, entry.id))
    .map((entry) => ({ ...entry, installed: false, kind: 'injected', group: 'Popular' }))
  return [...wallets, ...missing]
}

export interface ExtensionDownload {
  url: string
  /** The browser's name when the page knows it, e.g. `Chrome`. */
  browser: string | undefined
}

const BROWSERS: ReadonlyArray<{ test: RegExp; key: keyof WalletDownloadUrls; name: string }> = [
  { test: /Edg\//, key: 'edge', name: 'Edge' },
  { test: /OPR\//, key: 'opera', name: 'Opera' },
  { test: /Firefox\//, key: 'firefox', name: 'Firefox' },
  { test: /Chrome\//, key: 'chrome', name: 'Chrome' },
  { test: /Safari\//, key: 'safari', name: 'Safari' },
]

/** The extension link for this browser, else the wallet's generic extension page. */
export function extensionDownload(urls: WalletDownloadUrls | undefined, userAgent: string): ExtensionDownload | undefined {
  if (!urls) return undefined
  const browser = BROWSERS.find((entry) => entry.test.test(userAgent))
  const own = browser ? urls[browser.key] : undefined
  if (own && browser) return { url: own, browser: browser.name }
  if (urls.browserExtension) return { url: urls.browserExtension, browser: undefined }
  if (urls.chrome && /Chrom/.test(userAgent)) return { url: urls.chrome, browser: 'Chrome' }
  return undefined
}

/** Where the phone app is: the page a QR code should point at, else a store. */
export function mobileDownload(urls: WalletDownloadUrls | undefined): string | undefined {
  return urls?.qrCode ?? urls?.mobile ?? urls?.ios ?? urls?.android
}

/** How the `Get a Wallet` step describes a wallet, by where it can be had. */
export function downloadKind(urls: WalletDownloadUrls | undefined, userAgent: string, t: Translate = translateEnglish): string {
  const mobile = mobileDownload(urls) !== undefined
  const extension = extensionDownload(urls, userAgent) !== undefined
  const desktop = urls?.desktop !== undefined
  if (mobile && extension) return t('get.kind.mobileAndExtension')
  if (mobile && desktop) return t('get.kind.mobileAndDesktop')
  if (mobile) return t('get.kind.mobile')
  if (extension) return t('get.kind.extension')
  return t('get.kind.desktop')
}

/**
 * Whether `Get a Wallet` offers a wallet on this device: on a phone (`phone` its platform) its app,
 * by a store page for that phone or its mobile page; on a desktop an extension for this browser (or
 * its generic extension page) or a desktop app. A wallet that is only a web app (Safe) is offered
 * nowhere.
 */
export function downloadableHere(urls: WalletDownloadUrls | undefined, phone: DevicePlatform | undefined, userAgent: string): boolean {
  if (phone !== undefined) return storeLink(urls, phone) !== undefined
  return extensionDownload(urls, userAgent) !== undefined || urls?.desktop !== undefined
}

/** Links from wallets are followed only when they are plain web links. */
export function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
