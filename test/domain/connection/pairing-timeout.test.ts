import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createMemoryWallet, MOCK_WALLET, type MemoryWallet } from '../../../src-adapters/memory/index.js'
import { CONNECTION_MESSAGES, ConnectionService, localChain, PAIRING_URI_TIMEOUT_MS, type WalletInfo } from '../../../src-domain/index.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=01'
const RAINBOW: WalletInfo = { ...MOCK_WALLET, id: 'rainbow', name: 'Rainbow', kind: 'walletConnect', group: 'Popular', installed: undefined }
/** A connect that outlasts the limit: the phone has not answered (or the relay never did). */
const SLOW_MS = PAIRING_URI_TIMEOUT_MS * 3

let wallet: MemoryWallet
let service: ConnectionService
let stop: () => void

beforeEach(() => {
  vi.useFakeTimers()
  wallet = createMemoryWallet({ wallets: [MOCK_WALLET, RAINBOW], connectDelayMs: SLOW_MS })
  service = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: [localChain] })
  stop = service.start()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('ConnectionService: a WalletConnect relay that never answers', () => {
  it('is 5 seconds, a product rule', () => {
    expect(PAIRING_URI_TIMEOUT_MS).toBe(5_000)
  })

  it('no pairing URI within the limit: the connect fails as relayUnreachable, and its late answer is ignored', async () => {
    const done = service.connect('rainbow')
    await vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 1)
    expect(service.getState()).toEqual({ status: 'connecting', walletId: 'rainbow' })
    await vi.advanceTimersByTimeAsync(1)
    expect(service.getState()).toEqual({
      status: 'disconnected',
      failure: { kind: 'relayUnreachable', walletId: 'rainbow', message: CONNECTION_MESSAGES.relayUnreachable },
    })
    await vi.advanceTimersByTimeAsync(SLOW_MS)
    await done
    expect(service.getState()).toMatchObject({ status: 'disconnected', failure: { kind: 'relayUnreachable' } })
  })

  it('a pairing URI in time: the connect waits for the phone as long as it takes', async () => {
    const done = service.connect('rainbow')
    await vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 1)
    wallet.control.emit({ type: 'displayUri', uri: URI })
    await vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS * 2)
    expect(service.getState()).toEqual({ status: 'connecting', walletId: 'rainbow', displayUri: URI })
    await vi.advanceTimersByTimeAsync(SLOW_MS)
    await done
    expect(service.getState()).toMatchObject({ status: 'connected', walletId: 'rainbow' })
  })

  it('a wallet that is not reached through WalletConnect has no such limit', async () => {
    const done = service.connect('mock')
    await vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS * 2)
    expect(service.getState()).toEqual({ status: 'connecting', walletId: 'mock' })
    await vi.advanceTimersByTimeAsync(SLOW_MS)
    await done
    expect(service.getState()).toMatchObject({ status: 'connected' })
  })

  it('a cancelled connect or a new one is not failed by the old one’s limit; the limit can be given', async () => {
    const quick = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: [localChain], pairingUriTimeoutMs: 50 })
    const stopQuick = quick.start()
    const first = quick.connect('rainbow')
    await vi.advanceTimersByTimeAsync(40)
    quick.cancel()
    const second = quick.connect('rainbow')
    await vi.advanceTimersByTimeAsync(20)
    expect(quick.getState()).toEqual({ status: 'connecting', walletId: 'rainbow' })
    await vi.advanceTimersByTimeAsync(30)
    expect(quick.getState()).toMatchObject({ status: 'disconnected', failure: { kind: 'relayUnreachable' } })
    await vi.advanceTimersByTimeAsync(SLOW_MS)
    await Promise.all([first, second])
    stopQuick()
  })
})
