import { WaitForReceiptTimeoutError } from '../errors/transaction.js'
import type { ChainRpcPort, TransactionReceipt } from '../ports/chain-rpc-port.js'
import type { ChainId, Hex } from '../types.js'

export interface WaitForReceiptArgs {
  hash: Hex
  chainId: ChainId
  /** Blocks including the receipt's own; at least 1. */
  confirmations?: number
  timeoutMs?: number
  signal?: AbortSignal
}

export interface ReceiptPolling {
  /** How often the chain is asked again. */
  intervalMs: number
  now?: () => number
}

/** Two seconds, about an OP block: a receipt is seen within one block of landing. */
export const DEFAULT_RECEIPT_POLLING_MS = 2_000

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

/**
 * Waits for a transaction's receipt over any ChainRpcPort's plain reads: polls rather than
 * subscribing, so a backend needs no WebSocket and no wait of its own. A receipt counts once
 * `confirmations` blocks hold it (its own block is the first). Fails with
 * WaitForReceiptTimeoutError after `timeoutMs`, and with the signal's reason as soon as it aborts.
 */
export async function waitForReceipt(
  reads: Pick<ChainRpcPort, 'getTransactionReceipt' | 'getBlockNumber'>,
  { hash, chainId, confirmations = 1, timeoutMs, signal }: WaitForReceiptArgs,
  { intervalMs, now = Date.now }: ReceiptPolling = { intervalMs: DEFAULT_RECEIPT_POLLING_MS },
): Promise<TransactionReceipt> {
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
