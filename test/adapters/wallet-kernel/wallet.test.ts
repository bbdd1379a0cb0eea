import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../../src-domain/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import type { WalletConnectLoader } from '../../../src-adapters/wallet-kernel/index.js'
import { ACCOUNT, announce, createFakeProvider, createFakeWindow, rpcError } from '../../support/wallet/fake-provider.js'
import { injectedWallets, recordEvents } from '../../support/wallet/injected-wallet.js'

const ICON = 'data:image/svg+xml,%3Csvg/%3E'
const open = injectedWallets()

describe('the wallet kernel: the wallets it offers', () => {
  it('an announced MetaMask takes the catalogue entry under its announced name; not installed ones are offered through WalletConnect', () => {
    const target = createFakeWindow()
    announce(target, { uuid: 'u-2', name: 'MetaMask Flask', icon: ICON, rdns: 'io.metamask' }, createFakeProvider())
    const load = vi.fn<WalletConnectLoader>()
    const wallets = open({ window: target, walletConnect: { projectId: undefined, load } }).listWallets()
    expect(wallets.filter((wallet) => wallet.id === 'metaMask')).toEqual([
      expect.objectContaining({ name: 'MetaMask Flask', installed: true, kind: 'injected', rdns: 'io.metamask' }),
    ])
    expect(wallets.find((wallet) => wallet.id === 'rainbow')).toMatchObject({ installed: false, kind: 'walletConnect' })
    expect(wallets.find((wallet) => wallet.id === 'walletConnect')).toMatchObject({ name: 'WalletConnect', installed: undefined })
    expect(load).not.toHaveBeenCalled()
  })

  it('without WalletConnect configured, offers no WalletConnect and nothing through it', () => {
    const wallets = open({ window: createFakeWindow() }).listWallets()
    expect(wallets.map((wallet) => wallet.id)).not.toContain('walletConnect')
    expect(wallets.filter((wallet) => wallet.kind === 'walletConnect')).toEqual([])
    expect(wallets.find((wallet) => wallet.id === 'rainbow')).toMatchObject({ installed: false })
  })
})

describe('the wallet kernel: auto-connect restores only what the wallet still grants', () => {
  it('restores without prompting; a wallet that forgot the app, or is gone, restores nothing', async () => {
    const provider = createFakeProvider()
    const target = createFakeWindow(provider)
    await open({ window: target }).connect('injected')

    provider.calls.length = 0
    expect(await open({ window: target }).reconnect('injected')).toEqual({ walletId: 'injected', accounts: [ACCOUNT], chainId: 31337 })
    expect(provider.calls).toEqual(['eth_accounts', 'eth_chainId'])

    provider.handlers.eth_accounts = () => []
    expect(await open({ window: target }).reconnect('injected')).toBeNull()
    expect(await open({ window: createFakeWindow() }).reconnect('injected')).toBeNull()
  })

  /** Once the restored session listens to the wallet: the wallet has answered, and the task is not over. */
  const answeredByWallet = async (provider: ReturnType<typeof createFakeProvider>) => {
    for (let turn = 0; turn < 1000 && provider.listenerCount('accountsChanged') === 0; turn++) await Promise.resolve()
    expect(provider.listenerCount('accountsChanged')).toBeGreaterThan(0)
  }
  /** Runs the promise reactions queued so far and those they queue: the task is not over yet. */
  const drainMicrotasks = async () => {
    for (let turn = 0; turn < 50; turn++) await Promise.resolve()
  }

  it('answers a restore in a task after the wallet answered, so what the app draws from it is not part of that task', async () => {
    // A wallet that already trusts the page, answering within it (no round trip), as an in-page provider does.
    const provider = createFakeProvider()
    const answered = vi.fn()
    void open({ window: createFakeWindow(provider) })
      .reconnect('injected')
      .then(answered)
    await answeredByWallet(provider)
    await drainMicrotasks()
    expect(answered).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(answered).toHaveBeenCalledWith({ walletId: 'injected', accounts: [ACCOUNT], chainId: 31337 }))
  })

  it('a change in that task is in the answer: the newest accounts, or nothing once the wallet let go', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const switching = createFakeProvider()
    const switched = open({ window: createFakeWindow(switching) }).reconnect('injected')
    await answeredByWallet(switching)
    switching.emit('accountsChanged', [other])
    expect(await switched).toEqual({ walletId: 'injected', accounts: [other], chainId: 31337 })

    const leaving = createFakeProvider()
    const dropped = open({ window: createFakeWindow(leaving) }).reconnect('injected')
    await answeredByWallet(leaving)
    leaving.emit('accountsChanged', [])
    expect(await dropped).toBeNull()
  })
})

describe('the wallet kernel: odd wallet answers never reach the app', () => {
  it('ignores a malformed chainChanged and a transient disconnect (1013) while the wallet changes chains', async () => {
    const provider = createFakeProvider()
    const wallet = open({ window: createFakeWindow(provider) })
    await wallet.connect('injected')
    const events = recordEvents(wallet)
    provider.emit('chainChanged', '<script>')
    provider.emit('chainChanged', { id: 10 })
    provider.emit('disconnect', rpcError(1013, 'MetaMask: Disconnected from chain. Attempting to connect.'))
    provider.emit('chainChanged', '0xa')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
    provider.emit('disconnect', rpcError(4900, 'Disconnected'))
    expect(events.at(-1)).toEqual({ type: 'disconnected' })
  })

  it('keeps only the real addresses of a list that mixes them with others', async () => {
    const provider = createFakeProvider({ eth_requestAccounts: () => ['nope', ACCOUNT, 42] })
    const wallet = open({ window: createFakeWindow(provider) })
    expect((await wallet.connect('injected')).accounts).toEqual([ACCOUNT])
  })

  it('reads a rejection however a wallet words it: 4001, ethers ACTION_REJECTED, or the message', async () => {
    const provider = createFakeProvider()
    const wallet = open({ window: createFakeWindow(provider) })
    await wallet.connect('injected')
    for (const failure of [rpcError(4001, 'nope'), Object.assign(new Error('x'), { code: 'ACTION_REJECTED' }), new Error('User denied message signature')]) {
      provider.handlers.personal_sign = () => {
        throw failure
      }
      await expect(wallet.signMessage({ account: ACCOUNT, message: 'hi' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    }
  })
})
