import { namehash } from 'viem/ens'
import type { Hex } from 'viem'
import { decodeAbiParameters, encodeAbiParameters } from 'viem/utils'
import type { Address, NamePort } from '../../src-domain/index.js'
import { fetchFallback, RpcAnswerError } from '../reads/index.js'
import { SELECTORS } from './abi.js'

/** ENS's registry: the same address on Ethereum mainnet since 2020. */
export const ENS_REGISTRY_ADDRESS: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
/** How long one JSON-RPC request may take before the next endpoint is tried. */
export const ENS_REQUEST_TIMEOUT_MS = 5_000

export interface EnsNamesOptions {
  /** The chain's RPC URLs in the order they are tried (the app's: `VITE_RPC_URL_1`, the node provider, the public one). */
  rpcUrls: readonly string[]
  /** The chain ENS lives on; each node's chain is checked with its first read. Ethereum mainnet (1) by default. */
  chainId?: number
  /** The registry; mainnet's by default (a local node's in tests). */
  registry?: Address
  /** Per request, per endpoint. */
  timeoutMs?: number
}

const BYTES32 = [{ type: 'bytes32' }] as const
const BYTES32_STRING = [{ type: 'bytes32' }, { type: 'string' }] as const
const ADDRESS = [{ type: 'address' }] as const
const STRING = [{ type: 'string' }] as const

/** The call reverted (a resolver without the function): the record is absent, not unreadable. */
const reverted = (error: unknown) => error instanceof RpcAnswerError && (error.rpcCode === 3 || /revert/i.test(error.message))

/**
 * A NamePort over ENS: the reverse record `<address>.addr.reverse`, a name's `addr` and its
 * `avatar` text, read with `eth_call` from the registry and each name's resolver through the
 * app's read kernel (endpoints in order, a failed one tried last for a while, the node's chain
 * checked inside its first request: ENS's registry has the same address on testnets). viem only
 * hashes, encodes and decodes, imported from its `ens` and `utils` entries: its root entry pulls
 * about 100 KiB gzip of shared chunks into the lookup, these about 12. Records are read from the contracts
 * directly rather than through ENS's Universal Resolver, the same records on L1, so the adapter is
 * tested against contracts deployed on a local node; names resolved off chain (CCIP-Read,
 * wildcards) are not found.
 */
export function createEnsNames(options: EnsNamesOptions): NamePort {
  if (options.rpcUrls.length === 0) throw new Error('ENS names need at least one RPC URL for their chain.')
  const timeoutMs = options.timeoutMs ?? ENS_REQUEST_TIMEOUT_MS
  const registry = options.registry ?? ENS_REGISTRY_ADDRESS
  const chainId = options.chainId ?? 1
  const fallback = fetchFallback(chainId, options.rpcUrls, { attemptTimeoutMs: timeoutMs })

  /**
   * One `eth_call`, its answer decoded inside the attempt (a malformed one hands over to the next
   * endpoint); null when the contract is not there (no data) or the call reverted.
   */
  const call = <T>(to: Address, data: Hex, decode: (answer: Hex) => T, signal: AbortSignal | undefined): Promise<T | null> =>
    fallback.run(async (endpoint) => {
      signal?.throwIfAborted()
      let result: unknown
      try {
        result = await endpoint.call('eth_call', [{ to, data }, 'latest'])
      } catch (error) {
        if (reverted(error)) return null
        throw error
      }
      if (typeof result !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(result)) throw new RpcAnswerError('The eth_call answer is not hex data.')
      return result === '0x' ? null : decode(result as Hex)
    })

  const encode = (selector: Hex, node: Hex, key?: string): Hex =>
    `${selector}${(key === undefined ? encodeAbiParameters(BYTES32, [node]) : encodeAbiParameters(BYTES32_STRING, [node, key])).slice(2)}`
  const address = (answer: Hex) => {
    const [value] = decodeAbiParameters(ADDRESS, answer)
    return BigInt(value) === 0n ? null : value
  }
  const text = (answer: Hex) => decodeAbiParameters(STRING, answer)[0] || null

  /** A record of the name from its resolver: null when the name has no resolver or the record is absent. */
  const record = async <T>(name: string, selector: Hex, decode: (answer: Hex) => T | null, signal: AbortSignal | undefined, key?: string) => {
    const node = namehash(name)
    const resolver = await call(registry, encode(SELECTORS.resolver, node), address, signal)
    return resolver ? call(resolver, encode(selector, node, key), decode, signal) : null
  }

  return {
    primaryName: (account, signal) => record(`${account.toLowerCase().slice(2)}.addr.reverse`, SELECTORS.name, text, signal),
    resolveAddress: (name, signal) => record(name, SELECTORS.addr, address, signal),
    avatarRecord: (name, signal) => record(name, SELECTORS.text, text, signal, 'avatar'),
  }
}
