import { describe, expect, it } from 'vitest'
import { groupWallets, MAX_DOWNLOAD_WALLETS, MAX_DOWNLOAD_WALLETS_MOBILE, RECENT_GROUP, walletsToDownload } from '../../../src-domain/index.js'
import { wallet } from './support.js'

const names = (groups: ReturnType<typeof groupWallets>) => groups.map((group) => `${group.name}: ${group.wallets.map((entry) => entry.id).join(',')}`)

describe('groupWallets (spec 2: wallets listed grouped, up to 3 recent first)', () => {
  const offered = [
    wallet('injected', { group: 'Installed', installed: true }),
    wallet('metaMask'),
    wallet('rainbow'),
    wallet('coinbase'),
    wallet('walletConnect', { group: 'Other' }),
    wallet('safe', { group: 'Other', ready: false }),
  ]

  it.each([
    [[], ['Installed: injected', 'Popular: metaMask,rainbow,coinbase', 'Other: walletConnect']],
    [['rainbow'], ['Recent: rainbow', 'Installed: injected', 'Popular: metaMask,coinbase', 'Other: walletConnect']],
    [
      ['walletConnect', 'coinbase', 'injected', 'metaMask'],
      ['Recent: walletConnect,coinbase,injected', 'Popular: metaMask,rainbow'],
    ],
    // Safe is not ready outside its app: never listed, not even as recent
    [
      ['safe', 'rainbow'],
      ['Recent: rainbow', 'Installed: injected', 'Popular: metaMask,coinbase', 'Other: walletConnect'],
    ],
  ])('recent %j → %j', (recent, expected) => {
    expect(names(groupWallets(offered, recent))).toEqual(expected)
  })

  it('lists every ready wallet exactly once', () => {
    const groups = groupWallets(offered, ['metaMask', 'rainbow'])
    expect(groups.flatMap((group) => group.wallets.map((entry) => entry.id)).sort()).toEqual(
      ['coinbase', 'injected', 'metaMask', 'rainbow', 'walletConnect'].sort(),
    )
    expect(groups[0]?.name).toBe(RECENT_GROUP)
    expect(RECENT_GROUP).toBe('Recent')
  })
})

describe('walletsToDownload (spec 2 and 9: 5 wallets offered for download, 3 on mobile)', () => {
  const many = Array.from({ length: 8 }, (_, index) => wallet(`w${index}`))

  it('uses the spec numbers', () => {
    expect([MAX_DOWNLOAD_WALLETS, MAX_DOWNLOAD_WALLETS_MOBILE]).toEqual([5, 3])
  })

  it.each([
    [false, ['w0', 'w1', 'w2', 'w3', 'w4']],
    [true, ['w0', 'w1', 'w2']],
  ])('mobile %j → %j', (mobile, expected) => {
    expect(walletsToDownload(many, mobile).map((entry) => entry.id)).toEqual(expected)
  })

  it('offers only wallets that are not installed and have somewhere to get them', () => {
    const mixed = [
      wallet('installed', { installed: true }),
      wallet('nowhere', { downloadUrls: undefined }),
      wallet('empty', { downloadUrls: {} }),
      wallet('mobileOnly', { installed: undefined }),
      wallet('get'),
    ]
    expect(walletsToDownload(mixed, false).map((entry) => entry.id)).toEqual(['mobileOnly', 'get'])
  })
})
