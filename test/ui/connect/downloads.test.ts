import { describe, expect, it } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import { catalogEntry, WALLET_CATALOG, walletsToDownload } from '../../../src-domain/index.js'
import { connectHeading, connectMode } from '../../../src-ui/components/connect/connect-mode.js'
import {
  downloadableHere,
  downloadCandidates,
  downloadKind,
  extensionDownload,
  mobileDownload,
  safeHttpUrl,
} from '../../../src-ui/components/connect/downloads.js'

const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
}
const metaMask = WALLET_CATALOG.metaMask.downloadUrls

describe('download helpers', () => {
  it('picks the extension of the browser in use, else the wallet’s generic extension page', () => {
    expect(extensionDownload(metaMask, UA.chrome)).toEqual({ url: metaMask.chrome, browser: 'Chrome' })
    expect(extensionDownload(metaMask, UA.firefox)).toEqual({ url: metaMask.firefox, browser: 'Firefox' })
    // MetaMask's catalogue entry has no Edge store link: the generic page, not the Chrome store.
    expect(extensionDownload(metaMask, UA.edge)).toEqual({ url: metaMask.browserExtension, browser: undefined })
    expect(extensionDownload(metaMask, UA.safari)).toEqual({ url: metaMask.browserExtension, browser: undefined })
    expect(extensionDownload({ desktop: 'https://brave.com/download' }, UA.chrome)).toBeUndefined()
    expect(extensionDownload(undefined, UA.chrome)).toBeUndefined()
  })

  it('points phones at the QR page first, then the stores', () => {
    expect(mobileDownload(metaMask)).toBe('https://metamask.io/download')
    expect(mobileDownload({ ios: 'https://apps.apple.com/x' })).toBe('https://apps.apple.com/x')
    expect(mobileDownload({})).toBeUndefined()
  })

  it('describes a wallet by where it can be had', () => {
    expect(downloadKind(metaMask, UA.chrome)).toBe('Mobile Wallet and Extension')
    expect(downloadKind(WALLET_CATALOG.braveWallet.downloadUrls, UA.chrome)).toBe('Mobile and Desktop Wallet')
    expect(downloadKind(WALLET_CATALOG.ledger.downloadUrls, UA.chrome)).toBe('Mobile and Desktop Wallet')
    expect(downloadKind({ ios: 'https://apps.apple.com/x' }, UA.chrome)).toBe('Mobile Wallet')
    expect(downloadKind({ chrome: 'https://chrome.google.com/x' }, UA.chrome)).toBe('Browser Extension')
  })

  it('follows only http(s) links', () => {
    expect(safeHttpUrl('https://metamask.io/download')).toBe('https://metamask.io/download')
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeHttpUrl('data:text/html,<script>')).toBeUndefined()
    expect(safeHttpUrl('not a url')).toBeUndefined()
    expect(safeHttpUrl(undefined)).toBeUndefined()
  })

  it('offers the default catalogue wallets for download when the backend lists only its own: 5, or 3 on mobile', () => {
    const candidates = downloadCandidates([MOCK_WALLET])
    expect(candidates.map((wallet) => wallet.id)).not.toContain('trust')
    expect(walletsToDownload(candidates, false).map((wallet) => wallet.id)).toEqual(['metaMask', 'rainbow', 'coinbaseWallet', 'braveWallet'])
    expect(walletsToDownload(candidates, true)).toHaveLength(3)
  })

  it('offers on a desktop what installs there (an extension for this browser, a desktop app), on a phone what its store has', () => {
    const here = (id: string, phone: 'ios' | 'android' | undefined, userAgent = UA.chrome) => downloadableHere(catalogEntry(id)?.downloadUrls, phone, userAgent)
    // Safe is a web app: no desktop download, no store.
    expect(here('safe', undefined)).toBe(false)
    expect(here('safe', 'ios')).toBe(false)
    expect(here('metaMask', undefined)).toBe(true)
    expect(here('rabby', undefined)).toBe(true)
    expect(here('ledger', undefined)).toBe(true) // Ledger Live's desktop app
    // A phone-only wallet is no desktop download; an extension-only one is none on a phone.
    expect(here('argent', undefined)).toBe(false)
    expect(here('argent', 'android')).toBe(true)
    expect(here('rabby', 'ios')).toBe(false)
    expect(here('xdefi', 'android')).toBe(false)
    // Chrome-only extensions in Firefox: the generic extension page still counts; an extension with no page at all does not.
    expect(here('xdefi', undefined, UA.firefox)).toBe(true)
    expect(downloadableHere({ chrome: 'https://chrome.google.com/webstore/detail/x' }, undefined, UA.firefox)).toBe(false)
  })
})

describe('connect mode', () => {
  const base = { group: 'Popular', installed: false } as const
  it('QR for WalletConnect wallets, extension when installed or unknown, not installed / not available otherwise', () => {
    expect(connectMode({ ...WALLET_CATALOG.walletConnect, ...base, kind: 'walletConnect' })).toBe('qr')
    expect(connectMode(MOCK_WALLET)).toBe('extension')
    expect(connectMode({ ...WALLET_CATALOG.metaMask, ...base, kind: 'injected' })).toBe('notInstalled')
    // Built into the Brave browser: nothing to add to this one.
    expect(connectMode({ ...WALLET_CATALOG.braveWallet, ...base, kind: 'injected' })).toBe('notAvailable')
    expect(connectMode({ ...WALLET_CATALOG.injected, ...base, kind: 'injected' })).toBe('notAvailable')
    expect(connectMode({ ...WALLET_CATALOG.metaMask, ...base, kind: 'injected', downloadUrls: { ios: 'https://apps.apple.com/x' } })).toBe('notAvailable')
    // An SDK wallet (Coinbase Wallet's) connects through its own popup whether or not the extension is there.
    expect(connectMode({ ...WALLET_CATALOG.coinbaseWallet, ...base, kind: 'sdk' })).toBe('extension')
  })

  it('names the CONNECT step with the spec’s texts', () => {
    expect(connectHeading(MOCK_WALLET)).toBe('Opening Mock Wallet...')
    expect(connectHeading({ ...WALLET_CATALOG.metaMask, ...base, kind: 'injected' })).toBe('MetaMask is not installed')
    expect(connectHeading({ ...WALLET_CATALOG.injected, ...base, kind: 'injected' })).toBe('Browser Wallet is not available')
    expect(connectHeading({ ...WALLET_CATALOG.walletConnect, ...base, kind: 'walletConnect' })).toBe('Scan with your phone')
  })
})
