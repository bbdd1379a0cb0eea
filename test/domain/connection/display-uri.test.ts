import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createMemoryWallet, type MemoryWallet } from '../../../src-adapters/memory/index.js'
import { ConnectionService, localChain } from '../../../src-domain/index.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=01'
let wallet: MemoryWallet
let service: ConnectionService
let stop: () => void

beforeEach(() => {
  vi.useFakeTimers()
  wallet = createMemoryWallet()
  service = new ConnectionService({ wallet, storage: createMemoryStorage(), chains: [localChain] })
  stop = service.start()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('ConnectionService: the WalletConnect display URI for the QR code', () => {
  it('is kept on the connecting state while that connect runs', async () => {
    const done = service.connect('mock')
    wallet.control.emit({ type: 'displayUri', uri: URI })
    expect(service.getState()).toEqual({ status: 'connecting', walletId: 'mock', displayUri: URI })
    wallet.control.emit({ type: 'displayUri', uri: `${URI}2` })
    expect(service.getState()).toMatchObject({ displayUri: `${URI}2` })
    await vi.advanceTimersByTimeAsync(100)
    await done
    expect(service.getState()).not.toHaveProperty('displayUri')
  })

  it('is ignored outside a connect, and a new connect starts without the old URI', async () => {
    wallet.control.emit({ type: 'displayUri', uri: URI })
    expect(service.getState()).toEqual({ status: 'disconnected' })
    const first = service.connect('mock')
    wallet.control.emit({ type: 'displayUri', uri: URI })
    service.cancel()
    const second = service.connect('mock')
    expect(service.getState()).toEqual({ status: 'connecting', walletId: 'mock' })
    await vi.advanceTimersByTimeAsync(100)
    await Promise.all([first, second])
  })
})
