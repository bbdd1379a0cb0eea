import {
  ChainNotConfiguredError,
  isHex,
  type ChainId,
  type ChainRpcPort,
  type Hex,
} from '../../src-domain/index.js'
import type { RpcChain, TransportOptions } from './options.js'
import type { RpcClient } from './rpc-client.js'

export interface WagmiChainRpcOptions extends TransportOptions {
  /** Each chain's URLs in the order they are tried: env override, node provider with key, public RPC. */
  chains: readonly RpcChain[]
  /** How often a receipt wait looks again. */
  pollingIntervalMs?: number
  /** Clock for receipt deadlines; tests pass their own. */
  now?: () => number
}

export interface WagmiChainRpc extends ChainRpcPort {
  /** Drops the clients; the next read builds them again. */
  destroy(): void
}

export const DEFAULT_POLLING_INTERVAL_MS = 2_000

export class WaitForReceiptTimeoutError extends Error {
  override name = 'WaitForTransactionReceiptTimeoutError'
  constructor(hash: Hex, timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms waiting for the receipt of ${hash}.`)
  }
}

function aborted(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The wait was aborted.', 'AbortError')
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }
    const timer = setTimeout(done, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(aborted(signal as AbortSignal))
    }
    if (signal?.aborted) stop()
    else signal?.addEventListener('abort', stop, { once: true })
  })
}

/**
 * ChainRpcPort over viem clients, one per chain, each on a fallback transport over its URLs. No
 * `eth_chainId` probe, no multicall batching, no background polling: a read is one request to the
 * first URL that answers. viem itself loads on the first read; a first visit makes none.
 */
export function createWagmiChainRpc(options: WagmiChainRpcOptions): WagmiChainRpc {
  const interval = options.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS
  const now = options.now ?? Date.now
  const clients = new Map<ChainId, Promise<RpcClient>>()

  const clientOf = (chainId: ChainId): Promise<RpcClient> => {
    const known = clients.get(chainId)
    if (known) return known
    const chain = options.chains.find((entry) => entry.id === chainId)
    if (!chain || chain.rpcUrls.length === 0) return Promise.reject(new ChainNotConfiguredError(chainId))
    const client = import('./rpc-client.js').then((module) => module.createRpcClient(chain.rpcUrls, { ...options, pollingIntervalMs: interval }))
    // A chunk that failed to load may load on the next read.
    client.catch(() => clients.delete(chainId))
    clients.set(chainId, client)
    return client
  }

  const getTransactionReceipt: ChainRpcPort['getTransactionReceipt'] = async ({ hash, chainId }) => {
    if (!isHex(hash) || hash.length !== 66) throw new Error(`Not a transaction hash: ${String(hash).slice(0, 80)}`)
    return (await clientOf(chainId)).getTransactionReceipt(hash)
  }

  const getBlockNumber: ChainRpcPort['getBlockNumber'] = async ({ chainId }) => (await clientOf(chainId)).getBlockNumber()

  return {
    getBalance: async ({ address, chainId }) => (await clientOf(chainId)).getBalance(address),
    getBlockNumber,
    getTransactionReceipt,

    async waitForTransactionReceipt({ hash, chainId, confirmations = 1, timeoutMs, signal }) {
      const needed = BigInt(Math.max(1, Math.floor(confirmations)))
      const deadline = timeoutMs === undefined ? Number.POSITIVE_INFINITY : now() + timeoutMs
      for (;;) {
        if (signal?.aborted) throw aborted(signal)
        const receipt = await getTransactionReceipt({ hash, chainId })
        if (receipt && (needed === 1n || (await getBlockNumber({ chainId })) - receipt.blockNumber + 1n >= needed)) return receipt
        const left = deadline - now()
        if (left <= 0) throw new WaitForReceiptTimeoutError(hash, timeoutMs ?? 0)
        await sleep(Math.min(interval, left), signal)
      }
    },

    destroy() {
      clients.clear()
    },
  }
}
