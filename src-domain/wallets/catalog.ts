import type { InstructionStep, WalletAppLinks, WalletInfo } from './types.js'
import { CATALOG_RDNS, INJECTED_WALLET_ID } from './rdns.js'

/** Metadata of the wallets the spec names, shared by every backend. Whether one is installed is the backend's to say. */
export type WalletCatalogEntry = Omit<WalletInfo, 'installed' | 'kind' | 'group'>

/**
 * The setup steps' texts, `{wallet}` standing for the wallet's name. Exported so a display layer
 * can recognise them (and show them in another language) without keeping a copy.
 */
export const INSTRUCTION_TEXTS = {
  openApp: 'Open the {wallet} app',
  openAppText: 'We recommend putting {wallet} on your home screen for quicker access to your wallet.',
  installExtension: 'Install the {wallet} extension',
  installExtensionText: 'We recommend putting {wallet} on your taskbar for quicker access to your wallet.',
  create: 'Create or Import a Wallet',
  createText: 'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.',
  scan: 'Tap the scan button',
  scanText: 'After you scan, a connection prompt will appear for you to connect your wallet.',
  refresh: 'Refresh your browser',
  refreshText: 'Once you set up your wallet, click below to refresh the browser and load up the extension.',
} as const

/** A wallet's pages in the two phone stores, from the Play Store's package id and the App Store's path. */
const stores = (playId: string, appStorePath: string) => ({
  android: `https://play.google.com/store/apps/details?id=${playId}`,
  ios: `https://apps.apple.com/${appStorePath}`,
})

const named = (text: string, name: string) => text.replace('{wallet}', name)

const install = (name: string, place: 'mobile' | 'extension'): InstructionStep =>
  place === 'mobile'
    ? { step: 'install', title: named(INSTRUCTION_TEXTS.openApp, name), description: named(INSTRUCTION_TEXTS.openAppText, name) }
    : { step: 'install', title: named(INSTRUCTION_TEXTS.installExtension, name), description: named(INSTRUCTION_TEXTS.installExtensionText, name) }
const create: InstructionStep = { step: 'create', title: INSTRUCTION_TEXTS.create, description: INSTRUCTION_TEXTS.createText }
const scan: InstructionStep = { step: 'scan', title: INSTRUCTION_TEXTS.scan, description: INSTRUCTION_TEXTS.scanText }
const refresh: InstructionStep = { step: 'refresh', title: INSTRUCTION_TEXTS.refresh, description: INSTRUCTION_TEXTS.refreshText }

/** A wallet with a phone app and a browser extension: how to open its app, and both sets of setup steps. */
function mobileAndExtension(name: string, learnMoreUrl: string, mobile: WalletAppLinks) {
  return {
    mobile,
    qrCode: { instructions: { learnMoreUrl, steps: [install(name, 'mobile'), create, scan] } },
    extension: {
      instructions: {
        learnMoreUrl,
        steps: [install(name, 'extension'), create, refresh],
      },
    },
  }
}

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
    ...mobileAndExtension('Coinbase Wallet', 'https://coinbase.com/wallet/articles/getting-started-mobile', {
      native: 'cbwallet://',
      universal: 'https://go.cb-w.com',
    }),
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
  safe: {
    id: 'safe',
    name: 'Safe',
    iconBackground: '#fff',
    downloadUrls: { desktop: 'https://app.safe.global' },
  },
  injected: {
    id: INJECTED_WALLET_ID,
    name: 'Browser Wallet',
    iconBackground: '#fff',
  },
} as const satisfies Record<string, WalletCatalogEntry>

export type CatalogWalletId = keyof typeof WALLET_CATALOG
