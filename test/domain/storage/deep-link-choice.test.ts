import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { readDeepLinkChoice, rememberDeepLinkChoice, WALLETCONNECT_DEEPLINK_KEY } from '../../../src-domain/index.js'

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
