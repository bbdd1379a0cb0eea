import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryChainRpc, createMemoryStorage, type MemoryChainRpc } from '../../../src-adapters/memory/index.js'
import {
  createStore,
  InvalidTransactionError,
  NotConnectedError,
  STORAGE_KEY_TRANSACTIONS,
  TransactionService,
  type Address,
  type ChainRpcPort,
  type ConnectionState,
  type Hex,
  type StoragePort,
  type TransactionServiceDeps,
} from '../../../src-domain/index.js'

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAIN = 31337
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const POLL_MS = 50

let rpc: MemoryChainRpc
let storage: ReturnType<typeof createMemoryStorage>

function service(deps: Partial<TransactionServiceDeps> = {}, account: { address: Address; chainId: number } | null = { address: ADDRESS, chainId: CHAIN }) {
  const created = new TransactionService({ storage, rpc, receiptTimeoutMs: 1_000, receiptAttempts: 3, retryDelayMs: 100, receiptPollingMs: POLL_MS, ...deps })
  // Running, as the app shell holds it: receipts are tracked only while the service runs.
  created.start()
  created.setAccount(account)
  return created
}

const stored = (store: StoragePort = storage) => JSON.parse(store.read(STORAGE_KEY_TRANSACTIONS) ?? 'null')
const statuses = (svc: TransactionService) => svc.getState().transactions.map((tx) => `${tx.hash.slice(-2)}:${tx.status}`)

beforeEach(() => {
  vi.useFakeTimers()
  rpc = createMemoryChainRpc()
  storage = createMemoryStorage()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('TransactionService.add', () => {
  it('rejects invalid input with every one of the spec messages at once', () => {
    const svc = service()
    let error: unknown
    try {
      svc.add({ hash: '0x123', description: 42 as unknown as string, confirmations: 1.5 })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InvalidTransactionError)
    expect((error as InvalidTransactionError).messages).toEqual([
      'Invalid transaction hash',
      'Transaction must have a description',
      'Transaction confirmations must be a positive integer',
    ])
    expect(storage.read(STORAGE_KEY_TRANSACTIONS)).toBeNull()
  })

  it('rejects zero confirmations alone, keeping the valid fields quiet', () => {
    expect(() => service().add({ hash: hash(1), description: 'x', confirmations: 0 })).toThrow('Transaction confirmations must be a positive integer')
  })

  it('refuses to add when no account is connected', () => {
    expect(() => service({}, null).add({ hash: hash(1), description: 'x' })).toThrow(NotConnectedError)
  })

  it('stores the transaction pending, newest first, in the old app shape', () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'first' })
    svc.add({ hash: hash(2), description: 'second', confirmations: 2 })
    expect(svc.getState().transactions).toEqual([
      { hash: hash(2), description: 'second', status: 'pending', confirmations: 2 },
      { hash: hash(1), description: 'first', status: 'pending' },
    ])
    expect(stored()).toEqual({
      [ADDRESS]: {
        [String(CHAIN)]: [
          { hash: hash(2), description: 'second', status: 'pending', confirmations: 2 },
          { hash: hash(1), description: 'first', status: 'pending' },
        ],
      },
    })
  })

  it('re-adding a hash moves it to the front instead of listing it twice', () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'a' })
    svc.add({ hash: hash(2), description: 'b' })
    svc.add({ hash: hash(1).toUpperCase().replace('0X', '0x') as Hex, description: 'a again' })
    expect(svc.getState().transactions.map((tx) => tx.description)).toEqual(['a again', 'b'])
  })
})

describe('TransactionService tracking', () => {
  it('marks a transaction confirmed when its receipt succeeds', async () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'ok' })
    await vi.advanceTimersByTimeAsync(POLL_MS * 2)
    expect(statuses(svc)).toEqual(['01:pending'])
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(statuses(svc)).toEqual(['01:confirmed'])
    expect(stored()[ADDRESS][CHAIN][0].status).toBe('confirmed')
    expect(svc.trackedCount).toBe(0)
  })

  it('marks a transaction failed when its receipt says reverted', async () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'reverts' })
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'reverted' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(statuses(svc)).toEqual(['01:failed'])
  })

  it('waits for the requested confirmations before settling', async () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'two blocks', confirmations: 2 })
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(statuses(svc)).toEqual(['01:pending'])
    rpc.control.mine(CHAIN, 1)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(statuses(svc)).toEqual(['01:confirmed'])
  })

  it('never stays pending: a hash that never appears ends failed after 3 bounded waits', async () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'lost' })
    // 3 waits of 1 000 ms with pauses of 100 ms and 200 ms between them: about 3 300 ms.
    await vi.advanceTimersByTimeAsync(3_200)
    expect(statuses(svc)).toEqual(['01:pending'])
    await vi.advanceTimersByTimeAsync(200)
    expect(statuses(svc)).toEqual(['01:failed'])
    expect(svc.trackedCount).toBe(0)
  })

  it('retries a wait that errors and settles on the next answer', async () => {
    let calls = 0
    const flaky: ChainRpcPort = {
      ...rpc,
      getTransactionReceipt(args) {
        calls += 1
        if (calls === 1) return Promise.reject(new Error('HTTP request failed: 503'))
        return rpc.getTransactionReceipt(args)
      },
    }
    const svc = service({ rpc: flaky })
    svc.add({ hash: hash(1), description: 'flaky' })
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(99)
    expect(statuses(svc)).toEqual(['01:pending'])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    expect(statuses(svc)).toEqual(['01:confirmed'])
  })

  it('ends failed when every wait errors', async () => {
    const broken: ChainRpcPort = { ...rpc, getTransactionReceipt: () => Promise.reject(new Error('down')) }
    const svc = service({ rpc: broken })
    svc.add({ hash: hash(1), description: 'x' })
    await vi.advanceTimersByTimeAsync(299)
    expect(statuses(svc)).toEqual(['01:pending'])
    await vi.advanceTimersByTimeAsync(1)
    expect(statuses(svc)).toEqual(['01:failed'])
  })

  it('tracks again the pending transactions it finds in storage after a reload', async () => {
    // What a page closed while waiting left behind.
    storage.write(STORAGE_KEY_TRANSACTIONS, JSON.stringify({ [ADDRESS]: { [CHAIN]: [{ hash: hash(1), description: 'left pending', status: 'pending' }] } }))
    const after = service()
    expect(statuses(after)).toEqual(['01:pending'])
    expect(after.trackedCount).toBe(1)
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(statuses(after)).toEqual(['01:confirmed'])
  })

  it('after a reload, waits for at most the configured number at once, newest first, and starts the next as one settles', async () => {
    const pending = [3, 2, 1].map((n) => ({ hash: hash(n), description: `tx ${n}`, status: 'pending' }))
    storage.write(STORAGE_KEY_TRANSACTIONS, JSON.stringify({ [ADDRESS]: { [CHAIN]: pending } }))
    const svc = service({ maxConcurrentWaits: 2 })
    expect(svc.trackedCount).toBe(2)
    expect(rpc.control.calls().filter((call) => call === 'getTransactionReceipt')).toHaveLength(2)
    rpc.control.mine(CHAIN, 1, { hash: hash(3), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(statuses(svc)).toEqual(['03:confirmed', '02:pending', '01:pending'])
    expect(svc.trackedCount).toBe(2)
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(statuses(svc)).toEqual(['03:confirmed', '02:pending', '01:confirmed'])
  })

  it('goes on tracking a transaction after the account switches chain, storing the result under its own chain', async () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'on 31337' })
    svc.setAccount({ address: ADDRESS, chainId: 10 })
    expect(svc.getState().transactions).toEqual([])
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(stored()[ADDRESS][CHAIN][0].status).toBe('confirmed')
    svc.setAccount({ address: ADDRESS, chainId: CHAIN })
    expect(statuses(svc)).toEqual(['01:confirmed'])
  })
})

describe('TransactionService limits and Clear All', () => {
  it('keeps at most 10 non-pending transactions per address and chain, and every pending one', async () => {
    const svc = service()
    for (let n = 1; n <= 12; n++) {
      svc.add({ hash: hash(n), description: `tx ${n}` })
      rpc.control.mine(CHAIN, 1, { hash: hash(n), status: n % 2 ? 'success' : 'reverted' })
      await vi.advanceTimersByTimeAsync(POLL_MS)
    }
    svc.add({ hash: hash(100), description: 'pending A' })
    svc.add({ hash: hash(101), description: 'pending B' })
    const txs = svc.getState().transactions
    expect(txs.filter((tx) => tx.status === 'pending').map((tx) => tx.description)).toEqual(['pending B', 'pending A'])
    expect(txs.filter((tx) => tx.status !== 'pending').map((tx) => tx.description)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `tx ${n}`))
    expect(stored()[ADDRESS][CHAIN]).toHaveLength(12)
  })

  it('Clear All empties the list, stops tracking and a late receipt does not bring anything back', async () => {
    const svc = service()
    svc.add({ hash: hash(1), description: 'x' })
    svc.clear()
    expect(svc.getState().transactions).toEqual([])
    expect(svc.trackedCount).toBe(0)
    expect(stored()).toEqual({})
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS * 4)
    expect(stored()).toEqual({})
  })

  it('Clear All touches only the connected address and chain', () => {
    storage.write(STORAGE_KEY_TRANSACTIONS, JSON.stringify({ [OTHER]: { '10': [{ hash: hash(9), description: 'other', status: 'confirmed' }] } }))
    const svc = service()
    svc.add({ hash: hash(1), description: 'mine' })
    svc.clear()
    expect(stored()).toEqual({ [OTHER]: { '10': [{ hash: hash(9), description: 'other', status: 'confirmed' }] } })
  })
})

describe('TransactionService following the connection', () => {
  it('reads the connected account and chain, and nothing on an unsupported chain', () => {
    storage.write(STORAGE_KEY_TRANSACTIONS, JSON.stringify({ [ADDRESS]: { '10': [{ hash: hash(1), description: 'on OP', status: 'confirmed' }] } }))
    const connection = createStore<ConnectionState>({ status: 'disconnected' })
    const svc = new TransactionService({ storage, rpc, connection })
    const stop = svc.start()
    expect(svc.getState().account).toBeNull()
    const connected = { status: 'connected', walletId: 'mock', address: ADDRESS, accounts: [ADDRESS], chainId: 10, unsupported: false } as const
    connection.setState(connected)
    expect(svc.getState().transactions.map((tx) => tx.description)).toEqual(['on OP'])
    connection.setState({ ...connected, chainId: 999, unsupported: true })
    expect(svc.getState()).toEqual({ account: null, transactions: [] })
    connection.setState({ status: 'disconnected' })
    stop()
    connection.setState(connected)
    expect(svc.getState().account).toBeNull()
  })

  it('start is counted: the storage subscription ends with the last stop', () => {
    const svc = new TransactionService({ storage, rpc })
    svc.setAccount({ address: ADDRESS, chainId: CHAIN })
    const stopA = svc.start()
    const stopB = svc.start()
    stopA()
    stopA()
    storage.simulateExternalChange(
      STORAGE_KEY_TRANSACTIONS,
      JSON.stringify({ [ADDRESS]: { [CHAIN]: [{ hash: hash(5), description: 'from elsewhere', status: 'confirmed' }] } }),
    )
    expect(statuses(svc)).toEqual(['05:confirmed'])
    stopB()
    storage.simulateExternalChange(STORAGE_KEY_TRANSACTIONS, '{}')
    expect(statuses(svc)).toEqual(['05:confirmed'])
  })
})
