import {
  ChainNotConfiguredError,
  isHex,
  type ChainId,
  type ChainRpcPort,
} from '../../src-domain/index.js'
import type { RpcChain, TransportOptions } from './options.js'
import type { RpcClient } from './rpc-client.js'

export interface WagmiChainRpcOptions extends TransportOptions {
  /** Each chain's URLs in the order they are tried: env override, node provider with key, public RPC. */
  chains: readonly RpcChain[]
}

export interface WagmiChainRpc extends ChainRpcPort {
  /** Drops the clients; the next read builds them again. */
  destroy(): void
}


/**
 * ChainRpcPort over viem clients, one per chain, each on a fallback transport over its URLs. No
 * `eth_chainId` probe, no multicall batching, no background polling: a read is one request to the
 * first URL that answers. viem itself loads on the first read; a first visit makes none.
 */
export function createWagmiChainRpc(options: WagmiChainRpcOptions): WagmiChainRpc {
  const clients = new Map<ChainId, Promise<RpcClient>>()

  const clientOf = (chainId: ChainId): Promise<RpcClient> => {
    const known = clients.get(chainId)
    if (known) return known
    const chain = options.chains.find((entry) => entry.id === chainId)
    if (!chain || chain.rpcUrls.length === 0) return Promise.reject(new ChainNotConfiguredError(chainId))
    const client = import('./rpc-client.js').then((module) => module.createRpcClient(chain.rpcUrls, options))
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

    destroy() {
      clients.clear()
    },
  }
}
