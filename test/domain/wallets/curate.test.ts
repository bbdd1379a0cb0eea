import { describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../../src-adapters/memory/index.js'
import { curateWallets, InvalidConfigError, type WalletInfo } from '../../../src-domain/index.js'

const announced = (id: string, name: string): WalletInfo => ({ id, name, rdns: id, installed: true, kind: 'injected', group: 'Installed' })

describe('curateWallets', () => {
  const backend = () =>
    createMemoryWallet({
      connectDelayMs: 0,
      wallets: [
        announced('com.acme', 'Acme (announced)'),
        announced('io.other', 'Other'),
        { ...announced('walletConnect', 'WalletConnect'), kind: 'walletConnect', installed: undefined, group: 'Popular' },
      ],
    })

  it('lists the named wallets in their groups, after the installed ones the app did not name', () => {
    const wallet = curateWallets(backend(), [
      { groupName: 'Ours', wallets: [{ id: 'acme', name: 'Acme', rdns: 'com.acme', connect: 'injected' }, 'metaMask'] },
      { groupName: 'Phone', wallets: [{ id: 'phoneWallet', name: 'Phone Wallet', connect: 'walletConnect', mobile: { native: 'phone://' } }] },
    ])
    expect(wallet.listWallets().map(({ id, group, installed, kind }) => [id, group, installed, kind])).toEqual([
      ['io.other', 'Installed', true, 'injected'],
      ['acme', 'Ours', true, 'injected'],
      ['metaMask', 'Ours', false, 'injected'],
      ['phoneWallet', 'Phone', undefined, 'walletConnect'],
    ])
    // The same list while the backend's is the same: it is read as a store's snapshot.
    expect(wallet.listWallets()).toBe(wallet.listWallets())
  })

  it("connects a custom wallet through the backend's wallet and answers with the custom id", async () => {
    const port = backend()
    const wallet = curateWallets(port, [{ groupName: 'Ours', wallets: [{ id: 'acme', name: 'Acme', rdns: 'com.acme', connect: 'injected' }] }])
    await expect(wallet.connect('acme')).resolves.toMatchObject({ walletId: 'acme' })
    expect(port.control.isConnected()).toBe(true)
  })

  it('refuses a list with mistakes, naming each', () => {
    const attempt = () =>
      curateWallets(backend(), [
        { groupName: '', wallets: ['metaMask', 'metaMask', { id: 'evil', name: 'Evil', connect: 'injected', icon: 'javascript:alert(1)' }] },
      ])
    expect(attempt).toThrow(InvalidConfigError)
    expect(attempt).toThrow(
      [
        'wallets[0].groupName must be a non-empty text.',
        'wallets[0].wallets[1]: "metaMask" is listed twice.',
        'wallets[0].wallets[2]: an injected wallet is found by its rdns; give one.',
        'wallets[0].wallets[2].icon must be a data:image/ URI, an https URL or a path.',
      ].join('\n'),
    )
  })
})

describe('curateWallets: the catalogue wallets an app names beyond the default ones', () => {
  const withWalletConnect = () =>
    createMemoryWallet({
      connectDelayMs: 0,
      wallets: [{ id: 'walletConnect', name: 'WalletConnect', installed: undefined, kind: 'walletConnect', group: 'Popular' }],
    })

  it('lists each with its catalogue links: through WalletConnect when it has a phone app and the backend has WalletConnect, else to install', () => {
    const ids = ['trust', 'zerion', 'ledger', 'rabby', 'phantom']
    const listed = curateWallets(withWalletConnect(), [{ groupName: 'More', wallets: ids }]).listWallets()
    expect(listed.filter((wallet) => wallet.group === 'More').map(({ id, installed, kind }) => [id, installed, kind])).toEqual([
      ['trust', false, 'walletConnect'],
      ['zerion', false, 'walletConnect'],
      ['ledger', false, 'walletConnect'],
      ['rabby', false, 'injected'],
      ['phantom', false, 'injected'],
    ])
    expect(listed.find((wallet) => wallet.id === 'trust')).toMatchObject({ rdns: 'com.trustwallet.app', mobile: { native: 'trust://' } })
    // Without WalletConnect in the backend, a phone-app wallet is one to install.
    const bare = curateWallets(createMemoryWallet({ connectDelayMs: 0 }), [{ groupName: 'More', wallets: ['trust'] }]).listWallets()
    expect(bare.find((wallet) => wallet.id === 'trust')).toMatchObject({ kind: 'injected', installed: false })
  })

  it('knows every catalogue id, and names the closest one for a slip', () => {
    expect(() => curateWallets(withWalletConnect(), [{ groupName: 'More', wallets: ['imToken', 'tokenPocket', 'okx', 'coin98'] }])).not.toThrow()
    expect(() => curateWallets(withWalletConnect(), [{ groupName: 'More', wallets: ['tokenpocket', 'zerio'] }])).toThrow(
      /unknown wallet id "tokenpocket"; did you mean "tokenPocket"\?[\s\S]*unknown wallet id "zerio"; did you mean "zerion"\?/,
    )
  })
})
