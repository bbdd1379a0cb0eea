import type { JsonRpcProvider } from 'ethers'
import type { ChainId, ChainRpcPort } from '../../src-domain/index.js'
import { requireTransactionHash, rpcUrlsOf, type RpcChain } from '../injected/rpc-args.js'
import type { Fallback, FallbackOptions } from '../injected/rpc-fallback.js'
import { importReads } from './lazy.js'
import type { Reads } from './reads.js'

export interface EthersChainRpcOptions extends FallbackOptions {
  chains: readonly RpcChain[]
}

export interface EthersChainRpc extends ChainRpcPort {
  /** Closes every provider (their timers and sockets). */
  destroy(): void
}

/**
 * ChainRpcPort over ethers JsonRpcProviders, one per RPC URL, under the kernel's fallback rule
 * (in order, a failed endpoint tried last during the cooldown). Networks are static and the chain
 * check rides with the first request, so no `eth_chainId` request is ever sent on its own;
 * requests are not batched, so none waits for a batch window.
 */
export function createEthersChainRpc(options: EthersChainRpcOptions): EthersChainRpc {
  const fallbacks = new Map<ChainId, Promise<Fallback<Reads>>>()
  const providers: JsonRpcProvider[] = []

  const create = async (chainId: ChainId, urls: readonly string[]): Promise<Fallback<Reads>> =>
    (await importReads()).createEthersReads(chainId, urls, options, providers)

  const fallbackOf = (chainId: ChainId): Promise<Fallback<Reads>> => {
    let fallback = fallbacks.get(chainId)
    if (!fallback) {
      const created = create(chainId, rpcUrlsOf(options.chains, chainId))
      fallback = created
      fallbacks.set(chainId, created)
      // ethers failed to load (offline, a chunk gone after a deploy): the next read tries again.
      created.catch(() => {
        if (fallbacks.get(chainId) === created) fallbacks.delete(chainId)
      })
    }
    return fallback
  }
  const run = async <T>(chainId: ChainId, read: (reads: Reads) => Promise<T>): Promise<T> => (await fallbackOf(chainId)).run(read)

  return {
    getBalance: ({ address, chainId }) => run(chainId, (reads) => reads.balance(address)),
    getBlockNumber: ({ chainId }) => run(chainId, (reads) => reads.blockNumber()),
    async getTransactionReceipt({ hash, chainId }) {
      requireTransactionHash(hash)
      return run(chainId, (reads) => reads.receipt(hash))
    },

    async prepare({ chainId }) {
      // A chain not configured, or ethers failing to load: nothing to check, the read reports it. The
      // providers are asked for at once, so a read right after finds this check under way and waits for it.
      try {
        await (await fallbackOf(chainId)).prepare((reads) => reads.checkChain())
      } catch {
        // resolves all the same
      }
    },

    destroy() {
      for (const provider of providers.splice(0)) provider.destroy()
      fallbacks.clear()
    },
  }
}
