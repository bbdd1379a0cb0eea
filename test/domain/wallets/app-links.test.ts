import { describe, expect, it } from 'vitest'
import { storeLink, WALLET_CATALOG, walletAppLink } from '../../../src-domain/index.js'

const PAIRING =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('walletAppLink: the link that opens a wallet app with the pairing URI', () => {
  it('uses the app’s own scheme, the URI encoded as one query value', () => {
    const link = walletAppLink(WALLET_CATALOG.rainbow.mobile, PAIRING)
    expect(link).toBe(`rainbow://wc?uri=${encodeURIComponent(PAIRING)}`)
    expect(new URL(link).searchParams.get('uri')).toBe(PAIRING)
  })

  it('each catalogue wallet reached through WalletConnect has its own scheme; Coinbase Wallet, opened by its SDK, has none', () => {
    expect(walletAppLink(WALLET_CATALOG.metaMask.mobile, PAIRING)).toMatch(/^metamask:\/\/wc\?uri=wc%3A/)
    expect('mobile' in WALLET_CATALOG.coinbaseWallet).toBe(false)
  })

  it('a scheme written without `://` is completed', () => {
    expect(walletAppLink({ native: 'zerion:' }, 'wc:a@2')).toBe('zerion://wc?uri=wc%3Aa%402')
  })

  it('falls back to the universal link, then to the bare pairing URI', () => {
    expect(walletAppLink({ universal: 'https://rnbwapp.com/' }, 'wc:a@2')).toBe('https://rnbwapp.com/wc?uri=wc%3Aa%402')
    expect(walletAppLink(undefined, PAIRING)).toBe(PAIRING)
    expect(walletAppLink({}, PAIRING)).toBe(PAIRING)
  })
})

describe('storeLink: the way to get a wallet on this phone', () => {
  it('App Store on iOS, Play Store on Android, else the mobile download page', () => {
    const urls = WALLET_CATALOG.rainbow.downloadUrls
    expect(storeLink(urls, 'ios')).toBe(urls.ios)
    expect(storeLink(urls, 'android')).toBe(urls.android)
    expect(storeLink(urls, 'other')).toBe(urls.mobile)
  })

  it('a wallet without a store page for the platform falls back to its mobile page, or nothing', () => {
    expect(storeLink(WALLET_CATALOG.braveWallet.downloadUrls, 'ios')).toBe('https://brave.com/wallet')
    expect(storeLink(undefined, 'android')).toBeUndefined()
  })
})
