import type { InstructionStep, WalletInfo } from './types.js'

/** Metadata of the wallets the spec names, shared by every backend. Whether one is installed is the backend's to say. */
export type WalletCatalogEntry = Omit<WalletInfo, 'installed' | 'kind' | 'group'>

const install = (name: string, where: string): InstructionStep => ({
  step: 'install',
  title: `Open the ${name} app`,
  description: `We recommend putting ${name} on your ${where} for quicker access to your wallet.`,
})
const create: InstructionStep = {
  step: 'create',
  title: 'Create or Import a Wallet',
  description: 'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.',
}
const scan: InstructionStep = {
  step: 'scan',
  title: 'Tap the scan button',
  description: 'After you scan, a connection prompt will appear for you to connect your wallet.',
}
const refresh: InstructionStep = {
  step: 'refresh',
  title: 'Refresh your browser',
  description: 'Once you set up your wallet, click below to refresh the browser and load up the extension.',
}

function mobileAndExtension(name: string, learnMoreUrl: string) {
  return {
    qrCode: { instructions: { learnMoreUrl, steps: [install(name, 'home screen'), create, scan] } },
    extension: {
      instructions: {
        learnMoreUrl,
        steps: [{ ...install(name, 'taskbar'), title: `Install the ${name} extension` }, create, refresh],
      },
    },
  }
}

export const WALLET_CATALOG = {
  metaMask: {
    id: 'metaMask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    iconBackground: '#fff',
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      mobile: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
      chrome: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask',
      browserExtension: 'https://metamask.io/download',
    },
    ...mobileAndExtension('MetaMask', 'https://metamask.io/faqs/'),
  },
  rainbow: {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    iconBackground: '#0c2f78',
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      mobile: 'https://rainbow.download',
      qrCode: 'https://rainbow.download',
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      browserExtension: 'https://rainbow.me/extension',
    },
    ...mobileAndExtension('Rainbow', 'https://learn.rainbow.me/connect-to-a-website-or-app'),
  },
  coinbaseWallet: {
    id: 'coinbaseWallet',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    iconBackground: '#2c5ff6',
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      ios: 'https://apps.apple.com/app/apple-store/id1278383455',
      mobile: 'https://coinbase.com/wallet/downloads',
      qrCode: 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250',
      chrome: 'https://chrome.google.com/webstore/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://coinbase.com/wallet',
    },
    ...mobileAndExtension('Coinbase Wallet', 'https://coinbase.com/wallet/articles/getting-started-mobile'),
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
    rdns: 'com.brave.wallet',
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
    id: 'injected',
    name: 'Browser Wallet',
    iconBackground: '#fff',
  },
} as const satisfies Record<string, WalletCatalogEntry>

export type CatalogWalletId = keyof typeof WALLET_CATALOG
