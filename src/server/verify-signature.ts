import { createPublicClient, fallback, http, type PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { Address, ChainId, Hex } from '../../src-domain/index.js'

export interface SignatureCheck {
  chainId: ChainId
  address: Address
  message: string
  signature: Hex
}

/** True when `address` signed `message` on `chainId`; throws when the chain cannot be asked. */
export type SignatureVerifier = (check: SignatureCheck) => Promise<boolean>

export interface ChainEndpoint {
  id: ChainId
  rpcUrls: readonly string[]
}

/**
 * Verifies with viem's `verifyMessage` against the chain's own RPC, so contract wallets work:
 * ERC-1271 for deployed ones (Safe), ERC-6492 for counterfactual ones, plain ECDSA for EOAs
 * (which viem falls back to even when the node cannot be reached).
 */
export function createChainVerifier(chains: readonly ChainEndpoint[], options: { timeoutMs?: number } = {}): SignatureVerifier {
  const clients = new Map<ChainId, PublicClient>()
  const clientFor = (chainId: ChainId): PublicClient => {
    const existing = clients.get(chainId)
    if (existing) return existing
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain || chain.rpcUrls.length === 0) throw new Error(`No RPC configured for chain ${chainId}.`)
    const transports = chain.rpcUrls.map((url) => http(url, { timeout: options.timeoutMs ?? 10_000, retryCount: 1 }))
    const client = createPublicClient({ transport: transports.length === 1 ? transports[0]! : fallback(transports) })
    clients.set(chainId, client)
    return client
  }
  return async ({ chainId, address, message, signature }) => verifyMessage(clientFor(chainId), { address, message, signature })
}
