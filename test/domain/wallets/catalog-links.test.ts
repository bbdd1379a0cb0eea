import { describe, expect, it } from 'vitest'
import {
  type CatalogWalletId,
  EXTRA_WALLETS,
  reachedByWalletConnect,
  WALLET_CATALOG,
  walletAppLink,
  type WalletCatalogEntry,
} from '../../../src-domain/index.js'
import { CATALOG_RDNS, walletIdOfRdns } from '../../../src-domain/wallets/rdns.js'

const entries: WalletCatalogEntry[] = Object.values(WALLET_CATALOG)
const PAIRING = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'

/**
 * The link each wallet's own docs give for opening its phone app with a WalletConnect pairing URI,
 * `…wc?uri=<encoded>`: the app's scheme (and path), else its universal link. Written out here
 * apart from the catalogue, so a slip in either fails.
 */
const DOCUMENTED_APP_LINKS: Record<string, string> = {
  metaMask: 'metamask://wc?uri=',
  rainbow: 'rainbow://wc?uri=',
  ledger: 'ledgerlive://wc?uri=',
  trust: 'trust://wc?uri=',
  zerion: 'zerion://wc?uri=',
  okx: 'okex://main/wc?uri=',
  argent: 'argent://app/wc?uri=',
  imToken: 'imtokenv2://wc?uri=',
  tokenPocket: 'tpoutside://wc?uri=',
  kraken: 'krakenwallet://wc?uri=',
  ronin: 'roninwallet://wc?uri=',
  mew: 'https://mewwallet.com/wc?uri=',
  zengo: 'zengo://get.zengo.com/wc?uri=',
}

/** What a wallet publishes about itself: its EIP-6963 rdns, its app links and its store and Chrome Web Store ids. */
interface Published {
  rdns?: string
  native?: string
  universal?: string
  /** Play Store package id. */
  play?: string
  /** App Store id, the digits after `id`. */
  appStore?: string
  /** Chrome Web Store extension id. */
  chrome?: string
}

/*
 * Sources, by the short names used below:
 * - RK: RainbowKit 2.2.11, packages/rainbowkit/src/wallets/walletConnectors/<name>Wallet/<name>Wallet.ts
 *   (downloadUrls, rdns, the scheme its mobile.getUri builds).
 * - WC: the wallet's own WalletConnect explorer registration (as generated into thirdweb-dev/js,
 *   packages/thirdweb/src/wallets/__generated__/wallet/<explorer id>/index.ts: app, mobile.native/universal, rdns).
 * Written out here apart from the catalogue, so an edit of either that drifts from the published value fails.
 */
const PUBLISHED: Record<CatalogWalletId, Published> = {
  // RK metaMaskWallet; WC io.metamask
  metaMask: {
    rdns: 'io.metamask',
    native: 'metamask://',
    universal: 'https://metamask.app.link',
    play: 'io.metamask',
    appStore: '1438144202',
    chrome: 'nkbihfbeogaeaoehlefnkodbefgpgknn',
  },
  // RK rainbowWallet; WC me.rainbow
  rainbow: {
    rdns: 'me.rainbow',
    native: 'rainbow://',
    universal: 'https://rnbwapp.com',
    play: 'me.rainbow',
    appStore: '1457119021',
    chrome: 'opfgelmcmbiajamepnmloijbpoleiama',
  },
  // RK coinbaseWallet; WC com.coinbase.wallet (neither has a pairing link: its SDK opens the app)
  coinbaseWallet: {
    rdns: 'com.coinbase.wallet',
    play: 'org.toshi',
    appStore: '1278383455',
    chrome: 'hnfanknocfeofbddgcijnmhnfnkdnaad',
  },
  walletConnect: {},
  // RK braveWallet; WC com.brave.wallet
  braveWallet: { rdns: 'com.brave.wallet' },
  safe: {},
  injected: {},
  // RK ledgerWallet; WC com.ledger (no rdns)
  ledger: { native: 'ledgerlive://', play: 'com.ledger.live', appStore: '1361671700' },
  // RK trustWallet; WC com.trustwallet.app
  trust: {
    rdns: 'com.trustwallet.app',
    native: 'trust://',
    universal: 'https://link.trustwallet.com',
    play: 'com.wallet.crypto.trustapp',
    appStore: '1288339409',
    chrome: 'egjidjbpglichdcondbcbdnbeeppgdph',
  },
  // RK zerionWallet; WC io.zerion.wallet
  zerion: { rdns: 'io.zerion.wallet', native: 'zerion://', play: 'io.zerion.android', appStore: '1456732565', chrome: 'klghhnkeealcohjjanjjdaeeggmfmlpl' },
  // RK rabbyWallet
  rabby: { rdns: 'io.rabby', chrome: 'acmacodkjbdgmoleebolmdjonilkdbch' },
  // RK okxWallet; Dynamic's wallet-book okxwallet (eip6963Config, mobile.native okex://main/wc)
  okx: { rdns: 'com.okex.wallet', native: 'okex://main/', play: 'com.okinc.okex.gp', appStore: '1327268470', chrome: 'mcohilncbfahbmgdjkbpemcciiolgcge' },
  // RK phantomWallet
  phantom: { rdns: 'app.phantom', play: 'app.phantom', appStore: '1598432977', chrome: 'bfnaelmomeimhlpmgjnjophhpkkoljpa' },
  // RK argentWallet (before its Ready rename; 2.2.11 keeps the same stores and scheme); WC xyz.argent (no rdns)
  argent: { native: 'argent://app/', play: 'im.argent.contractwalletclient', appStore: '1358741926' },
  // RK imTokenWallet; WC im.token (no rdns)
  imToken: { native: 'imtokenv2://', play: 'im.token.app', appStore: '1384798940' },
  // WC app.backpack and Dynamic's wallet-book (eip6963Config): rdns app.backpack; RK backpackWallet for the links
  backpack: { rdns: 'app.backpack', play: 'app.backpack.mobile', appStore: '6445964121', chrome: 'aflkmfhebedbjioipglgcbcmnbpgliof' },
  // RK enkryptWallet; WC com.enkrypt
  enkrypt: { rdns: 'com.enkrypt', chrome: 'kkpllkodjeloidieedojogacfhpaihoh' },
  // XDEFI is now Ctrl Wallet: RK ctrlWallet (xdefiWallet is its alias); WC xyz.ctrl
  xdefi: { rdns: 'xyz.ctrl', chrome: 'hmeobnfnfcmdkdcmlblgagmfpfboieaf' },
  // RK tokenPocketWallet; WC pro.tokenpocket
  tokenPocket: {
    rdns: 'pro.tokenpocket',
    native: 'tpoutside://',
    play: 'vip.mytokenpocket',
    appStore: '6444625622',
    chrome: 'mfgccjchihfkkindfppnaooecgfneiii',
  },
  // WC com.exodus (stores, Chrome); rdns from Dynamic's wallet-book (exodusevm eip6963Config) and Lido's reef-knot Exodus adapter
  exodus: { rdns: 'com.exodus.web3-wallet', play: 'exodusmovement.exodus', appStore: '1414384820', chrome: 'aholpfdialjgjfhomihkjbmgjidlcdno' },
  // RK krakenWallet (App Store, scheme); WC com.kraken (Play Store, scheme; no rdns)
  kraken: { native: 'krakenwallet://', play: 'com.kraken.superwallet', appStore: '1626327149' },
  // RK coin98Wallet; WC com.coin98
  coin98: { rdns: 'com.coin98', play: 'coin98.crypto.finance.media', appStore: '1561969966', chrome: 'aeachknmefphepccionboohckonoeemg' },
  // RK roninWallet; WC com.roninchain.wallet
  ronin: {
    rdns: 'com.roninchain.wallet',
    native: 'roninwallet://',
    play: 'com.skymavis.genesis',
    appStore: '1592675001',
    chrome: 'fnjhmkhhmkbjkkabndcnnogagogbneec',
  },
  // RK mewWallet (its getUri builds https://mewwallet.com/wc?uri=)
  mew: { universal: 'https://mewwallet.com', play: 'com.myetherwallet.mewwallet', appStore: '1464614025' },
  // WC com.zengo (no rdns)
  zengo: { native: 'zengo://get.zengo.com/', universal: 'https://get.zengo.com', play: 'com.zengo.wallet', appStore: '1440147115' },
}

/** Every link a catalogue entry holds: downloads, app links, learn-more pages. */
function linksOf(wallet: WalletCatalogEntry): string[] {
  return [
    ...Object.values(wallet.downloadUrls ?? {}),
    ...(wallet.mobile?.universal ? [wallet.mobile.universal] : []),
    ...(wallet.qrCode?.instructions ? [wallet.qrCode.instructions.learnMoreUrl] : []),
    ...(wallet.extension?.instructions ? [wallet.extension.instructions.learnMoreUrl] : []),
  ].filter((url): url is string => typeof url === 'string')
}

describe('the wallet catalogue: links, rdns and app links', () => {
  it.each(entries.map((wallet) => [wallet.id, wallet] as const))('%s: every link is https with a host', (_id, wallet) => {
    for (const link of linksOf(wallet)) {
      const url = new URL(link)
      expect(url.protocol).toBe('https:')
      expect(url.hostname).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/)
    }
  })

  it('every rdns is reverse-DNS shaped, unique, and maps back to its wallet', () => {
    const withRdns = entries.filter((wallet) => wallet.rdns !== undefined)
    expect(withRdns.length).toBeGreaterThanOrEqual(15)
    for (const wallet of withRdns) {
      expect(wallet.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      expect(walletIdOfRdns(wallet.rdns!)).toBe(wallet.id)
    }
    expect(new Set(withRdns.map((wallet) => wallet.rdns)).size).toBe(withRdns.length)
    expect(Object.keys(CATALOG_RDNS).sort()).toEqual(withRdns.map((wallet) => wallet.id).sort())
  })

  it('each wallet with a phone app opens it with the pairing URI by the link its docs give', () => {
    const withApp = entries.filter((wallet) => wallet.mobile !== undefined)
    expect(withApp.map((wallet) => wallet.id).sort()).toEqual(Object.keys(DOCUMENTED_APP_LINKS).sort())
    for (const wallet of withApp) {
      const link = walletAppLink(wallet.mobile, PAIRING)
      expect(link).toBe(`${DOCUMENTED_APP_LINKS[wallet.id]}${encodeURIComponent(PAIRING)}`)
      expect(new URL(link).searchParams.get('uri')).toBe(PAIRING)
      if (wallet.mobile?.native) expect(wallet.mobile.native).toMatch(/^[a-z][a-z0-9+.-]*:\/\/([a-z0-9.-]+\/)?$/)
    }
  })

  it.each(Object.entries(PUBLISHED))('%s: rdns, app links and store ids are the ones the wallet publishes', (id, published) => {
    const wallet: WalletCatalogEntry = WALLET_CATALOG[id as CatalogWalletId]
    const urls = wallet.downloadUrls ?? {}
    expect(wallet.rdns).toBe(published.rdns)
    expect(wallet.mobile?.native).toBe(published.native)
    expect(wallet.mobile?.universal).toBe(published.universal)
    expect(urls.android).toBe(published.play && `https://play.google.com/store/apps/details?id=${published.play}`)
    expect(urls.ios && new URL(urls.ios).pathname.split('/').at(-1)).toBe(published.appStore && `id${published.appStore}`)
    expect(urls.chrome && new URL(urls.chrome).pathname.split('/').at(-1)).toBe(published.chrome)
  })

  it('every wallet can be had or reached: a phone app it pairs with, an extension or desktop app, or a store', () => {
    for (const wallet of Object.values(EXTRA_WALLETS) as WalletCatalogEntry[]) {
      const urls = wallet.downloadUrls ?? {}
      const extension = [urls.browserExtension, urls.chrome, urls.firefox, urls.edge, urls.opera, urls.safari].some(Boolean)
      expect(reachedByWalletConnect(wallet.id) || extension, wallet.id).toBe(true)
      // A phone app that pairs has its QR steps; an extension has its install steps.
      if (wallet.mobile) expect(wallet.qrCode?.instructions?.steps.map((step) => step.step)).toEqual(['install', 'create', 'scan'])
      if (extension) expect(wallet.extension?.instructions?.steps.map((step) => step.step)).toEqual(['install', 'create', 'refresh'])
    }
  })

  it('WalletConnect reaches the named wallets with a phone app, MetaMask and Rainbow; not Coinbase (its SDK) nor Brave', () => {
    expect(reachedByWalletConnect('trust')).toBe(true)
    expect(reachedByWalletConnect('metaMask')).toBe(true)
    expect(reachedByWalletConnect('rabby')).toBe(false)
    expect(reachedByWalletConnect('coinbaseWallet')).toBe(false)
    expect(reachedByWalletConnect('braveWallet')).toBe(false)
    expect(reachedByWalletConnect('constructor')).toBe(false)
  })
})
