import { describe, expect, it } from 'vitest'
import { inAppWalletId, inAppWallets, WALLET_CATALOG, type WalletInfo } from '../../../src-domain/index.js'
import { USER_AGENTS } from '../../support/user-agents.js'

const walletConnect: WalletInfo = { ...WALLET_CATALOG.walletConnect, installed: undefined, kind: 'walletConnect', group: 'Popular' }
const metaMaskViaWc: WalletInfo = { ...WALLET_CATALOG.metaMask, installed: false, kind: 'walletConnect', group: 'Popular' }
const rainbowViaWc: WalletInfo = { ...WALLET_CATALOG.rainbow, installed: false, kind: 'walletConnect', group: 'Popular' }
const browserWallet: WalletInfo = { ...WALLET_CATALOG.injected, installed: true, kind: 'injected', group: 'Installed' }

describe('inAppWalletId: the wallet whose in-app browser this is', () => {
  it.each([
    [USER_AGENTS.metaMaskAndroid, 'metaMask'],
    [USER_AGENTS.metaMaskIos, 'metaMask'],
    [USER_AGENTS.coinbaseIos, 'coinbaseWallet'],
    [USER_AGENTS.coinbaseAndroid, 'coinbaseWallet'],
    [USER_AGENTS.rainbowIos, 'rainbow'],
    [USER_AGENTS.braveAndroid, undefined],
    [USER_AGENTS.iPhoneSafari, undefined],
    [USER_AGENTS.facebookIos, undefined],
    [USER_AGENTS.windowsChrome, undefined],
  ])('%s → %s', (userAgent, id) => {
    expect(inAppWalletId(userAgent)).toBe(id)
  })
})

describe('inAppWallets: an in-app browser connects its own wallet directly', () => {
  it('outside one, the list is the backend’s as it is', () => {
    const wallets = [browserWallet, walletConnect, metaMaskViaWc]
    expect(inAppWallets(wallets, undefined)).toEqual(wallets)
  })

  it('a plain window.ethereum in MetaMask’s browser is shown as MetaMask, first, and MetaMask’s WalletConnect entry is dropped', () => {
    const shown = inAppWallets([walletConnect, metaMaskViaWc, rainbowViaWc, browserWallet], 'metaMask')
    expect(shown.map((wallet) => [wallet.id, wallet.name, wallet.kind, wallet.installed])).toEqual([
      ['injected', 'MetaMask', 'injected', true],
      ['walletConnect', 'WalletConnect', 'walletConnect', undefined],
      ['rainbow', 'Rainbow', 'walletConnect', false],
    ])
  })

  it('a wallet announced under its own id (EIP-6963) is moved first and kept as it is', () => {
    const announced: WalletInfo = { ...WALLET_CATALOG.rainbow, installed: true, kind: 'injected', group: 'Installed' }
    expect(inAppWallets([walletConnect, announced], 'rainbow')).toEqual([announced, walletConnect])
  })

  it('with nothing injected (the page opened by link in the app’s browser before the provider came), nothing changes', () => {
    const wallets = [walletConnect, metaMaskViaWc]
    expect(inAppWallets(wallets, 'metaMask')).toEqual(wallets)
  })
})
