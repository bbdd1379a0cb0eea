import { browserExtension, mobileAndExtension, mobileApp, stores } from './catalog-steps.js'
import { CATALOG_RDNS } from './rdns.js'
import type { WalletCatalogEntry } from './types.js'

/**
 * The wallets an app may name in `wallets` beside the default ones (`{ groupName: 'More', wallets:
 * ['trust', 'zerion'] }`), with the links each wallet publishes: its EIP-6963 rdns (an installed one
 * is recognised by it), its stores and extensions, and the scheme that opens its phone app with a
 * WalletConnect pairing (those without one are reached by their extension or in-app browser).
 */
export const EXTRA_WALLETS = {
  ledger: {
    id: 'ledger',
    name: 'Ledger Live',
    iconBackground: '#000',
    downloadUrls: {
      ...stores('com.ledger.live', 'us/app/ledger-live-web3-wallet/id1361671700'),
      mobile: 'https://www.ledger.com/ledger-live',
      qrCode: 'https://www.ledger.com/ledger-live',
      desktop: 'https://www.ledger.com/ledger-live/download',
    },
    ...mobileApp('Ledger Live', 'https://www.ledger.com/ledger-live', { native: 'ledgerlive://' }),
  },
  trust: {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: CATALOG_RDNS.trust,
    iconBackground: '#fff',
    downloadUrls: {
      ...stores('com.wallet.crypto.trustapp', 'us/app/trust-crypto-bitcoin-wallet/id1288339409'),
      mobile: 'https://trustwallet.com/download',
      qrCode: 'https://trustwallet.com/download',
      chrome: 'https://chrome.google.com/webstore/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
      browserExtension: 'https://trustwallet.com/browser-extension',
    },
    ...mobileAndExtension('Trust Wallet', 'https://trustwallet.com/', { native: 'trust://', universal: 'https://link.trustwallet.com' }),
  },
  zerion: {
    id: 'zerion',
    name: 'Zerion',
    rdns: CATALOG_RDNS.zerion,
    iconBackground: '#2962ef',
    downloadUrls: {
      ...stores('io.zerion.android', 'app/apple-store/id1456732565'),
      mobile: 'https://link.zerion.io/pt3gdRP0njb',
      qrCode: 'https://link.zerion.io/pt3gdRP0njb',
      chrome: 'https://chrome.google.com/webstore/detail/klghhnkeealcohjjanjjdaeeggmfmlpl',
      browserExtension: 'https://zerion.io/extension',
    },
    ...mobileAndExtension('Zerion', 'https://zerion.io/', { native: 'zerion://' }),
  },
  rabby: {
    id: 'rabby',
    name: 'Rabby Wallet',
    rdns: CATALOG_RDNS.rabby,
    iconBackground: '#8697ff',
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
      browserExtension: 'https://rabby.io',
    },
    ...browserExtension('Rabby Wallet', 'https://rabby.io/'),
  },
  okx: {
    id: 'okx',
    name: 'OKX Wallet',
    rdns: CATALOG_RDNS.okx,
    iconBackground: '#000',
    downloadUrls: {
      ...stores('com.okinc.okex.gp', 'app/id1327268470'),
      mobile: 'https://okx.com/download',
      qrCode: 'https://okx.com/download',
      chrome: 'https://chrome.google.com/webstore/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/okx-wallet/pbpjkcldjiffchgbbndmhojiacbgflha',
      firefox: 'https://addons.mozilla.org/firefox/addon/okexwallet/',
      browserExtension: 'https://okx.com/download',
    },
    ...mobileAndExtension('OKX Wallet', 'https://okx.com/web3', { native: 'okex://main/' }),
  },
  phantom: {
    id: 'phantom',
    name: 'Phantom',
    rdns: CATALOG_RDNS.phantom,
    iconBackground: '#9a8aee',
    downloadUrls: {
      ...stores('app.phantom', 'app/phantom-crypto-wallet/id1598432977'),
      mobile: 'https://phantom.app/download',
      qrCode: 'https://phantom.app/download',
      chrome: 'https://chrome.google.com/webstore/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa',
      firefox: 'https://addons.mozilla.org/firefox/addon/phantom-app/',
      browserExtension: 'https://phantom.app/download',
    },
    ...browserExtension('Phantom', 'https://help.phantom.app'),
  },
  argent: {
    id: 'argent',
    name: 'Argent',
    iconBackground: '#ff875b',
    downloadUrls: {
      ...stores('im.argent.contractwalletclient', 'us/app/argent/id1358741926'),
      mobile: 'https://argent.xyz/download-argent',
      qrCode: 'https://argent.link/app',
    },
    ...mobileApp('Argent', 'https://argent.xyz/', { native: 'argent://app/' }),
  },
  imToken: {
    id: 'imToken',
    name: 'imToken',
    iconBackground: '#098de6',
    downloadUrls: {
      ...stores('im.token.app', 'us/app/imtoken2/id1384798940'),
      mobile: 'https://token.im/download',
      qrCode: 'https://token.im/download',
    },
    ...mobileApp('imToken', 'https://token.im/', { native: 'imtokenv2://' }),
  },
  backpack: {
    id: 'backpack',
    name: 'Backpack',
    rdns: CATALOG_RDNS.backpack,
    iconBackground: '#e33e3f',
    downloadUrls: {
      ...stores('app.backpack.mobile', 'us/app/backpack-crypto-wallet/id6445964121'),
      mobile: 'https://backpack.app/download',
      chrome: 'https://chrome.google.com/webstore/detail/backpack/aflkmfhebedbjioipglgcbcmnbpgliof',
      browserExtension: 'https://backpack.app/download',
    },
    ...browserExtension('Backpack', 'https://backpack.app/'),
  },
  enkrypt: {
    id: 'enkrypt',
    name: 'Enkrypt',
    rdns: CATALOG_RDNS.enkrypt,
    iconBackground: '#fff',
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/enkrypt-ethereum-polkadot/kkpllkodjeloidieedojogacfhpaihoh',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/enkrypt-ethereum-polkad/gfenajajnjjmmdojhdjmnngomkhlnfjl',
      firefox: 'https://addons.mozilla.org/firefox/addon/enkrypt/',
      opera: 'https://addons.opera.com/extensions/details/enkrypt/',
      safari: 'https://apps.apple.com/app/enkrypt-web3-wallet/id1640164309',
      browserExtension: 'https://www.enkrypt.com/',
    },
    ...browserExtension('Enkrypt', 'https://www.enkrypt.com/'),
  },
  xdefi: {
    id: 'xdefi',
    name: 'XDEFI Wallet',
    rdns: CATALOG_RDNS.xdefi,
    iconBackground: '#335dd2',
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/xdefi-wallet/hmeobnfnfcmdkdcmlblgagmfpfboieaf',
      browserExtension: 'https://xdefi.io',
    },
    ...browserExtension('XDEFI Wallet', 'https://xdefi.io/support-categories/xdefi-wallet/'),
  },
  tokenPocket: {
    id: 'tokenPocket',
    name: 'TokenPocket',
    rdns: CATALOG_RDNS.tokenPocket,
    iconBackground: '#2980fe',
    downloadUrls: {
      ...stores('vip.mytokenpocket', 'us/app/tp-global-wallet/id6444625622'),
      mobile: 'https://www.tokenpocket.pro/en/download/app',
      qrCode: 'https://www.tokenpocket.pro/en/download/app',
      chrome: 'https://chrome.google.com/webstore/detail/tokenpocket/mfgccjchihfkkindfppnaooecgfneiii',
      browserExtension: 'https://extension.tokenpocket.pro/',
    },
    ...mobileAndExtension('TokenPocket', 'https://help.tokenpocket.pro/en/', { native: 'tpoutside://' }),
  },
  exodus: {
    id: 'exodus',
    name: 'Exodus',
    rdns: CATALOG_RDNS.exodus,
    iconBackground: '#0b0d17',
    downloadUrls: {
      ...stores('exodusmovement.exodus', 'us/app/exodus-crypto-bitcoin-wallet/id1414384820'),
      mobile: 'https://www.exodus.com/download/',
      chrome: 'https://chrome.google.com/webstore/detail/exodus-web3-wallet/aholpfdialjgjfhomihkjbmgjidlcdno',
      browserExtension: 'https://www.exodus.com/web3-wallet',
    },
    ...browserExtension('Exodus', 'https://www.exodus.com/support/'),
  },
  kraken: {
    id: 'kraken',
    name: 'Kraken Wallet',
    iconBackground: '#ffd8ea',
    downloadUrls: {
      ...stores('com.kraken.superwallet', 'us/app/kraken-wallet/id1626327149'),
      mobile: 'https://kraken.com/wallet',
      qrCode: 'https://kraken.com/wallet',
    },
    ...mobileApp('Kraken Wallet', 'https://kraken.com/wallet', { native: 'krakenwallet://' }),
  },
  coin98: {
    id: 'coin98',
    name: 'Coin98 Wallet',
    rdns: CATALOG_RDNS.coin98,
    iconBackground: '#d9b432',
    downloadUrls: {
      ...stores('coin98.crypto.finance.media', 'app/coin98-super-app/id1561969966'),
      mobile: 'https://coin98.com/wallet',
      chrome: 'https://chrome.google.com/webstore/detail/coin98-wallet/aeachknmefphepccionboohckonoeemg',
      browserExtension: 'https://coin98.com/wallet',
    },
    ...browserExtension('Coin98 Wallet', 'https://coin98.com/wallet'),
  },
  ronin: {
    id: 'ronin',
    name: 'Ronin Wallet',
    rdns: CATALOG_RDNS.ronin,
    iconBackground: '#1273ea',
    downloadUrls: {
      ...stores('com.skymavis.genesis', 'us/app/ronin-wallet/id1592675001'),
      mobile: 'https://wallet.roninchain.com',
      qrCode: 'https://wallet.roninchain.com',
      chrome: 'https://chrome.google.com/webstore/detail/ronin-wallet/fnjhmkhhmkbjkkabndcnnogagogbneec',
      browserExtension: 'https://wallet.roninchain.com',
    },
    ...mobileAndExtension('Ronin Wallet', 'https://wallet.roninchain.com', { native: 'roninwallet://' }),
  },
  mew: {
    id: 'mew',
    name: 'MEW wallet',
    iconBackground: '#fff',
    downloadUrls: {
      ...stores('com.myetherwallet.mewwallet', 'app/apple-store/id1464614025'),
      mobile: 'https://mewwallet.com',
      qrCode: 'https://mewwallet.com',
    },
    ...mobileApp('MEW wallet', 'https://mewwallet.com', { universal: 'https://mewwallet.com' }),
  },
  zengo: {
    id: 'zengo',
    name: 'ZenGo',
    iconBackground: '#fff',
    downloadUrls: {
      ...stores('com.zengo.wallet', 'app/zengo-crypto-bitcoin-wallet/id1440147115'),
      mobile: 'https://zengo.com/download',
      qrCode: 'https://zengo.com/download',
    },
    ...mobileApp('ZenGo', 'https://zengo.com/', { native: 'zengo://get.zengo.com/', universal: 'https://get.zengo.com' }),
  },
} as const satisfies Record<string, WalletCatalogEntry>
