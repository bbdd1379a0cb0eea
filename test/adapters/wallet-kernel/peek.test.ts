import { afterEach, describe, expect, it, vi } from 'vitest'
import { createInjectedWallet } from '../../../src-adapters/wallet-kernel/index.js'
import { peekInjectedWallet, PEEK_TIMEOUT_MS } from '../../../src-adapters/wallet-kernel/peek.js'
import { localChain } from '../../../src-domain/index.js'
import { ACCOUNT, announce, createFakeProvider, createFakeWindow } from '../../support/wallet/fake-provider.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'

const METAMASK = { uuid: 'u-1', name: 'MetaMask', icon: '', rdns: 'io.metamask' }

afterEach(() => void vi.useRealTimers())

describe('peekInjectedWallet: a remembered wallet asked before the app', () => {
  it('finds the wallet stored under its catalogue id by its announcement, and answers as its reconnect does', async () => {
    const target = createFakeWindow()
    const provider = createFakeProvider()
    announce(target, METAMASK, provider)
    const peeked = await peekInjectedWallet(target, 'metaMask')
    expect(peeked).toEqual({ walletId: 'metaMask', accounts: [ACCOUNT], chainId: 31337 })
    // Only the two questions that never prompt, and no listener left behind.
    expect(provider.calls).toEqual(['eth_accounts', 'eth_chainId'])
    expect(provider.listenerCount('accountsChanged')).toBe(0)

    const wallet = createInjectedWallet({ window: target, chains: [localChain] })
    expect(await wallet.reconnect('metaMask')).toEqual(peeked)
  })

  it('an announced wallet outside the catalogue under its rdns; a plain window.ethereum as Browser Wallet', async () => {
    const target = createFakeWindow(createFakeProvider())
    announce(target, { ...METAMASK, name: 'Other', rdns: 'org.example.wallet' }, createFakeProvider())
    expect((await peekInjectedWallet(target, 'org.example.wallet'))?.accounts).toEqual([ACCOUNT])
    expect((await peekInjectedWallet(target, 'injected'))?.accounts).toEqual([ACCOUNT])
  })

  it.each<[string, Record<string, () => unknown>]>([
    ['has forgotten the site', { eth_accounts: () => [] }],
    ['answers no list of addresses', { eth_accounts: () => 'yes' }],
    ['fails', { eth_accounts: () => Promise.reject(new Error('locked')) }],
    [
      'throws at once',
      {
        eth_accounts: () => {
          throw new Error('boom')
        },
      },
    ],
    ['answers a nonsense chain', { eth_chainId: () => ({ toString: 1 }) }],
  ])('a wallet that %s: null, no error', async (_name, handlers) => {
    const target = createFakeWindow()
    announce(target, METAMASK, createFakeProvider(handlers))
    await expect(peekInjectedWallet(target, 'metaMask')).resolves.toBeNull()
  })

  it('a wallet not in this browser, or another than the remembered one: null, nothing asked', async () => {
    const target = createFakeWindow()
    const provider = createFakeProvider()
    announce(target, METAMASK, provider)
    expect(await peekInjectedWallet(target, 'rainbow')).toBeNull()
    expect(await peekInjectedWallet(createFakeWindow(), 'injected')).toBeNull()
    expect(provider.calls).toEqual([])
  })

  it('a wallet that never answers: null once the time is up, so the page waits for the app', async () => {
    vi.useFakeTimers()
    const target = createFakeWindow()
    announce(target, METAMASK, createFakeProvider({ eth_accounts: () => new Promise(() => undefined) }))
    const peeked = peekInjectedWallet(target, 'metaMask')
    await vi.advanceTimersByTimeAsync(PEEK_TIMEOUT_MS - 1)
    let settled = false
    void peeked.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(peeked).resolves.toBeNull()
  })
})
