import { defineChain, fallback, http, type Chain, type Transport } from 'viem'
import type { ChainInfo } from '../../src-domain/index.js'
import { DEFAULT_ATTEMPT_TIMEOUT_MS, type TransportOptions } from './options.js'

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

/**
 * The chain's URLs tried in order (node provider with key, then the public RPC): a failing one
 * (HTTP error, timeout, malformed answer) hands over to the next. No retries on one URL and no
 * ranking, which would ping every endpoint in the background.
 */
export function fallbackTransport(urls: readonly string[], options: TransportOptions = {}): Transport {
  const timeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
  const transports = urls.map((url) => http(url, { timeout, retryCount: 0, batch: false }))
  return fallback(transports, { rank: false, retryCount: 0 })
}
