import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryChainRpc, createMemoryStorage, type MemoryChainRpc } from '../../../src-adapters/memory/index.js'
import {
  createRecentWalletsStore,
  MAX_READ_PER_CHAIN,
  MAX_STORED_VALUE_LENGTH,
  readAccountTransactions,
  readRecentWalletIds,
  TransactionService,
  type Address,
  type Hex,
  type StoragePort,
} from '../../../src-domain/index.js'

const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const good = (n: number, status = 'confirmed') => ({ hash: hash(n), description: `tx ${n}`, status })
const OTHER_KEYS = { 'rk-recent': '["metaMask"]', 'rk-version': '1.0.10', REACT_QUERY_OFFLINE_CACHE: '{"buster":"","timestamp":1}' }

let rpc: MemoryChainRpc
beforeEach(() => {
  vi.useFakeTimers()
  rpc = createMemoryChainRpc()
})
afterEach(() => vi.useRealTimers())

function open(transactions: string) {
  const storage = createMemoryStorage({ ...OTHER_KEYS, 'rk-transactions': transactions })
  const svc = new TransactionService({ storage, rpc, receiptTimeoutMs: 200, receiptAttempts: 1, receiptPollingMs: 50 })
  svc.setAccount({ address: ME, chainId: 10 })
  return { storage, svc, descriptions: () => svc.getState().transactions.map((tx) => `${tx.description}:${tx.status}`) }
}

/** Each corrupt form of `rk-transactions`, and what the account on chain 10 is shown. */
const CASES: [name: string, value: string, shown: string[]][] = [
  ['not JSON', '{"0xf39F', []],
  ['JSON of another kind: a string', '"hello"', []],
  ['JSON of another kind: a number', '42', []],
  ['JSON null', 'null', []],
  ['an array where the object belongs', JSON.stringify([good(1)]), []],
  ['an array where the chains belong', JSON.stringify({ [ME]: [good(1)] }), []],
  ['an object where the list belongs', JSON.stringify({ [ME]: { '10': { 0: good(1) } } }), []],
  ['a key that is no address', JSON.stringify({ me: { '10': [good(1)] } }), []],
  [
    'entries of wrong types, dropped one by one',
    JSON.stringify({
      [ME]: {
        '10': [
          good(1),
          null,
          'tx',
          [good(2)],
          { ...good(3), hash: 3 },
          { ...good(4), hash: '0x1234' },
          { ...good(5), description: null },
          { ...good(6), status: 'done' },
          { ...good(7), confirmations: '2' },
          { ...good(8), confirmations: -1 },
          { ...good(9), extra: 'ignored' },
          good(1),
        ],
      },
    }),
    ['tx 1:confirmed', 'tx 7:confirmed', 'tx 8:confirmed', 'tx 9:confirmed'],
  ],
  ['a value over the size limit', `{"${ME}":{"10":[${JSON.stringify(good(1))}]},"x":"${'a'.repeat(MAX_STORED_VALUE_LENGTH)}"}`, []],
  [
    'a huge description, cut to 1000 characters',
    JSON.stringify({ [ME]: { '10': [{ ...good(1), description: 'd'.repeat(200_000) }] } }),
    [`${'d'.repeat(1000)}:confirmed`],
  ],
  [
    '10 000 entries in one list: the first 200 read, 10 completed kept',
    JSON.stringify({ [ME]: { '10': Array.from({ length: 10_000 }, (_, n) => good(n + 1)) } }),
    Array.from({ length: 10 }, (_, n) => `tx ${n + 1}:confirmed`),
  ],
  [
    '10 000 addresses: the connected one still found',
    JSON.stringify(
      Object.fromEntries([
        ...Array.from({ length: 10_000 }, (_, n) => [`0x${n.toString(16).padStart(40, '0')}`, { '10': [good(n + 100)] }]),
        [ME, { '10': [good(1)] }],
      ]),
    ),
    ['tx 1:confirmed'],
  ],
]

describe('corrupt, foreign or oversized rk-transactions', () => {
  it.each(CASES)('%s: reads what is valid, never throws, leaves the other keys alone', (_name, value, shown) => {
    const { storage, descriptions } = open(value)
    expect(descriptions()).toEqual(shown)
    const { 'rk-transactions': stored, ...others } = storage.dump()
    expect(stored).toBe(value)
    expect(others).toEqual(OTHER_KEYS)
  })

  it.each(CASES)('%s: the user adding a transaction replaces the list and keeps the other keys', (_name, value) => {
    const { storage, svc, descriptions } = open(value)
    svc.add({ hash: hash(99_999), description: 'New' })
    expect(descriptions()[0]).toBe('New:pending')
    const { 'rk-transactions': stored = '', ...others } = storage.dump()
    expect(JSON.parse(stored)[ME]['10'][0]).toEqual({ hash: hash(99_999), description: 'New', status: 'pending' })
    expect(others).toEqual(OTHER_KEYS)
  })

  it('a pending entry whose stored value turns corrupt is not written back when its receipt comes', async () => {
    const { storage, descriptions } = open(JSON.stringify({ [ME]: { '10': [good(1, 'pending')] } }))
    expect(descriptions()).toEqual(['tx 1:pending'])
    storage.write('rk-transactions', 'garbage from an extension')
    rpc.control.mine(10, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(50)
    expect(storage.read('rk-transactions')).toBe('garbage from an extension')
  })

  it('keys another list of an address wrote by foreign code are kept verbatim on write', () => {
    const value = JSON.stringify({ [ME]: { '10': [good(1)], notAChain: { any: 'thing' }, '420': 'odd' } })
    const { storage, svc } = open(value)
    svc.add({ hash: hash(2), description: 'New' })
    const stored = JSON.parse(storage.read('rk-transactions') ?? '')
    expect(stored[ME].notAChain).toEqual({ any: 'thing' })
    expect(stored[ME]['420']).toBe('odd')
    expect(stored[ME]['10']).toHaveLength(2)
  })

  it('reads at most MAX_READ_PER_CHAIN entries, so 10 000 pending ones cost bounded work', () => {
    const value = JSON.stringify({ [ME]: { '10': Array.from({ length: 10_000 }, (_, n) => good(n + 1, 'pending')) } })
    const storage = createMemoryStorage({ 'rk-transactions': value })
    expect(readAccountTransactions(storage, ME, 10)).toHaveLength(MAX_READ_PER_CHAIN)
    const svc = new TransactionService({ storage, rpc, receiptPollingMs: 50 })
    svc.start()
    svc.setAccount({ address: ME, chainId: 10 })
    expect(svc.trackedCount).toBe(10)
  })

  it('a storage that throws despite its contract reads as empty', () => {
    const throwing: StoragePort = {
      read: () => {
        throw new Error('SecurityError')
      },
      write: () => {},
      remove: () => {},
      subscribe: () => () => {},
    }
    expect(readAccountTransactions(throwing, ME, 10)).toEqual([])
    expect(readRecentWalletIds(throwing)).toEqual([])
  })
})

describe('corrupt rk-recent', () => {
  const cases: [string, string, string[]][] = [
    ['not JSON', '[metaMask', []],
    ['an object where the array belongs', '{"0":"metaMask"}', []],
    ['entries of wrong types', '[1,null,"metaMask","",{"id":"x"},"metaMask","rainbow"]', ['metaMask', 'rainbow']],
    ['over the size limit', JSON.stringify(['a'.repeat(MAX_STORED_VALUE_LENGTH)]), []],
    ['10 000 ids', JSON.stringify(Array.from({ length: 10_000 }, (_, n) => `w${n}`)), ['w0', 'w1', 'w2']],
  ]
  it.each(cases)('%s: reads what is valid and leaves the other keys alone', (_name, value, shown) => {
    const storage = createMemoryStorage({ 'rk-recent': value, 'rk-transactions': '{}', 'rk-version': '1.0.10' })
    const store = createRecentWalletsStore(storage)
    // Only the first 3 are ever shown; how many more are kept is the recent-wallets module's choice.
    expect(store.getState().slice(0, 3)).toEqual(shown.slice(0, 3))
    expect(store.getState().length).toBeGreaterThanOrEqual(shown.length)
    expect(storage.dump()).toEqual({ 'rk-recent': value, 'rk-transactions': '{}', 'rk-version': '1.0.10' })
  })
})
