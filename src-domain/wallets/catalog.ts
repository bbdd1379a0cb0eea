import { EXTRA_WALLETS } from './catalog-extra.js'
import { mobileAndExtension, scan, sdkAppAndExtension, stores } from './catalog-steps.js'
import { CATALOG_RDNS, INJECTED_WALLET_ID } from './rdns.js'
import type { WalletCatalogEntry } from './types.js'

export { INSTRUCTION_TEXTS } from './catalog-steps.js'
export type { WalletCatalogEntry } from './types.js'

/** The wallets every backend offers by default (the spec's), then the ones an app may name in `wallets`. */
export const WALLET_CATALOG = {
  metaMask: {
    id: 'metaMask',
    name: 'MetaMask',
    rdns: CATALOG_RDNS.metaMask,
    iconBackground: '#fff',
    downloadUrls: {
      ...stores('io.metamask', 'us/app/metamask/id1438144202'),
      mobile: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
      chrome: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask',
      browserExtension: 'https://metamask.io/download',
    },
    ...mobileAndExtension('MetaMask', 'https://metamask.io/faqs/', { native: 'metamask://', universal: 'https://metamask.app.link' }),
  },
  rainbow: {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: CATALOG_RDNS.rainbow,
    iconBackground: '#0c2f78',
    downloadUrls: {
      ...stores('me.rainbow', 'app/apple-store/id1457119021'),
      mobile: 'https://rainbow.download',
      qrCode: 'https://rainbow.download',
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      browserExtension: 'https://rainbow.me/extension',
    },
    ...mobileAndExtension('Rainbow', 'https://learn.rainbow.me/connect-to-a-website-or-app', { native: 'rainbow://', universal: 'https://rnbwapp.com' }),
  },
  coinbaseWallet: {
    id: 'coinbaseWallet',
    name: 'Coinbase Wallet',
    rdns: CATALOG_RDNS.coinbaseWallet,
    iconBackground: '#2c5ff6',
    downloadUrls: {
      ...stores('org.toshi', 'app/apple-store/id1278383455'),
      mobile: 'https://coinbase.com/wallet/downloads',
      qrCode: 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250',
      chrome: 'https://chrome.google.com/webstore/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://coinbase.com/wallet',
    },
    // No pairing link: Coinbase publishes none (neither its docs nor its WalletConnect registration), and its SDK opens the app.
    ...sdkAppAndExtension('Coinbase Wallet', 'https://coinbase.com/wallet/articles/getting-started-mobile'),
  },
  walletConnect: {
    id: 'walletConnect',
    name: 'WalletConnect',
    iconBackground: '#3b99fc',
    qrCode: {
      instructions: {
        learnMoreUrl: 'https://walletconnect.com/explorer',
        steps: [scan],
      },
    },
  },
  braveWallet: {
    id: 'braveWallet',
    name: 'Brave Wallet',
    rdns: CATALOG_RDNS.braveWallet,
    iconBackground: '#fff',
    downloadUrls: { desktop: 'https://brave.com/download', mobile: 'https://brave.com/wallet' },
  },
  // Safe is a web app that opens dapps in its own frame: nothing to download, nothing to offer on `Get a Wallet`.
  safe: {
    id: 'safe',
    name: 'Safe',
    iconBackground: '#fff',
  },
  injected: {
    id: INJECTED_WALLET_ID,
    name: 'Browser Wallet',
    iconBackground: '#fff',
  },
  ...EXTRA_WALLETS,
} as const satisfies Record<string, WalletCatalogEntry>

export type CatalogWalletId = keyof typeof WALLET_CATALOG

/** A catalogue entry by id; undefined for any other id. */
export const catalogEntry = (walletId: string): WalletCatalogEntry | undefined =>
  Object.hasOwn(WALLET_CATALOG, walletId) ? WALLET_CATALOG[walletId as CatalogWalletId] : undefined

/**
 * Whether a backend with WalletConnect reaches a catalogue wallet that is not installed through it:
 * MetaMask and Rainbow (the spec's fallback), and every wallet an app names whose phone app takes a
 * pairing link. Coinbase Wallet keeps its own SDK's path; Brave lives only in its browser.
 */
export function reachedByWalletConnect(walletId: string): boolean {
  if (walletId === WALLET_CATALOG.metaMask.id || walletId === WALLET_CATALOG.rainbow.id) return true
  return Object.hasOwn(EXTRA_WALLETS, walletId) && 'mobile' in EXTRA_WALLETS[walletId as keyof typeof EXTRA_WALLETS]
}
