import { describe, expect, it } from 'vitest'
import { EXTRA_WALLETS, reachedByWalletConnect, WALLET_CATALOG, walletAppLink, type WalletCatalogEntry } from '../../../src-domain/index.js'
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
  coinbaseWallet: 'cbwallet://wc?uri=',
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
