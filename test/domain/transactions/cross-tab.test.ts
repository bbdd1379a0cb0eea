import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryChainRpc, type MemoryChainRpc } from '../../../src-adapters/memory/index.js'
import { createRecentWalletsStore, STORAGE_KEY_RECENT_WALLETS, TransactionService, type Address, type Hex } from '../../../src-domain/index.js'
import { createSharedStorage } from '../storage/support/tabs.js'

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 31337
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const POLL_MS = 50

let rpc: MemoryChainRpc
beforeEach(() => {
  vi.useFakeTimers()
  rpc = createMemoryChainRpc()
})
afterEach(() => vi.useRealTimers())

function openTab(shared: ReturnType<typeof createSharedStorage>) {
  const svc = new TransactionService({ storage: shared.tab(), rpc, receiptTimeoutMs: 1_000, retryDelayMs: 100, receiptPollingMs: POLL_MS })
  const stop = svc.start()
  svc.setAccount({ address: ADDRESS, chainId: CHAIN })
  return { svc, stop, statuses: () => svc.getState().transactions.map((tx) => `${tx.description}:${tx.status}`) }
}

describe('two tabs in step', () => {
  it('a transaction added in one tab appears in the other, then its confirmation, then Clear All', async () => {
    const shared = createSharedStorage()
    const a = openTab(shared)
    const b = openTab(shared)
    a.svc.add({ hash: hash(1), description: 'Mint' })
    expect(b.statuses()).toEqual(['Mint:pending'])
    // Tab B waits for the receipt too: whichever settles first, both show the result.
    expect(b.svc.trackedCount).toBe(1)
    rpc.control.mine(CHAIN, 1, { hash: hash(1), status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(a.statuses()).toEqual(['Mint:confirmed'])
    expect(b.statuses()).toEqual(['Mint:confirmed'])
    b.svc.add({ hash: hash(2), description: 'Vote' })
    expect(a.statuses()).toEqual(['Vote:pending', 'Mint:confirmed'])
    a.svc.clear()
    expect(b.statuses()).toEqual([])
    expect(b.svc.trackedCount).toBe(0)
    expect(shared.values.get('rk-transactions')).toBe('{}')
  })

  it('a tab that stopped following storage keeps its own view', () => {
    const shared = createSharedStorage()
    const a = openTab(shared)
    const b = openTab(shared)
    b.stop()
    a.svc.add({ hash: hash(1), description: 'Mint' })
    expect(b.statuses()).toEqual([])
  })

  it('the whole storage cleared elsewhere (key null) empties the list', () => {
    const shared = createSharedStorage()
    const a = openTab(shared)
    a.svc.add({ hash: hash(1), description: 'Mint' })
    shared.clearElsewhere()
    expect(a.statuses()).toEqual([])
  })

  it('recent wallets follow the other tab', () => {
    const shared = createSharedStorage()
    const a = createRecentWalletsStore(shared.tab())
    const b = createRecentWalletsStore(shared.tab())
    const seen: (readonly string[])[] = []
    // The subscriber is what starts it following the other tab; its unsubscribe ends that.
    const stop = b.subscribe(() => seen.push(b.getState()))
    a.add('metaMask')
    a.add('coinbase')
    a.add('metaMask')
    expect(b.getState()).toEqual(['metaMask', 'coinbase'])
    expect(seen).toEqual([['metaMask'], ['coinbase', 'metaMask'], ['metaMask', 'coinbase']])
    expect(shared.values.get('rk-version')).toBe('1.0.10')
    // A write of the same ids does not re-render.
    shared.tab().write(STORAGE_KEY_RECENT_WALLETS, '["metaMask","coinbase"]')
    expect(seen).toHaveLength(3)
    stop()
    a.add('rainbow')
    expect(b.getState()).toEqual(['metaMask', 'coinbase'])
  })
})
