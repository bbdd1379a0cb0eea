import type { ChainId, ChainRpcPort } from '../../src-domain/index.js'
import { requireTransactionHash, rpcUrlsOf } from '../injected/rpc-args.js'
import type { Fallback, FallbackOptions } from '../injected/rpc-fallback.js'
import type { RpcChain } from './options.js'
import type { RpcClient } from './rpc-client.js'

/** viem's read client, loaded on the first read; one import site, so the build lists its files once. */
export const importReads = () => import('./rpc-client.js')

export interface WagmiChainRpcOptions extends FallbackOptions {
  /** Each chain's URLs in the order they are tried: env override, node provider with key, public RPC. */
  chains: readonly RpcChain[]
}

export interface WagmiChainRpc extends ChainRpcPort {
  /** Drops the clients; the next read builds them again. */
  destroy(): void
}

/**
 * ChainRpcPort over viem clients, one per RPC URL, under the kernel's fallback rule (in order, a
 * failed endpoint tried last during the cooldown). No `eth_chainId` request of its own, no
 * multicall batching, no background polling: a read is one request to the first URL that
 * answers. viem itself loads on the first read; a first visit makes none.
 */
export function createWagmiChainRpc(options: WagmiChainRpcOptions): WagmiChainRpc {
  const fallbacks = new Map<ChainId, Promise<Fallback<RpcClient>>>()

  const fallbackOf = (chainId: ChainId): Promise<Fallback<RpcClient>> => {
    let fallback = fallbacks.get(chainId)
    if (!fallback) {
      const urls = rpcUrlsOf(options.chains, chainId)
      const created = importReads().then((module) => module.createChainReads(chainId, urls, options))
      fallback = created
      fallbacks.set(chainId, created)
      // A chunk that failed to load may load on the next read.
      created.catch(() => fallbacks.delete(chainId))
    }
    return fallback
  }
  const run = async <T>(chainId: ChainId, read: (client: RpcClient) => Promise<T>): Promise<T> => (await fallbackOf(chainId)).run(read)

  return {
    getBalance: ({ address, chainId }) => run(chainId, (client) => client.getBalance(address)),
    getBlockNumber: ({ chainId }) => run(chainId, (client) => client.getBlockNumber()),
    async getTransactionReceipt({ hash, chainId }) {
      requireTransactionHash(hash)
      return run(chainId, (client) => client.getTransactionReceipt(hash))
    },
    async prepare({ chainId }) {
      // A chain not configured, or viem failing to load: nothing to check, the read reports it. The
      // clients are asked for at once, so a read right after finds this check under way and waits for it.
      try {
        await (await fallbackOf(chainId)).prepare((client) => client.checkChain())
      } catch {
        // resolves all the same
      }
    },
    destroy() {
      fallbacks.clear()
    },
  }
}
