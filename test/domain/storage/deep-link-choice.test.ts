import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createMemoryWallet } from '../../../src-adapters/memory/index.js'
import { ConnectionService, localChain, readDeepLinkChoice, rememberDeepLinkChoice, WALLETCONNECT_DEEPLINK_KEY } from '../../../src-domain/index.js'

describe('the remembered wallet app (WALLETCONNECT_DEEPLINK_CHOICE)', () => {
  it('is stored as RainbowKit 1.x and WalletConnect store it: JSON {href, name}, the link without its query', () => {
    const storage = createMemoryStorage()
    rememberDeepLinkChoice(storage, 'rainbow://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn', 'Rainbow')
    expect(JSON.parse(storage.read(WALLETCONNECT_DEEPLINK_KEY) ?? '')).toEqual({ href: 'rainbow://wc', name: 'Rainbow' })
    expect(readDeepLinkChoice(storage)).toEqual({ href: 'rainbow://wc', name: 'Rainbow' })
  })

  it('reads what the app this replaces left (a universal link)', () => {
    const storage = createMemoryStorage()
    storage.write(WALLETCONNECT_DEEPLINK_KEY, JSON.stringify({ href: 'https://rnbwapp.com/wc', name: 'Rainbow' }))
    expect(readDeepLinkChoice(storage)).toEqual({ href: 'https://rnbwapp.com/wc', name: 'Rainbow' })
  })

  it.each([
    ['not JSON', '{href'],
    ['the wrong shape', JSON.stringify(['rainbow://wc'])],
    ['a missing name', JSON.stringify({ href: 'rainbow://wc' })],
    ['an empty link', JSON.stringify({ href: '', name: 'Rainbow' })],
    ['an oversized link', JSON.stringify({ href: `rainbow://${'x'.repeat(5000)}`, name: 'Rainbow' })],
  ])('%s reads as absent and stays stored', (_name, raw) => {
    const storage = createMemoryStorage()
    storage.write(WALLETCONNECT_DEEPLINK_KEY, raw)
    expect(readDeepLinkChoice(storage)).toBeUndefined()
    expect(storage.read(WALLETCONNECT_DEEPLINK_KEY)).toBe(raw)
  })
})

describe('the remembered wallet app ends with the session', () => {
  const connected = async () => {
    const storage = createMemoryStorage()
    const wallet = createMemoryWallet({ connectDelayMs: 0 })
    const connection = new ConnectionService({ wallet, storage, chains: [localChain] })
    const release = connection.start()
    await connection.connect(wallet.listWallets()[0]!.id)
    rememberDeepLinkChoice(storage, 'rainbow://wc?uri=wc%3Aabc', 'Rainbow')
    return { storage, wallet, connection, release }
  }

  it('a disconnect forgets it, as RainbowKit 1.x did (the next session may be another wallet’s)', async () => {
    const { storage, connection, release } = await connected()
    expect(connection.getState().status).toBe('connected')
    await connection.disconnect()
    expect(storage.read(WALLETCONNECT_DEEPLINK_KEY)).toBeNull()
    release()
  })

  it('so does the wallet ending the session', async () => {
    const { storage, wallet, connection, release } = await connected()
    wallet.control.emit({ type: 'disconnected' })
    expect(connection.getState().status).toBe('disconnected')
    expect(storage.read(WALLETCONNECT_DEEPLINK_KEY)).toBeNull()
    release()
  })

  it('a connect that fails leaves it alone', async () => {
    const { storage, wallet, connection, release } = await connected()
    await connection.disconnect()
    rememberDeepLinkChoice(storage, 'rainbow://wc?uri=x', 'Rainbow')
    wallet.control.setFailures({ connect: 'userRejected' })
    await connection.connect(wallet.listWallets()[0]!.id)
    expect(readDeepLinkChoice(storage)).toEqual({ href: 'rainbow://wc', name: 'Rainbow' })
    release()
  })
})
