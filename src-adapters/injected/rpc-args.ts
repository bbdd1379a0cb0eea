import { ChainNotConfiguredError, InvalidTransactionError, isTransactionHash, TRANSACTION_MESSAGES, type ChainId, type Hex } from '../../src-domain/index.js'

/** One attempt at one endpoint may take this long before the next endpoint is tried. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000

// Checks a chain read makes before anything loads or is sent; kept apart from the fallback so a
// backend can load that with its library, on the first read.

/** A chain for reads: its id and its RPC URLs in the order they are tried (see `rpcUrlsFor`). */
export interface RpcChain {
  id: ChainId
  rpcUrls: readonly string[]
}

/** The chain's URLs, or ChainNotConfiguredError (a chain without URLs counts as not configured). */
export function rpcUrlsOf(chains: readonly RpcChain[], chainId: ChainId): readonly string[] {
  const chain = chains.find((entry) => entry.id === chainId)
  if (!chain || chain.rpcUrls.length === 0) throw new ChainNotConfiguredError(chainId)
  return chain.rpcUrls
}

/** A receipt read's hash, checked before anything is sent. */
export function requireTransactionHash(hash: unknown): Hex {
  if (!isTransactionHash(hash)) throw new InvalidTransactionError([TRANSACTION_MESSAGES.invalidHash])
  return hash
}
