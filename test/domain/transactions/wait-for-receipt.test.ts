import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryChainRpc } from '../../../src-adapters/memory/index.js'
import { waitForReceipt, WaitForReceiptTimeoutError, type Hex } from '../../../src-domain/index.js'

const HASH: Hex = `0x${'11'.repeat(32)}`
const POLLING = { intervalMs: 50 }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('waitForReceipt: the one receipt wait, polling a ChainRpcPort', () => {
  it.each([
    [1, 0, true],
    [2, 0, false],
    [2, 1, true],
    [3, 2, true],
  ])('a wait for %i confirmations with %i blocks mined on top resolves: %j', async (confirmations, blocksOnTop, resolves) => {
    const rpc = createMemoryChainRpc()
    let receipt: unknown
    void waitForReceipt(rpc, { hash: HASH, chainId: 10, confirmations }, POLLING).then((value) => (receipt = value))
    rpc.control.mine(10, 1 + blocksOnTop, { hash: HASH, status: 'success' })
    await vi.advanceTimersByTimeAsync(50)
    expect(receipt !== undefined).toBe(resolves)
  })

  it('gives up after its timeout, and at once on abort, asking the chain no more', async () => {
    const rpc = createMemoryChainRpc()
    const timedOut = waitForReceipt(rpc, { hash: HASH, chainId: 10, timeoutMs: 200 }, POLLING)
    const expectation = expect(timedOut).rejects.toBeInstanceOf(WaitForReceiptTimeoutError)
    await vi.advanceTimersByTimeAsync(200)
    await expectation
    const controller = new AbortController()
    const aborted = waitForReceipt(rpc, { hash: HASH, chainId: 10, signal: controller.signal }, POLLING)
    controller.abort(new Error('stop'))
    await expect(aborted).rejects.toThrow('stop')
    const reads = rpc.control.calls().length
    await vi.advanceTimersByTimeAsync(500)
    expect(rpc.control.calls().length).toBe(reads)
  })
})
