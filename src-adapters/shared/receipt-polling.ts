import type { ChainRpcPort, Hex } from '../../src-domain/index.js'

export class WaitForReceiptTimeoutError extends Error {
  override name = 'WaitForTransactionReceiptTimeoutError'
  constructor(hash: Hex, timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms waiting for the receipt of ${hash}.`)
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The wait was aborted.', 'AbortError')
}

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortReason(signal as AbortSignal))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export interface ReceiptPolling {
  reads: Pick<ChainRpcPort, 'getTransactionReceipt' | 'getBlockNumber'>
  intervalMs: number
  now: () => number
}

/**
 * `waitForTransactionReceipt` for any ChainRpcPort built on plain reads: polls rather than
 * subscribing, so it needs no WebSocket and no background polling of its own. A receipt counts
 * once `confirmations` blocks hold it (its own block is the first).
 */
export function waitForReceiptByPolling({ reads, intervalMs, now }: ReceiptPolling): ChainRpcPort['waitForTransactionReceipt'] {
  return async ({ hash, chainId, confirmations = 1, timeoutMs, signal }) => {
    const needed = BigInt(Math.max(1, Math.floor(confirmations)))
    const deadline = timeoutMs === undefined ? Number.POSITIVE_INFINITY : now() + timeoutMs
    for (;;) {
      if (signal?.aborted) throw abortReason(signal)
      const receipt = await reads.getTransactionReceipt({ hash, chainId })
      if (receipt && (needed === 1n || (await reads.getBlockNumber({ chainId })) - receipt.blockNumber + 1n >= needed)) return receipt
      const left = deadline - now()
      if (left <= 0) throw new WaitForReceiptTimeoutError(hash, timeoutMs ?? 0)
      await pause(Math.min(intervalMs, left), signal)
    }
  }
}
