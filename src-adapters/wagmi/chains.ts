import { defineChain, type Chain } from 'viem'
import type { ChainInfo } from '../../src-domain/index.js'

/** The domain's chain entry as viem's chain: the configured URLs become its default RPC. */
export function toViemChain(chain: ChainInfo): Chain {
  const explorer = chain.blockExplorers?.default
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [...chain.rpcUrls] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    testnet: chain.testnet,
  })
}
