import type { JsonRpcProvider } from 'ethers'
import {
  ChainNotConfiguredError,
  RpcUnavailableError,
  isHex,
  type Hex,
  type ChainId,
  type ChainRpcPort,
  type TransactionReceipt,
} from '../../src-domain/index.js'
import { loadEthers } from './lazy.js'

export interface RpcChain {
  id: ChainId
  /** Tried in this order: env override, node provider with key, public RPC (see `rpcUrlsFor`). */
  rpcUrls: readonly string[]
}

export interface EthersChainRpcOptions {
  chains: readonly RpcChain[]
  /** One attempt at one endpoint may take this long before the next endpoint is tried. */
  attemptTimeoutMs?: number
  /** A failed endpoint is tried last for this long, so a dead node provider does not slow every read. */
  cooldownMs?: number
  /** Clock for cooldowns; tests pass their own. */
  now?: () => number
}

export interface EthersChainRpc extends ChainRpcPort {
  /** Closes every provider (their timers and sockets). */
  destroy(): void
}

export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000
export const DEFAULT_COOLDOWN_MS = 30_000


interface Endpoint {
  url: string
  provider: JsonRpcProvider
  failedAt: number | undefined
}

/**
 * ChainRpcPort over ethers JsonRpcProviders, one per RPC URL, tried in order: when one fails
 * (HTTP error, timeout, malformed answer) the next answers, and the failed one is tried last for
 * a while. Networks are static, so no `eth_chainId` is ever sent; requests are not batched, so
 * none waits for a batch window.
 */
export function createEthersChainRpc(options: EthersChainRpcOptions): EthersChainRpc {
  const attemptTimeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
  const cooldown = options.cooldownMs ?? DEFAULT_COOLDOWN_MS
  const now = options.now ?? Date.now
  const endpoints = new Map<ChainId, Promise<Endpoint[]>>()
  const providers: JsonRpcProvider[] = []

  const createEndpoints = async (chainId: ChainId, urls: readonly string[]): Promise<Endpoint[]> => {
    const { FetchRequest, JsonRpcProvider, Network } = await loadEthers()
    const network = Network.from(chainId)
    return urls.map((url) => {
      const request = new FetchRequest(url)
      request.timeout = attemptTimeout
      // cacheTimeout -1: ethers otherwise answers an identical request from a 250 ms cache, so a
      // balance or block number read right after a transaction would be the stale one.
      const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1, polling: false, cacheTimeout: -1 })
      providers.push(provider)
      return { url, provider, failedAt: undefined }
    })
  }

  const endpointsOf = (chainId: ChainId): Promise<Endpoint[]> => {
    const known = endpoints.get(chainId)
    if (known) return known
    const chain = options.chains.find((entry) => entry.id === chainId)
    if (!chain || chain.rpcUrls.length === 0) return Promise.reject(new ChainNotConfiguredError(chainId))
    const created = createEndpoints(chainId, chain.rpcUrls)
    endpoints.set(chainId, created)
    // ethers failed to load (offline, a chunk gone after a deploy): the next read tries again.
    created.catch(() => {
      if (endpoints.get(chainId) === created) endpoints.delete(chainId)
    })
    return created
  }

  /** Healthy endpoints first, in configured order; those that failed recently after them. */
  const ordered = async (chainId: ChainId): Promise<Endpoint[]> => {
    const list = await endpointsOf(chainId)
    const cooling = (endpoint: Endpoint) => endpoint.failedAt !== undefined && now() - endpoint.failedAt < cooldown
    return [...list.filter((endpoint) => !cooling(endpoint)), ...list.filter(cooling)]
  }

  const withFallback = async <T>(chainId: ChainId, run: (provider: JsonRpcProvider) => Promise<T>): Promise<T> => {
    let lastError: unknown
    for (const endpoint of await ordered(chainId)) {
      try {
        const result = await run(endpoint.provider)
        endpoint.failedAt = undefined
        return result
      } catch (error) {
        endpoint.failedAt = now()
        lastError = error
      }
    }
    throw new RpcUnavailableError(chainId, { cause: lastError })
  }

  const getTransactionReceipt: ChainRpcPort['getTransactionReceipt'] = async ({ hash, chainId }) => {
    if (!isHex(hash) || hash.length !== 66) throw new Error(`Not a transaction hash: ${String(hash).slice(0, 80)}`)
    const receipt = await withFallback(chainId, (provider) => provider.getTransactionReceipt(hash))
    if (!receipt) return null
    if (receipt.status !== 0 && receipt.status !== 1) throw new Error(`The receipt of ${hash} has no status (pre-Byzantium chain?).`)
    return {
      transactionHash: receipt.hash as Hex,
      status: receipt.status === 1 ? 'success' : 'reverted',
      blockNumber: BigInt(receipt.blockNumber),
    } satisfies TransactionReceipt
  }

  const getBlockNumber: ChainRpcPort['getBlockNumber'] = async ({ chainId }) =>
    BigInt(await withFallback(chainId, (provider) => provider.getBlockNumber()))

  return {
    getBalance: ({ address, chainId }) => withFallback(chainId, (provider) => provider.getBalance(address)),
    getBlockNumber,
    getTransactionReceipt,

    destroy() {
      for (const provider of providers.splice(0)) provider.destroy()
      endpoints.clear()
    },
  }
}
