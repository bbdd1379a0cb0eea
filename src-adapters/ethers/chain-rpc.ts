import type { FetchRequest, JsonRpcProvider } from 'ethers'
import type { ChainId, ChainRpcPort, Hex, TransactionReceipt } from '../../src-domain/index.js'
import { requireTransactionHash, rpcUrlsOf, type RpcChain } from '../injected/rpc-args.js'
import type { Fallback, FallbackOptions } from '../injected/rpc-fallback.js'
import { loadEthers } from './lazy.js'

// The fallback rule and the chain check load with ethers, on the first read: a first visit makes none.
const loadReads = () => Promise.all([import('../injected/rpc-fallback.js'), import('../injected/chain-check.js')])

export interface EthersChainRpcOptions extends FallbackOptions {
  chains: readonly RpcChain[]
}

export interface EthersChainRpc extends ChainRpcPort {
  /** Closes every provider (their timers and sockets). */
  destroy(): void
}

/** ethers' fetch hook over the kernel's chain-checked fetch, so an endpoint on another chain fails. */
function checkedGetUrl(checked: typeof fetch): FetchRequest['getUrlFunc'] {
  return async (request, signal) => {
    // A hook replaces ethers' own fetch, timeout included.
    const controller = new AbortController()
    signal?.addListener(() => controller.abort())
    const timer = setTimeout(() => controller.abort(), request.timeout)
    try {
      const response = await checked(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: new TextDecoder().decode(request.body) } : {}),
        signal: controller.signal,
      })
      return { statusCode: response.status, statusMessage: response.statusText, headers: Object.fromEntries(response.headers), body: new Uint8Array(await response.arrayBuffer()) }
    } finally {
      clearTimeout(timer)
    }
  }
}

/**
 * ChainRpcPort over ethers JsonRpcProviders, one per RPC URL, under the kernel's fallback rule
 * (in order, a failed endpoint tried last during the cooldown). Networks are static and the chain
 * check rides with the first request, so no `eth_chainId` request is ever sent on its own;
 * requests are not batched, so none waits for a batch window.
 */
export function createEthersChainRpc(options: EthersChainRpcOptions): EthersChainRpc {
  const fallbacks = new Map<ChainId, Promise<Fallback<JsonRpcProvider>>>()
  const providers: JsonRpcProvider[] = []

  const create = async (chainId: ChainId, urls: readonly string[]): Promise<Fallback<JsonRpcProvider>> => {
    const [{ FetchRequest, JsonRpcProvider, Network }, [{ createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS }, { chainCheckedFetch }]] = await Promise.all([loadEthers(), loadReads()])
    const network = Network.from(chainId)
    const list = urls.map((url) => {
      const request = new FetchRequest(url)
      request.timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
      request.getUrlFunc = checkedGetUrl(chainCheckedFetch(chainId))
      // cacheTimeout -1: ethers otherwise answers an identical request from a 250 ms cache, so a
      // balance or block number read right after a transaction would be the stale one.
      const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1, polling: false, cacheTimeout: -1 })
      providers.push(provider)
      return provider
    })
    return createFallback(chainId, list, options)
  }

  const run = async <T>(chainId: ChainId, read: (provider: JsonRpcProvider) => Promise<T>): Promise<T> => {
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
    return (await fallback).run(read)
  }

  return {
    getBalance: async ({ address, chainId }) => run(chainId, (provider) => provider.getBalance(address)),
    getBlockNumber: async ({ chainId }) => BigInt(await run(chainId, (provider) => provider.getBlockNumber())),
    async getTransactionReceipt({ hash, chainId }) {
      requireTransactionHash(hash)
      const receipt = await run(chainId, (provider) => provider.getTransactionReceipt(hash))
      if (!receipt) return null
      if (receipt.status !== 0 && receipt.status !== 1) throw new Error(`The receipt of ${hash} has no status (pre-Byzantium chain?).`)
      return {
        transactionHash: receipt.hash as Hex,
        status: receipt.status === 1 ? 'success' : 'reverted',
        blockNumber: BigInt(receipt.blockNumber),
      } satisfies TransactionReceipt
    },

    destroy() {
      for (const provider of providers.splice(0)) provider.destroy()
      fallbacks.clear()
    },
  }
}
