import {
  ChainNotConfiguredError,
  ContractRevertedError,
  InvalidTransactionError,
  isTransactionHash,
  TRANSACTION_MESSAGES,
  type ChainId,
  type ChainRpcPort,
  type Hex,
} from '../../src-domain/index.js'
import { hexDataOf, quantityOf, receiptOf, revertOf } from './answers.js'
import { chainCheckedFetch, type ChainCheck } from './chain-check.js'
import { createFallback, DEFAULT_ATTEMPT_TIMEOUT_MS, type Fallback, type FallbackOptions } from './fallback.js'
import { fetchTransport, type Connection, type Transport } from './transport.js'

/** A chain for reads: its id and its RPC URLs in the order they are tried. */
export interface RpcChain {
  id: ChainId
  rpcUrls: readonly string[]
}

export interface ChainRpcOptions extends FallbackOptions {
  /** Each chain's URLs in the order they are tried: env override, node provider with key, public RPC. */
  chains: readonly RpcChain[]
  /**
   * How the backend's library carries the calls, loaded on the first read (so the library stays
   * out of the page until then). Without it, the kernel's own `fetch`.
   */
  transport?: () => Promise<Transport>
}

export interface ChainRpc extends ChainRpcPort {
  /** Closes every connection and forgets the endpoints' state (cooldowns, chain checks); the next read starts afresh. */
  destroy(): void
}

/** The chain's URLs, or ChainNotConfiguredError (a chain without URLs counts as not configured). */
function rpcUrlsOf(chains: readonly RpcChain[], chainId: ChainId): readonly string[] {
  const chain = chains.find((entry) => entry.id === chainId)
  if (!chain || chain.rpcUrls.length === 0) throw new ChainNotConfiguredError(chainId)
  return chain.rpcUrls
}

/** A receipt read's hash, checked before anything is sent. */
function requireTransactionHash(hash: unknown): Hex {
  if (!isTransactionHash(hash)) throw new InvalidTransactionError([TRANSACTION_MESSAGES.invalidHash])
  return hash
}

/** One endpoint as the fallback sees it: the library's connection and the kernel's chain check ahead. */
interface Checked extends Connection {
  checkChain(): Promise<ChainCheck>
}

const useFetch = async (): Promise<Transport> => fetchTransport

/**
 * The one ChainRpcPort every backend's reads run through: per chain, its endpoints under the
 * fallback rule (in order, a failed endpoint tried last during the cooldown), the chain checked
 * inside the first request, and every answer checked by the kernel inside its attempt, so a
 * malformed one hands over to the next endpoint and an answer means the same whichever library
 * carried it. No `eth_chainId` request of its own, no batching, no background polling.
 */
export function createChainRpc(options: ChainRpcOptions): ChainRpc {
  const load = options.transport ?? useFetch
  const timeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
  const fallbacks = new Map<ChainId, Promise<Fallback<Checked>>>()
  // The same fallbacks once built: a read on a ready chain reaches `fetch` in its caller's task,
  // before a framework's render queued in the meantime (React flushes a store change in a microtask).
  const ready = new Map<ChainId, Fallback<Checked>>()
  const connections: Connection[] = []

  const connect = (transport: Transport, chainId: ChainId, url: string): Checked => {
    const fetch = chainCheckedFetch(chainId)
    const connection = transport({ url, chainId, fetch, timeoutMs })
    connections.push(connection)
    return { call: (method, params) => connection.call(method, params), checkChain: () => fetch.check(url, AbortSignal.timeout(timeoutMs)) }
  }
  const fallbackOf = (chainId: ChainId): Promise<Fallback<Checked>> => {
    let fallback = fallbacks.get(chainId)
    if (!fallback) {
      const urls = rpcUrlsOf(options.chains, chainId)
      const created = load().then((transport) =>
        createFallback(
          chainId,
          urls.map((url) => connect(transport, chainId, url)),
          options,
        ),
      )
      fallback = created
      fallbacks.set(chainId, created)
      created.then(
        (built) => {
          if (fallbacks.get(chainId) === created) ready.set(chainId, built)
        },
        () => {},
      )
      // The library failed to load (offline, a chunk gone after a deploy): the next read tries again.
      created.catch(() => {
        if (fallbacks.get(chainId) === created) fallbacks.delete(chainId)
      })
    }
    return fallback
  }
  const withFallback = <T>(chainId: ChainId, use: (fallback: Fallback<Checked>) => Promise<T>): Promise<T> => {
    const built = ready.get(chainId)
    if (built) return use(built)
    try {
      return fallbackOf(chainId).then(use)
    } catch (error) {
      // A chain not configured fails the read, as a rejection like every other failure.
      return Promise.reject(error)
    }
  }
  const call = <T>(chainId: ChainId, method: string, params: readonly unknown[], check: (result: unknown) => T): Promise<T> =>
    withFallback(chainId, (fallback) => fallback.run(async (endpoint) => check(await endpoint.call(method, params))))

  const quantity = (value: bigint) => `0x${value.toString(16)}`

  return {
    async call({ chainId, to, data, from, value }) {
      const request = { to, data, ...(from ? { from } : {}), ...(value === undefined ? {} : { value: quantity(value) }) }
      // A revert is the chain's answer, the same on every endpoint: it ends the read inside its attempt.
      const answer = await withFallback(chainId, (fallback) =>
        fallback.run(async (endpoint) => {
          try {
            return { data: hexDataOf(await endpoint.call('eth_call', [request, 'latest'])), reverted: undefined }
          } catch (error) {
            const reverted = revertOf(error)
            if (reverted) return { data: undefined, reverted }
            throw error
          }
        }),
      )
      if (answer.data === undefined) throw new ContractRevertedError(answer.reverted?.data ? { data: answer.reverted.data } : {})
      return answer.data
    },
    getBalance: ({ address, chainId }) => call(chainId, 'eth_getBalance', [address, 'latest'], quantityOf),
    getBlockNumber: ({ chainId }) => call(chainId, 'eth_blockNumber', [], quantityOf),
    getTransactionReceipt: async ({ hash, chainId }) =>
      call(chainId, 'eth_getTransactionReceipt', [requireTransactionHash(hash)], (result) => receiptOf(result, hash)),
    async prepare({ chainId }) {
      // A chain not configured, or the library failing to load: nothing to check, the read reports it.
      // The endpoints are asked for at once, so a read right after finds this check under way and waits for it.
      try {
        await (await fallbackOf(chainId)).prepare((endpoint) => endpoint.checkChain())
      } catch {
        // resolves all the same
      }
    },
    destroy() {
      for (const connection of connections.splice(0)) connection.close?.()
      fallbacks.clear()
      ready.clear()
    },
  }
}
