import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createMemoryAuth,
  createMemoryChainRpc,
  createMemoryStorage,
  createMemoryWallet,
  type MemoryChainRpc,
  type MemoryStorage,
} from '../../src-adapters/memory/index.js'
import {
  ConnectionService,
  createRecentWalletsStore,
  localChain,
  opMainnet,
  SignInService,
  STORAGE_KEY_TRANSACTIONS,
  TransactionService,
  type Address,
  type Hex,
  type ReadableStore,
  type ServiceLifecycle,
  type StoragePort,
  type WalletPort,
} from '../../src-domain/index.js'
import { childController, ServiceStoppedError } from '../../src-domain/service.js'

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 31337
const HASH: Hex = `0x${'ab'.repeat(32)}`
const POLL_MS = 50

/** Counts the subscriptions a port holds open: the services' work is made of them. */
function counted<P extends { subscribe(listener: never): () => void }>(port: P): { port: P; open: () => number } {
  let open = 0
  const subscribe = port.subscribe.bind(port) as (listener: never) => () => void
  const wrapped = {
    ...port,
    subscribe: (listener: never) => {
      open++
      const unsubscribe = subscribe(listener)
      let closed = false
      return () => {
        if (!closed) open--
        closed = true
        unsubscribe()
      }
    },
  }
  return { port: wrapped, open: () => open }
}

function pendingStorage(): MemoryStorage {
  return createMemoryStorage({
    [STORAGE_KEY_TRANSACTIONS]: JSON.stringify({ [ADDRESS]: { [CHAIN]: [{ hash: HASH, description: 'swap', status: 'pending' }] } }),
  })
}

let rpc: MemoryChainRpc
beforeEach(() => {
  vi.useFakeTimers()
  rpc = createMemoryChainRpc()
})
afterEach(() => {
  vi.useRealTimers()
})

interface Built {
  service: ServiceLifecycle & ReadableStore<unknown>
  /** Subscriptions the service holds on its ports right now. */
  open: () => number
}

const SERVICES: [name: string, build: () => Built][] = [
  [
    'ConnectionService (wallet events)',
    () => {
      const wallet = counted<WalletPort>(createMemoryWallet({ connectDelayMs: 0 }))
      return { service: new ConnectionService({ wallet: wallet.port, storage: createMemoryStorage(), chains: [opMainnet, localChain] }), open: wallet.open }
    },
  ],
  [
    'SignInService (other tabs, the connection)',
    () => {
      const storage = counted<StoragePort>(createMemoryStorage())
      const wallet = counted<WalletPort>(createMemoryWallet({ connectDelayMs: 0 }))
      const connection = new ConnectionService({ wallet: wallet.port, storage: storage.port, chains: [localChain] })
      const service = new SignInService({ auth: createMemoryAuth(), wallet: wallet.port, storage: storage.port, connection })
      return { service, open: () => storage.open() + wallet.open() }
    },
  ],
  [
    'TransactionService (other tabs, receipts)',
    () => {
      const storage = counted<StoragePort>(pendingStorage())
      const service = new TransactionService({ storage: storage.port, rpc, receiptPollingMs: POLL_MS })
      service.setAccount({ address: ADDRESS, chainId: CHAIN })
      return { service, open: () => storage.open() + service.trackedCount }
    },
  ],
  [
    'the recent wallets store (other tabs)',
    () => {
      const storage = counted<StoragePort>(createMemoryStorage())
      return { service: createRecentWalletsStore(storage.port), open: storage.open }
    },
  ],
]

describe.each(SERVICES)('%s: one lifecycle', (_name, build) => {
  it('does no work before its first subscriber', () => {
    const { service, open } = build()
    expect(service.running).toBe(false)
    expect(open()).toBe(0)
  })

  it('starts with the first subscriber, stops after the last, and starts again on a new one', () => {
    const { service, open } = build()
    const first = service.subscribe(() => {})
    expect(service.running).toBe(true)
    const working = open()
    expect(working).toBeGreaterThan(0)
    const second = service.subscribe(() => {})
    expect(open()).toBe(working) // a second subscriber joins the run, it does not begin another
    first()
    expect(service.running).toBe(true)
    second()
    second() // twice counts once
    expect(service.running).toBe(false)
    expect(open()).toBe(0)
    const again = service.subscribe(() => {})
    expect(service.running).toBe(true)
    expect(open()).toBe(working)
    again()
    expect(open()).toBe(0)
  })

  it('holds the same run for start() as for a subscriber, and stop() ends it whoever holds it', () => {
    const { service, open } = build()
    const release = service.start()
    const unsubscribe = service.subscribe(() => {})
    service.stop()
    expect(service.running).toBe(false)
    expect(open()).toBe(0)
    // Releases handed out before stop() cannot end a later run.
    const later = service.start()
    release()
    unsubscribe()
    expect(service.running).toBe(true)
    later()
    expect(service.running).toBe(false)
  })
})

describe('SignInService: reads the session only while running', () => {
  it('asks the server for the session when the first subscriber arrives, not when built', async () => {
    const auth = createMemoryAuth()
    const getSession = vi.spyOn(auth, 'getSession')
    const service = new SignInService({ auth, wallet: createMemoryWallet({ connectDelayMs: 0 }) })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(getSession).not.toHaveBeenCalled()
    expect(service.getState().authentication).toBe('loading')
    const unsubscribe = service.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(getSession).toHaveBeenCalledTimes(1)
    expect(service.getState().authentication).toBe('unauthenticated')
    unsubscribe()
  })
})

describe('TransactionService: stopping aborts the receipt waits in progress', () => {
  function tracked() {
    const storage = pendingStorage()
    const receipts = vi.spyOn(rpc, 'getTransactionReceipt')
    const service = new TransactionService({ storage, rpc, receiptPollingMs: POLL_MS, receiptTimeoutMs: 1_000, receiptAttempts: 2, retryDelayMs: 100 })
    service.setAccount({ address: ADDRESS, chainId: CHAIN })
    const status = () => service.getState().transactions.map((tx) => tx.status)
    return { storage, receipts, service, status }
  }

  it('polls no receipt while stopped, even with a pending transaction stored', async () => {
    const { receipts, service, status } = tracked()
    await vi.advanceTimersByTimeAsync(POLL_MS * 10)
    expect(receipts).not.toHaveBeenCalled()
    expect(service.trackedCount).toBe(0)
    expect(status()).toEqual(['pending'])
  })

  it.each([
    ['stop()', (service: TransactionService, unsubscribe: () => void) => (service.stop(), unsubscribe)],
    ['the last unsubscribe', (_service: TransactionService, unsubscribe: () => void) => (unsubscribe(), () => {})],
  ])('%s aborts the wait: no more polling, the transaction is left pending (not failed), a new run resumes it', async (_how, stopBy) => {
    const { receipts, service, status } = tracked()
    const unsubscribe = service.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(POLL_MS * 2)
    const polled = receipts.mock.calls.length
    expect(polled).toBeGreaterThan(0)
    expect(service.trackedCount).toBe(1)

    const rest = stopBy(service, unsubscribe)
    expect(service.trackedCount).toBe(0)
    // Far past every timeout and retry: an unaborted wait would have polled on and marked it failed.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(receipts.mock.calls.length).toBe(polled)
    expect(status()).toEqual(['pending'])

    rest()
    const again = service.subscribe(() => {})
    expect(service.trackedCount).toBe(1)
    rpc.control.mine(CHAIN, 1, { hash: HASH, status: 'success' })
    await vi.advanceTimersByTimeAsync(POLL_MS * 2)
    expect(status()).toEqual(['confirmed'])
    again()
  })
})

describe('childController', () => {
  it("aborts with its parent, with the parent's reason, and lets go of it once released", () => {
    const parent = new AbortController()
    const { controller } = childController(parent.signal)
    const released = childController(parent.signal)
    released.release()
    parent.abort(new ServiceStoppedError())
    expect(controller.signal.reason).toBeInstanceOf(ServiceStoppedError)
    expect(released.controller.signal.aborted).toBe(false)
    expect(childController(parent.signal).controller.signal.aborted).toBe(true)
  })
})
