import { afterEach, describe, expect, it } from 'vitest'
import { TEST_ACCOUNT } from '../../../src-adapters/memory/index.js'
import { DISCONNECTED, encodeConnectionRecord, InvalidConfigError, STORAGE_KEY_CONNECTION, type Address, type AuthSession } from '../../../src-domain/index.js'
import { MAX_COOKIE_HEADER_LENGTH, readCookie } from '../../../src/kit/read-cookie.js'
import { cookieToInitialState, walletConfig, type WalletConfig } from '../../../src/kit/wallet-config.js'
import type { WalletServicesOptions } from '../../../src/kit/create-wallet-services.js'

const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A chain as viem's `viem/chains` exports it: walletConfig gives it back in the kit's own shape. */
const base = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
}
const local = { id: 31337, name: 'Local chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8545'] }

const OPTIONS: WalletServicesOptions = { appName: '  Demo  ', chains: [local, base], backend: 'memory', storage: 'cookie', signIn: '/api/auth' }

const cookieOf = (walletId: string, address: string, chainId: number | string) =>
  `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(`${walletId}|${address}|${chainId}`)}`

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'requestIdleCallback'] as const

/** Runs `work` with every browser global replaced by a getter that records its reads; restores them after. */
function watchBrowserGlobals<T>(work: () => T): { result: T; touched: string[] } {
  const touched: string[] = []
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name)
        return undefined
      },
    })
  }
  try {
    return { result: work(), touched }
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
  }
}

describe('walletConfig', () => {
  it('runs where there is no browser (this file runs in node)', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('gives back plain data: the same after a JSON round trip, chains in the kit shape, the app name trimmed', () => {
    const config = walletConfig(OPTIONS)
    expect(JSON.parse(JSON.stringify(config))).toEqual(config)
    expect(config.appName).toBe('Demo')
    expect(config.backend).toBe('memory')
    expect(config.storage).toBe('cookie')
    expect(config.signIn).toBe('/api/auth')
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 8453])
    const normalizedBase = config.chains[1]
    expect(normalizedBase).toMatchObject({ id: 8453, name: 'Base', rpcUrls: ['https://mainnet.base.org'] })
    // The viem shape's nested rpcUrls are gone: a plain list of URLs.
    expect(Array.isArray(normalizedBase?.rpcUrls)).toBe(true)
    for (const chain of config.chains) {
      expect(Object.getPrototypeOf(chain)).toBe(Object.prototype)
      expect(Object.values(chain).some((value) => typeof value === 'function')).toBe(false)
    }
  })

  it('touches no browser global', () => {
    const { result, touched } = watchBrowserGlobals(() => walletConfig(OPTIONS))
    expect(result.appName).toBe('Demo')
    expect(touched).toEqual([])
  })

  it('reads a cookie header into an initial state without touching a browser global', () => {
    const config = walletConfig(OPTIONS)
    const { result, touched } = watchBrowserGlobals(() => cookieToInitialState(config, cookieOf('mock', TEST_ACCOUNT, 31337)))
    expect(result.connection.status).toBe('connected')
    expect(touched).toEqual([])
  })

  it.each([
    ['an empty app name', { appName: '  ' }],
    ['no app name', { appName: undefined }],
    ['an unknown backend', { backend: 'solana' }],
    ['the wagmi backend without its loader', { backend: 'wagmi' }],
    ['an unknown storage', { storage: 'indexeddb' }],
    ['an empty sign-in URL', { signIn: ' ' }],
    ['a sign-in adapter without its steps', { signIn: { getNonce: async () => 'n' } }],
    ['no chains', { chains: [] }],
    ['a chain without an id', { chains: [{ name: 'x', nativeCurrency: local.nativeCurrency, rpcUrls: [] }] }],
  ])('throws an InvalidConfigError on %s', (_label, patch) => {
    expect(() => walletConfig({ ...OPTIONS, ...patch } as unknown as WalletServicesOptions)).toThrow(InvalidConfigError)
  })
})

describe('cookieToInitialState', () => {
  const config: WalletConfig = walletConfig(OPTIONS)
  const valid = cookieOf('mock', TEST_ACCOUNT, 31337)

  it.each([
    ['no header', undefined],
    ['a null header', null],
    ['an empty header', ''],
    ['other cookies only', 'theme=dark; siwe-session=abc'],
    ['garbage', ';;;==;=;rk-connection;;'],
    ['a garbage record', `${STORAGE_KEY_CONNECTION}=hello`],
    ['an oversized header around a valid record', `${valid}; pad=${'x'.repeat(MAX_COOKIE_HEADER_LENGTH)}`],
    ['a header just over 16 KiB', `${valid}; pad=${'x'.repeat(16 * 1024 - valid.length)}`],
    ['percent-garbage', `${STORAGE_KEY_CONNECTION}=%E0%A4%A`],
    ['percent-garbage with a valid record under another name', `${STORAGE_KEY_CONNECTION}=%E0%A4%A; other=${valid.split('=')[1]}`],
    ['a tampered address', cookieOf('mock', `${TEST_ACCOUNT.slice(0, -1)}Z`, 31337)],
    ['markup in the wallet id', cookieOf('<script>alert(1)</script>', TEST_ACCOUNT, 31337)],
    ['markup in the address', cookieOf('mock', '<img src=x onerror=alert(1)>', 31337)],
    ['chain id 0', cookieOf('mock', TEST_ACCOUNT, 0)],
    ['a negative chain id', cookieOf('mock', TEST_ACCOUNT, -5)],
    ['a float chain id', cookieOf('mock', TEST_ACCOUNT, '1.5')],
    ['a huge chain id', cookieOf('mock', TEST_ACCOUNT, '1'.repeat(30))],
    ['an extra field', `${valid}${encodeURIComponent('|x')}`],
    ['a record over the maximum length', cookieOf('w'.repeat(190), TEST_ACCOUNT, 31337)],
    ['a cookie whose name only ends like the record', `x${valid}`],
    ['a cookie whose name only starts like the record', `${STORAGE_KEY_CONNECTION}x=${valid.split('=')[1]}`],
    ['the record as a cookie value of another name', `prefs=${valid}`],
  ])('is disconnected for %s, and never throws', (_label, header) => {
    expect(cookieToInitialState(config, header)).toEqual({ connection: DISCONNECTED })
  })

  it('never throws on headers that are no strings', () => {
    for (const header of [42, {}, [], true]) {
      expect(cookieToInitialState(config, header as unknown as string)).toEqual({ connection: DISCONNECTED })
    }
  })

  it('is connected with the address, wallet and chain of a valid record', () => {
    const { connection } = cookieToInitialState(config, `theme=dark; ${valid}; other=1`)
    expect(connection).toEqual({
      status: 'connected',
      walletId: 'mock',
      address: TEST_ACCOUNT,
      accounts: [TEST_ACCOUNT],
      chainId: 31337,
      unsupported: false,
    })
  })

  it('reads a record written without percent-encoding, and a quoted one', () => {
    const raw = encodeConnectionRecord({ walletId: 'io.metamask', address: OTHER, chainId: 8453 })
    expect(cookieToInitialState(config, `${STORAGE_KEY_CONNECTION}=${raw}`).connection).toMatchObject({ status: 'connected', address: OTHER, chainId: 8453 })
    expect(cookieToInitialState(config, `${STORAGE_KEY_CONNECTION}="${raw}"`).connection).toMatchObject({ status: 'connected', address: OTHER })
  })

  it('reads the record beside a similarly named cookie that comes first', () => {
    const header = `x${STORAGE_KEY_CONNECTION}=${encodeURIComponent(encodeConnectionRecord({ walletId: 'evil', address: OTHER, chainId: 1 }))}; ${valid}`
    expect(cookieToInitialState(config, header).connection).toMatchObject({ status: 'connected', walletId: 'mock', address: TEST_ACCOUNT })
  })

  it('flags a chain the config does not name as unsupported', () => {
    const { connection } = cookieToInitialState(config, cookieOf('mock', TEST_ACCOUNT, 10))
    expect(connection).toMatchObject({ status: 'connected', chainId: 10, unsupported: true })
  })

  it('leaves the session out when none is given', () => {
    expect(cookieToInitialState(config, valid)).not.toHaveProperty('session')
    expect(cookieToInitialState(config, undefined)).not.toHaveProperty('session')
  })

  it("keeps a session only for the record's account, whatever the case of its letters", () => {
    const session: AuthSession = { address: TEST_ACCOUNT.toLowerCase() as Address, chainId: 31337 }
    expect(cookieToInitialState(config, valid, { session }).session).toEqual(session)
    const upper: AuthSession = { address: `0x${TEST_ACCOUNT.slice(2).toUpperCase()}` as Address, chainId: 31337 }
    expect(cookieToInitialState(config, valid, { session: upper }).session).toEqual(upper)
  })

  it('drops a session for another account, for no record, and keeps null as null', () => {
    const session: AuthSession = { address: OTHER, chainId: 31337 }
    expect(cookieToInitialState(config, valid, { session })).toMatchObject({ connection: { status: 'connected' }, session: null })
    expect(cookieToInitialState(config, undefined, { session: { address: TEST_ACCOUNT, chainId: 31337 } })).toEqual({ connection: DISCONNECTED, session: null })
    expect(cookieToInitialState(config, 'garbage', { session: { address: TEST_ACCOUNT, chainId: 31337 } })).toEqual({ connection: DISCONNECTED, session: null })
    expect(cookieToInitialState(config, valid, { session: null })).toMatchObject({ connection: { status: 'connected' }, session: null })
  })
})

describe('readCookie', () => {
  it.each([
    ['the only cookie', 'a=1', 'a', '1'],
    ['among others, spaces trimmed', 'x=0;  a = 1 ; b=2', 'a', '1'],
    ['the first of repeated names', 'a=first; a=second', 'a', 'first'],
    ['percent-decoded', 'a=%7Chello%20world%7C', 'a', '|hello world|'],
    ['quoted', 'a="quoted"', 'a', 'quoted'],
    ['a lone quote kept', 'a="', 'a', '"'],
    ['an empty value', 'a=; b=2', 'a', ''],
    ['a value holding =', 'a=b=c', 'a', 'b=c'],
    ['a name holding = after', 'ab=1; a=2', 'a', '2'],
  ])('reads %s', (_label, header, name, value) => {
    expect(readCookie(header, name)).toBe(value)
  })

  it.each([
    ['no header', undefined, 'a'],
    ['a null header', null, 'a'],
    ['an empty header', '', 'a'],
    ['an absent name', 'b=1; c=2', 'a'],
    ['a name only as a prefix', 'ab=1', 'a'],
    ['a name only as a suffix', 'xa=1', 'a'],
    ['a part without =', 'a; b=1', 'a'],
    ['a value that does not decode', 'a=%E0%A4%A', 'a'],
    ['a lone %', 'a=%', 'a'],
    ['an oversized header', `a=1; pad=${'x'.repeat(MAX_COOKIE_HEADER_LENGTH)}`, 'a'],
  ])('gives undefined for %s', (_label, header, name) => {
    expect(readCookie(header, name)).toBeUndefined()
  })

  it('reads a header of exactly the maximum length', () => {
    const header = `a=1; pad=${'x'.repeat(MAX_COOKIE_HEADER_LENGTH - 'a=1; pad='.length)}`
    expect(header.length).toBe(MAX_COOKIE_HEADER_LENGTH)
    expect(readCookie(header, 'a')).toBe('1')
  })

  it('stops at a bad value of the name instead of reading a later one', () => {
    // The first of repeated names wins, even when it does not decode: a later one is no fallback.
    expect(readCookie('a=%E0; a=2', 'a')).toBeUndefined()
  })
})

afterEach(() => {
  // The browser-global watcher restores what it replaced; nothing may be left behind for the next file.
  expect(typeof window).toBe('undefined')
})
