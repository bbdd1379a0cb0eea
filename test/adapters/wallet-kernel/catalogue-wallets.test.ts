import { describe, expect, it, vi } from 'vitest'
import {
  curateWallets,
  EXTRA_WALLETS,
  reachedByWalletConnect,
  WALLET_CATALOG,
  WalletNotInstalledError,
  type WalletCatalogEntry,
} from '../../../src-domain/index.js'
import { ACCOUNT, announce, createFakeProvider, createFakeWindow } from '../../support/wallet/fake-provider.js'
import { fakeWalletConnect, loaderFor } from '../../support/wallet/fake-walletconnect.js'
import { injectedWallets } from '../../support/wallet/injected-wallet.js'

const open = injectedWallets()
const ICON = 'data:image/svg+xml,%3Csvg/%3E'
const announcing = (Object.values(WALLET_CATALOG) as WalletCatalogEntry[]).filter((wallet) => wallet.rdns !== undefined)
const extras = Object.values(EXTRA_WALLETS) as WalletCatalogEntry[]

/** The app's list naming one catalogue wallet, over the wallet kernel. */
const named = (walletId: string, window = createFakeWindow(), walletConnect?: Parameters<typeof open>[0]['walletConnect']) =>
  curateWallets(open({ window, ...(walletConnect ? { walletConnect } : {}) }), [{ groupName: 'More', wallets: [walletId] }])

describe('every catalogue wallet an app names connects through the kernel’s own paths', () => {
  it.each(announcing.map((wallet) => [wallet.id, wallet] as const))('%s, installed: found by its EIP-6963 rdns, connected as injected', async (id, entry) => {
    const target = createFakeWindow()
    const provider = createFakeProvider()
    announce(target, { uuid: `u-${id}`, name: `${entry.name} (announced)`, icon: ICON, rdns: entry.rdns }, provider)
    const wallet = named(id, target)
    expect(wallet.listWallets().find((listed) => listed.id === id)).toMatchObject({ installed: true, kind: 'injected', group: 'More', rdns: entry.rdns })
    await expect(wallet.connect(id)).resolves.toMatchObject({ walletId: id, accounts: [ACCOUNT] })
    expect(provider.calls).toContain('eth_requestAccounts')
  })

  it.each(extras.map((wallet) => [wallet.id, wallet] as const))(
    '%s, not installed: through WalletConnect when its phone app pairs, else “not installed”',
    async (id, entry) => {
      const relay = fakeWalletConnect()
      const load = loaderFor(relay)
      const wallet = named(id, createFakeWindow(), { projectId: 'a1b2c3', load })
      const listed = wallet.listWallets().find((candidate) => candidate.id === id)
      if (reachedByWalletConnect(id)) {
        expect(listed).toMatchObject({ installed: false, kind: 'walletConnect', mobile: entry.mobile })
        const connecting = wallet.connect(id)
        await vi.waitFor(() => expect(relay.connectCalls).toBe(1))
        relay.pair()
        await expect(connecting).resolves.toMatchObject({ walletId: id, accounts: [ACCOUNT] })
      } else {
        expect(listed).toMatchObject({ installed: false, kind: 'injected', downloadUrls: entry.downloadUrls })
        const error = await wallet.connect(id).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(WalletNotInstalledError)
        expect((error as Error).message).toBe(`${entry.name} is not installed`)
        expect(load).not.toHaveBeenCalled()
      }
    },
  )
})
