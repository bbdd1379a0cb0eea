/**
 * What the client does with every kind of input a stranger controls: addresses and hashes given
 * to it, chain ids and accounts a wallet answers, what other apps (or a tamperer) leave in
 * localStorage, and EIP-6963 announcements. One row per input, with what it gets.
 */
import { describe, expect, it } from 'vitest'
import { createEthersWallet } from '../../src-adapters/ethers/index.js'
import { createEip6963Discovery, MAX_WALLET_NAME_LENGTH } from '../../src-adapters/wallet-kernel/index.js'
import { createMemoryStorage } from '../../src-adapters/memory/index.js'
import {
  isAddress,
  isChainId,
  isTransactionHash,
  localChain,
  opMainnet,
  optimismGoerli,
  readRecentWalletIds,
  readTransactions,
  recordConnectionUiVersion,
  STORAGE_KEY_RECENT_WALLETS,
  STORAGE_KEY_TRANSACTIONS,
  STORAGE_KEY_VERSION,
  validateTransaction,
} from '../../src-domain/index.js'
import { restorePersistedClient } from '../../src-ui/query-cache/restore.js'
import { ACCOUNT, createFakeProvider, createFakeWindow } from '../support/wallet/fake-provider.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH = `0x${'ab'.repeat(32)}`
const CHAINS = [opMainnet, optimismGoerli, localChain]
const ICON = 'data:image/svg+xml,%3Csvg/%3E'
/** An object whose every property read throws, as a hostile Proxy would. */
const hostileObject = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('hostile getter')
      },
      has: () => {
        throw new Error('hostile has')
      },
    },
  )

describe('addresses (isAddress)', () => {
  it.each<[string, unknown, boolean]>([
    ['checksummed', A, true],
    ['lower case', A.toLowerCase(), true],
    ['upper-case hex digits', `0x${A.slice(2).toUpperCase()}`, true],
    ['the zero address', `0x${'0'.repeat(40)}`, true],
    ['no 0x', A.slice(2), false],
    ['0X prefix', `0X${A.slice(2)}`, false],
    ['one digit short', A.slice(0, 41), false],
    ['one digit long', `${A}0`, false],
    ['a non-hex digit', `${A.slice(0, 41)}g`, false],
    ['leading space', ` ${A}`, false],
    ['trailing newline', `${A}\n`, false],
    ['zero-width space inside', `${A.slice(0, 10)}\u200b${A.slice(10)}`, false],
    ['bidi override', `\u202e${A}`, false],
    ['full-width digits', `0x${'０'.repeat(40)}`, false],
    ['an ENS name', 'vitalik.eth', false],
    ['empty string', '', false],
    ['0x only', '0x', false],
    ['a 32-byte hash', HASH, false],
    ['a number', 0x1234, false],
    ['a bigint', 1n, false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an object with toString', { toString: () => A }, false],
    ['an array holding it', [A], false],
    ['a String object', new String(A), false],
    ['markup', `<img src=x onerror=alert(1)>${A}`, false],
  ])('%s → %s', (_, input, expected) => {
    expect(isAddress(input)).toBe(expected)
  })
})

describe('transaction hashes (isTransactionHash, validateTransaction)', () => {
  it.each<[string, unknown, boolean]>([
    ['64 hex digits', HASH, true],
    ['upper case', HASH.toUpperCase().replace('0X', '0x'), true],
    ['63 digits', HASH.slice(0, 65), false],
    ['65 digits', `${HASH}a`, false],
    ['an address', A, false],
    ['no prefix', HASH.slice(2), false],
    ['a non-hex digit', `${HASH.slice(0, 65)}z`, false],
    ['trailing space', `${HASH} `, false],
    ['a number', 1, false],
    ['null', null, false],
    ['an array', [HASH], false],
    ['a 1 MB string', `0x${'a'.repeat(1_000_000)}`, false],
  ])('%s → %s', (_, input, expected) => {
    expect(isTransactionHash(input)).toBe(expected)
  })

  it.each<[string, unknown, string[]]>([
    ['valid', { hash: HASH, description: 'Vote' }, []],
    ['confirmations 0', { hash: HASH, description: 'Vote', confirmations: 0 }, ['Transaction confirmations must be a positive integer']],
    ['confirmations NaN', { hash: HASH, description: 'Vote', confirmations: Number.NaN }, ['Transaction confirmations must be a positive integer']],
    ['confirmations as a string', { hash: HASH, description: 'Vote', confirmations: '3' }, ['Transaction confirmations must be a positive integer']],
    ['a description that is not text', { hash: HASH, description: { toString: () => 'Vote' } }, ['Transaction must have a description']],
    ['null', null, ['Invalid transaction hash', 'Transaction must have a description']],
    ['a string', 'Vote', ['Invalid transaction hash', 'Transaction must have a description']],
    ['an array', [HASH, 'Vote'], ['Invalid transaction hash', 'Transaction must have a description']],
  ])('validateTransaction(%s) → %j', (_, input, expected) => {
    expect(validateTransaction(input)).toEqual(expected)
  })
})

describe('chain ids (isChainId)', () => {
  it.each<[string, unknown, boolean]>([
    ['10', 10, true],
    ['31337', 31337, true],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER, true],
    ['0', 0, false],
    ['-1', -1, false],
    ['1.5', 1.5, false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
    ['beyond safe integers', 2 ** 53, false],
    ['a hex string', '0xa', false],
    ['a decimal string', '10', false],
    ['a bigint', 10n, false],
    ['null', null, false],
  ])('%s → %s', (_, input, expected) => {
    expect(isChainId(input)).toBe(expected)
  })
})

/** Connects the ethers backend to an injected wallet that answers `eth_chainId` and `eth_requestAccounts` with these. */
async function connectWith(answers: { chainId?: unknown; accounts?: unknown }): Promise<{ chainId: number; accounts: readonly string[] } | 'error'> {
  const provider = createFakeProvider({
    ...('chainId' in answers ? { eth_chainId: () => answers.chainId } : {}),
    ...('accounts' in answers ? { eth_requestAccounts: () => answers.accounts, eth_accounts: () => answers.accounts } : {}),
  })
  const wallet = createEthersWallet({ chains: CHAINS, window: createFakeWindow(provider) })
  try {
    const result = await wallet.connect('injected')
    return { chainId: result.chainId, accounts: result.accounts }
  } catch {
    return 'error'
  } finally {
    wallet.destroy()
  }
}

describe('chain ids a wallet answers (eth_chainId through the ethers backend)', () => {
  it.each<[string, unknown, number | 'error']>([
    ['0xa', '0xa', 10],
    ['0x7a69', '0x7a69', 31337],
    ['upper-case 0X and digits', '0X7A69', 31337],
    ['a decimal string', '10', 'error'],
    ['a number', 10, 10],
    ['a bigint', 10n, 10],
    ['0x0', '0x0', 'error'],
    ['0x alone', '0x', 'error'],
    ['a negative hex', '-0x1', 'error'],
    ['beyond safe integers', `0x${'f'.repeat(20)}`, 'error'],
    ['a non-hex digit', '0xzz', 'error'],
    ['null', null, 'error'],
    ['an object', { chainId: '0xa' }, 'error'],
    ['1.5', 1.5, 'error'],
  ])('%s → %s', async (_, chainId, expected) => {
    const result = await connectWith({ chainId })
    expect(result === 'error' ? result : result.chainId).toBe(expected)
  })
})

describe('accounts a wallet answers (eth_requestAccounts through the ethers backend)', () => {
  it.each<[string, unknown, readonly string[] | 'none']>([
    ['one account', [ACCOUNT], [ACCOUNT]],
    ['invalid entries dropped, order kept', ['nope', ACCOUNT, 42, null], [ACCOUNT]],
    ['not an array', ACCOUNT, 'none'],
    ['an empty list', [], 'none'],
    ['only junk', ['0x12', { address: ACCOUNT }], 'none'],
    ['null', null, 'none'],
    ['markup', [`<b>${ACCOUNT}</b>`], 'none'],
  ])('%s → %j', async (_, accounts, expected) => {
    const result = await connectWith({ accounts })
    // No valid account: the connect ends as rejected (no account to show), never as connected.
    expect(result === 'error' || result.accounts.length === 0 ? 'none' : result.accounts).toEqual(expected)
  })
})

describe('rk-recent in storage', () => {
  it.each<[string, string, string[]]>([
    ['the old app’s list', '["metaMask","rainbow"]', ['metaMask', 'rainbow']],
    ['duplicates', '["metaMask","metaMask"]', ['metaMask']],
    ['mixed junk kept per entry', '["metaMask",1,null,{},"",["x"]]', ['metaMask']],
    ['an id over 200 characters', JSON.stringify(['x'.repeat(201), 'rainbow']), ['rainbow']],
    ['an object', '{"0":"metaMask"}', []],
    ['a string', '"metaMask"', []],
    ['a number', '42', []],
    ['null', 'null', []],
    ['not JSON', '[metaMask', []],
    ['empty', '', []],
    ['binary noise', '\u0000\uffff\ud800', []],
    ['a 6 MB value', JSON.stringify(['a'.repeat(6_000_000)]), []],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, []],
    ['__proto__ key', '{"__proto__":{"polluted":true}}', []],
  ])('%s → %j', (_, raw, expected) => {
    const storage = createMemoryStorage({ [STORAGE_KEY_RECENT_WALLETS]: raw })
    expect(readRecentWalletIds(storage)).toEqual(expected)
    expect(storage.read(STORAGE_KEY_RECENT_WALLETS)).toBe(raw)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('rk-version in storage', () => {
  it.each<[string, string | undefined]>([
    ['absent', undefined],
    ['an older version', '1.0.9'],
    ['a newer version', '2.0.0'],
    ['not a version', '<script>'],
    ['a long value', 'x'.repeat(100_000)],
    ['JSON', '{"v":1}'],
  ])('%s → 1.0.10, as the old app wrote it on every start', (_, raw) => {
    const storage = createMemoryStorage(raw === undefined ? {} : { [STORAGE_KEY_VERSION]: raw })
    recordConnectionUiVersion(storage)
    expect(storage.read(STORAGE_KEY_VERSION)).toBe('1.0.10')
  })
})

const tx = (extra: Record<string, unknown> = {}) => ({ hash: HASH, description: 'Vote', status: 'confirmed', ...extra })
const transactionsOf = (value: unknown) =>
  readTransactions(createMemoryStorage({ [STORAGE_KEY_TRANSACTIONS]: typeof value === 'string' ? value : JSON.stringify(value) }))

describe('rk-transactions in storage', () => {
  it.each<[string, unknown, unknown]>([
    ['a valid entry', { [A]: { 10: [tx()] } }, { [A]: { 10: [tx()] } }],
    ['an invalid hash', { [A]: { 10: [tx({ hash: '0x12' })] } }, { [A]: {} }],
    ['an unknown status', { [A]: { 10: [tx({ status: 'mined' })] } }, { [A]: {} }],
    ['a number as description', { [A]: { 10: [tx({ description: 5 })] } }, { [A]: {} }],
    [
      'bidi and zero-width in the description',
      { [A]: { 10: [tx({ description: '\u202eetoV\u202c\u200b' })] } },
      { [A]: { 10: [tx({ description: 'etoV' })] } },
    ],
    ['a 100 000-character description', { [A]: { 10: [tx({ description: 'd'.repeat(100_000) })] } }, { [A]: { 10: [tx({ description: 'd'.repeat(1000) })] } }],
    ['confirmations 0 dropped, entry kept', { [A]: { 10: [tx({ confirmations: 0 })] } }, { [A]: { 10: [tx()] } }],
    ['confirmations as a string dropped', { [A]: { 10: [tx({ confirmations: '3' })] } }, { [A]: { 10: [tx()] } }],
    ['extra fields dropped', { [A]: { 10: [tx({ onclick: 'alert(1)' })] } }, { [A]: { 10: [tx()] } }],
    ['a duplicate hash in other case', { [A]: { 10: [tx(), tx({ hash: HASH.toUpperCase().replace('0X', '0x') })] } }, { [A]: { 10: [tx()] } }],
    ['a chain key that is not a number', { [A]: { mainnet: [tx()] } }, { [A]: {} }],
    ['chain key 0', { [A]: { 0: [tx()] } }, { [A]: {} }],
    ['an address key that is not an address', { 'not-an-address': { 10: [tx()] } }, {}],
    ['a list that is an object', { [A]: { 10: { 0: tx() } } }, { [A]: {} }],
    ['the whole value an array', [tx()], {}],
    ['null', null, {}],
    ['a string', 'transactions', {}],
    ['not JSON', '{"a":', {}],
    ['__proto__ as address', '{"__proto__":{"10":[]}}', {}],
    [
      '300 entries: at most 200 read, 10 completed kept',
      { [A]: { 10: Array.from({ length: 300 }, (_, i) => tx({ hash: `0x${i.toString(16).padStart(64, '0')}` })) } },
      10,
    ],
  ])('%s → %j', (_, value, expected) => {
    const result = transactionsOf(value)
    if (typeof expected === 'number') expect(result[A]?.['10']).toHaveLength(expected)
    else expect(result).toEqual(expected)
  })
})

/** A persisted cache holding this one balance query. */
function cacheWith(query: Record<string, unknown>, top: Record<string, unknown> = {}): string {
  return JSON.stringify({ timestamp: 1_000, buster: '', clientState: { queries: [query], mutations: [] }, ...top })
}
const balanceQuery = (patch: { key?: unknown; data?: unknown; dataUpdatedAt?: unknown } = {}) => ({
  queryKey: 'key' in patch ? patch.key : ['balance', 10, A.toLowerCase()],
  queryHash: 'ignored',
  state: {
    data: 'data' in patch ? patch.data : { wei: '1000', decimals: 18, symbol: 'ETH' },
    dataUpdatedAt: 'dataUpdatedAt' in patch ? patch.dataUpdatedAt : 1_000,
    status: 'success',
  },
})
const NOW = 10_000

describe('the persisted query cache (REACT_QUERY_OFFLINE_CACHE)', () => {
  it.each<[string, string, 'kept' | 'dropped' | 'refused']>([
    ['a valid balance', cacheWith(balanceQuery()), 'kept'],
    ['wei of the largest uint256', cacheWith(balanceQuery({ data: { wei: (2n ** 256n - 1n).toString(), decimals: 18, symbol: 'ETH' } })), 'kept'],
    ['wei with 79 digits', cacheWith(balanceQuery({ data: { wei: '1'.repeat(79), decimals: 18, symbol: 'ETH' } })), 'dropped'],
    ['wei as a number', cacheWith(balanceQuery({ data: { wei: 1000, decimals: 18, symbol: 'ETH' } })), 'dropped'],
    ['wei negative', cacheWith(balanceQuery({ data: { wei: '-1', decimals: 18, symbol: 'ETH' } })), 'dropped'],
    ['wei in hex', cacheWith(balanceQuery({ data: { wei: '0x10', decimals: 18, symbol: 'ETH' } })), 'dropped'],
    ['wei with a leading zero', cacheWith(balanceQuery({ data: { wei: '01', decimals: 18, symbol: 'ETH' } })), 'dropped'],
    ['wei an object', cacheWith(balanceQuery({ data: { wei: {}, decimals: 18, symbol: 'ETH' } })), 'dropped'],
    ['another symbol', cacheWith(balanceQuery({ data: { wei: '1', decimals: 18, symbol: 'BTC' } })), 'dropped'],
    ['markup as symbol', cacheWith(balanceQuery({ data: { wei: '1', decimals: 18, symbol: '<img src=x>' } })), 'dropped'],
    ['other decimals', cacheWith(balanceQuery({ data: { wei: '1', decimals: 6, symbol: 'ETH' } })), 'dropped'],
    ['the old formatted shape', cacheWith(balanceQuery({ data: { formatted: '1,000,000', symbol: 'ETH' } })), 'dropped'],
    ['data null', cacheWith(balanceQuery({ data: null })), 'dropped'],
    ['a chain the app does not configure', cacheWith(balanceQuery({ key: ['balance', 1, A.toLowerCase()] })), 'dropped'],
    ['a checksummed address in the key', cacheWith(balanceQuery({ key: ['balance', 10, A] })), 'dropped'],
    ['an unknown query key', cacheWith(balanceQuery({ key: ['user', 10, A.toLowerCase()] })), 'dropped'],
    ['a key that is a string', cacheWith(balanceQuery({ key: 'balance' })), 'dropped'],
    ['a key with a fourth part', cacheWith(balanceQuery({ key: ['balance', 10, A.toLowerCase(), 'x'] })), 'dropped'],
    ['dataUpdatedAt a string', cacheWith(balanceQuery({ dataUpdatedAt: '1000' })), 'dropped'],
    ['dataUpdatedAt negative', cacheWith(balanceQuery({ dataUpdatedAt: -1 })), 'dropped'],
    ['dataUpdatedAt a year ahead', cacheWith(balanceQuery({ dataUpdatedAt: NOW + 365 * 86_400_000 })), 'kept'],
    ['no clientState', JSON.stringify({ timestamp: 1_000 }), 'dropped'],
    ['queries an object', JSON.stringify({ timestamp: 1_000, clientState: { queries: {} } }), 'dropped'],
    ['timestamp missing', JSON.stringify({ clientState: { queries: [] } }), 'refused'],
    ['timestamp a string', cacheWith(balanceQuery(), { timestamp: '1000' }), 'refused'],
    ['not JSON', '{"timestamp":', 'refused'],
    ['an array', '[]', 'refused'],
    ['null', 'null', 'refused'],
    ['over 5 M characters', `{"timestamp":1,"x":"${'a'.repeat(5_000_001)}"}`, 'refused'],
  ])('%s → %s', (_, text, expected) => {
    let restored: ReturnType<typeof restorePersistedClient> | undefined
    try {
      restored = restorePersistedClient(text, CHAINS, NOW)
    } catch {
      restored = undefined
    }
    if (expected === 'refused') return expect(restored).toBeUndefined()
    expect(restored?.clientState.queries).toHaveLength(expected === 'kept' ? 1 : 0)
    expect(restored?.clientState.mutations).toEqual([])
    for (const query of restored?.clientState.queries ?? []) {
      expect(query.state.dataUpdatedAt).toBeLessThanOrEqual(NOW)
      expect(restored?.timestamp).toBeLessThanOrEqual(NOW)
    }
  })

  it('a time in the future is clamped to now and marks the entry stale, so it is fetched again when used', () => {
    const restored = restorePersistedClient(cacheWith(balanceQuery({ dataUpdatedAt: NOW + 1 }), { timestamp: NOW + 1 }), CHAINS, NOW)
    expect(restored.timestamp).toBe(NOW)
    expect(restored.clientState.queries[0]?.state).toMatchObject({ dataUpdatedAt: NOW, isInvalidated: true, status: 'success', fetchStatus: 'idle' })
  })

  it('mutations are never restored, and of 150 stored queries at most 100 are read', () => {
    const queries = Array.from({ length: 150 }, (_, i) => balanceQuery({ key: ['balance', 10, `0x${i.toString(16).padStart(40, '0')}`] }))
    const text = JSON.stringify({ timestamp: 1, clientState: { queries, mutations: [{ state: { status: 'pending' }, mutationKey: ['x'] }] } })
    const restored = restorePersistedClient(text, CHAINS, NOW)
    expect(restored.clientState.queries).toHaveLength(100)
    expect(restored.clientState.mutations).toEqual([])
  })
})

/** Announces once on a fresh window and returns what discovery keeps. */
function discover(detail: unknown) {
  const target = createFakeWindow()
  const discovery = createEip6963Discovery(target)
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  const wallets = discovery.wallets()
  discovery.stop()
  return wallets
}
const info = (patch: Record<string, unknown> = {}) => ({ uuid: 'u-1', name: 'Good Wallet', icon: ICON, rdns: 'com.good', ...patch })

describe('EIP-6963 announcements', () => {
  it.each<[string, unknown, Record<string, unknown> | 'ignored']>([
    ['a valid one', { info: info(), provider: createFakeProvider() }, { name: 'Good Wallet', rdns: 'com.good', icon: ICON }],
    ['markup in the name', { info: info({ name: '<img src=x onerror=alert(1)>Evil <b>Wallet</b>' }), provider: createFakeProvider() }, { name: 'Evil Wallet' }],
    ['a script tag as name', { info: info({ name: '<script>alert(1)</script>' }), provider: createFakeProvider() }, { name: 'alert(1)' }],
    ['bidi override in the name', { info: info({ name: 'Safe\u202eWallet' }), provider: createFakeProvider() }, { name: 'SafeWallet' }],
    ['isolates and marks', { info: info({ name: '\u2066Meta\u2069\u200fMask\u200e' }), provider: createFakeProvider() }, { name: 'MetaMask' }],
    ['zero-width characters', { info: info({ name: 'Meta\u200bMask\ufeff' }), provider: createFakeProvider() }, { name: 'MetaMask' }],
    ['control characters and newlines', { info: info({ name: 'Meta\u0000\u0007Mask\nWallet' }), provider: createFakeProvider() }, { name: 'MetaMask Wallet' }],
    ['a huge name', { info: info({ name: 'W'.repeat(100_000) }), provider: createFakeProvider() }, { name: 'W'.repeat(MAX_WALLET_NAME_LENGTH) }],
    ['a name of only hidden characters', { info: info({ name: '\u202e\u200b ' }), provider: createFakeProvider() }, 'ignored'],
    ['a name that is not text', { info: info({ name: 42 }), provider: createFakeProvider() }, 'ignored'],
    ['an http icon', { info: info({ icon: 'https://evil.example/icon.png' }), provider: createFakeProvider() }, { icon: undefined }],
    ['a javascript: icon', { info: info({ icon: 'javascript:alert(1)' }), provider: createFakeProvider() }, { icon: undefined }],
    ['a data:text/html icon', { info: info({ icon: 'data:text/html,<script>alert(1)</script>' }), provider: createFakeProvider() }, { icon: undefined }],
    [
      'an svg icon with a script',
      { info: info({ icon: 'data:image/svg+xml,<svg onload="alert(1)"><script>alert(1)</script></svg>' }), provider: createFakeProvider() },
      { icon: 'data:image/svg+xml,%3Csvg%20onload=%22alert%281%29%22%3E%3Cscript%3Ealert%281%29%3C/script%3E%3C/svg%3E' },
    ],
    ['an icon over 256 kB', { info: info({ icon: `data:image/png;base64,${'A'.repeat(300_000)}` }), provider: createFakeProvider() }, { icon: undefined }],
    ['an icon that is an object', { info: info({ icon: { src: ICON } }), provider: createFakeProvider() }, { icon: undefined }],
    ['an rdns with spaces', { info: info({ rdns: 'com good' }), provider: createFakeProvider() }, 'ignored'],
    ['an rdns of one label', { info: info({ rdns: 'wallet' }), provider: createFakeProvider() }, 'ignored'],
    ['an rdns in upper case', { info: info({ rdns: 'COM.Good' }), provider: createFakeProvider() }, { rdns: 'com.good' }],
    ['no uuid', { info: info({ uuid: undefined }), provider: createFakeProvider() }, 'ignored'],
    ['a uuid over 128 characters', { info: info({ uuid: 'u'.repeat(129) }), provider: createFakeProvider() }, 'ignored'],
    ['no provider', { info: info() }, 'ignored'],
    ['a provider without request', { info: info(), provider: { on: () => undefined } }, 'ignored'],
    ['request not a function', { info: info(), provider: { request: 'yes' } }, 'ignored'],
    ['no info', { provider: createFakeProvider() }, 'ignored'],
    ['info a string', { info: 'Good Wallet', provider: createFakeProvider() }, 'ignored'],
    ['detail null', null, 'ignored'],
    ['detail a string', 'announce', 'ignored'],
  ])('%s → %j', (_, detail, expected) => {
    const wallets = discover(detail)
    if (expected === 'ignored') return expect(wallets).toEqual([])
    expect(wallets).toHaveLength(1)
    expect(wallets[0]).toMatchObject(expected)
  })

  // Built inside the test: a test runner that prints its rows would trip over them itself.
  it.each<[string, () => unknown]>([
    ['info with throwing getters', () => ({ info: hostileObject(), provider: createFakeProvider() })],
    ['a provider with throwing getters', () => ({ info: info(), provider: hostileObject() })],
    ['detail with throwing getters', () => hostileObject()],
    [
      'a name with a throwing toString',
      () => ({
        info: info({
          name: {
            toString: () => {
              throw new Error('hostile')
            },
          },
        }),
        provider: createFakeProvider(),
      }),
    ],
  ])('%s → ignored, nothing thrown', (_, detail) => {
    expect(discover(detail())).toEqual([])
  })

  it('two announcements with the same uuid and rdns: one wallet, the latest name wins; another rdns reusing the uuid is its own', () => {
    const target = createFakeWindow()
    const discovery = createEip6963Discovery(target)
    const provider = createFakeProvider()
    const send = (detail: unknown) => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    send({ info: info(), provider })
    send({ info: info({ name: 'Renamed' }), provider })
    send({ info: info({ rdns: 'com.impostor', name: 'Good Wallet' }), provider: createFakeProvider() })
    expect(discovery.wallets().map((wallet) => [wallet.rdns, wallet.name])).toEqual([
      ['com.good', 'Renamed'],
      ['com.impostor', 'Good Wallet'],
    ])
    discovery.stop()
  })
})
