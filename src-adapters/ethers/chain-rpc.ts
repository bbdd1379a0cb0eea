import type { FetchRequest, JsonRpcProvider } from 'ethers'
import type { Address, ChainId, ChainRpcPort, Hex, TransactionReceipt } from '../../src-domain/index.js'
import { requireTransactionHash, rpcUrlsOf, type RpcChain } from '../injected/rpc-args.js'
import type { Fallback, FallbackOptions } from '../injected/rpc-fallback.js'
import { loadEthers, loadReads } from './lazy.js'

export interface EthersChainRpcOptions extends FallbackOptions {
  chains: readonly RpcChain[]
}

export interface EthersChainRpc extends ChainRpcPort {
  /** Closes every provider (their timers and sockets). */
  destroy(): void
}

/** The reads of one chain at one endpoint. */
interface Reads {
  balance(address: Address): Promise<bigint>
  blockNumber(): Promise<bigint>
  receipt(hash: Hex): Promise<TransactionReceipt | null>
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
  const fallbacks = new Map<ChainId, Promise<Fallback<Reads>>>()
  const providers: JsonRpcProvider[] = []

  const create = async (chainId: ChainId, urls: readonly string[]): Promise<Fallback<Reads>> => {
    const [{ FetchRequest, JsonRpcProvider, Network }, [{ createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS }, { chainCheckedFetch }, answers]] = await Promise.all([loadEthers(), loadReads()])
    const network = Network.from(chainId)
    const list = urls.map((url) => {
      const request = new FetchRequest(url)
      request.timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
      request.getUrlFunc = checkedGetUrl(chainCheckedFetch(chainId))
      // cacheTimeout -1: ethers otherwise answers an identical request from a 250 ms cache, so a
      // balance or block number read right after a transaction would be the stale one.
      const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1, polling: false, cacheTimeout: -1 })
      providers.push(provider)
      // Raw results through the kernel's checks: ethers' formatters take a JSON number, "-0x1"
      // or a receipt of another transaction.
      return {
        balance: async (address) => answers.quantityOf(await provider.send('eth_getBalance', [address, 'latest'])),
        blockNumber: async () => answers.quantityOf(await provider.send('eth_blockNumber', [])),
        receipt: async (hash) => answers.receiptOf(await provider.send('eth_getTransactionReceipt', [hash]), hash),
      } satisfies Reads
    })
    return createFallback(chainId, list, options)
  }

  const run = async <T>(chainId: ChainId, read: (reads: Reads) => Promise<T>): Promise<T> => {
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
    getBalance: ({ address, chainId }) => run(chainId, (reads) => reads.balance(address)),
    getBlockNumber: ({ chainId }) => run(chainId, (reads) => reads.blockNumber()),
    async getTransactionReceipt({ hash, chainId }) {
      requireTransactionHash(hash)
      return run(chainId, (reads) => reads.receipt(hash))
    },

    destroy() {
      for (const provider of providers.splice(0)) provider.destroy()
      fallbacks.clear()
    },
  }
}
