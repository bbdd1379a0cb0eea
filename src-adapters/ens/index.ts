import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, createClient, http, namehash, zeroAddress, type Client, type Hex } from 'viem'
import { getChainId, readContract } from 'viem/actions'
import type { Address, NamePort } from '../../src-domain/index.js'
import { createFallback } from '../reads/fallback.js'
import { REGISTRY_ABI, RESOLVER_ABI } from './abi.js'

interface Endpoint {
  client: Client
  /** The node's chain, checked once (again after a check that could not be made). */
  checked?: Promise<void>
}

/** ENS's registry: the same address on Ethereum mainnet since 2020. */
export const ENS_REGISTRY_ADDRESS: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
/** How long one JSON-RPC request may take before the next endpoint is tried. */
export const ENS_REQUEST_TIMEOUT_MS = 5_000

export interface EnsNamesOptions {
  /** The chain's RPC URLs in the order they are tried (the app's: `VITE_RPC_URL_1`, the node provider, the public one). */
  rpcUrls: readonly string[]
  /** The chain ENS lives on; its node is checked once before the first read. Ethereum mainnet (1) by default. */
  chainId?: number
  /** The registry; mainnet's by default (a local node's in tests). */
  registry?: Address
  /** Per request, per endpoint. */
  timeoutMs?: number
}

export class EnsChainMismatchError extends Error {
  override name = 'EnsChainMismatchError'
}

/** A call the contract refused or a contract that is not there: the record is absent, not unreadable. */
function isMissingRecord(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError) !== null
  )
}

/**
 * A NamePort over ENS, read with viem from the registry and each name's resolver: the reverse
 * record `<address>.addr.reverse`, a name's `addr` and its `avatar` text. Records are read from
 * the contracts directly rather than through ENS's Universal Resolver, the same records on L1, so
 * the adapter is tested against contracts deployed on a local node; names resolved off chain
 * (CCIP-Read, wildcards) are not found. Every request has a time limit, endpoints are tried in
 * order, and the node's chain is checked once: ENS's registry has the same address on testnets.
 */
export function createEnsNames(options: EnsNamesOptions): NamePort {
  if (options.rpcUrls.length === 0) throw new Error('ENS names need at least one RPC URL for their chain.')
  const timeout = options.timeoutMs ?? ENS_REQUEST_TIMEOUT_MS
  const registry = options.registry ?? ENS_REGISTRY_ADDRESS
  const expectedChainId = options.chainId ?? 1
  const endpoints: Endpoint[] = options.rpcUrls.map((url) => ({ client: createClient({ transport: http(url, { timeout, retryCount: 0 }) }) }))
  // The app's rule for chain reads: endpoints in order, a failed one tried last for a while.
  const fallback = createFallback(expectedChainId, endpoints)

  const checkChain = (endpoint: Endpoint) => {
    endpoint.checked ??= getChainId(endpoint.client).then(
      (chainId) => {
        if (chainId !== expectedChainId) throw new EnsChainMismatchError(`The ENS node is on chain ${chainId}, expected ${expectedChainId}.`)
      },
      (error: unknown) => {
        delete endpoint.checked
        throw error
      },
    )
    return endpoint.checked
  }

  const read = <T>(call: (client: Client) => Promise<T>, signal: AbortSignal | undefined): Promise<T | null> =>
    fallback.run(async (endpoint) => {
      signal?.throwIfAborted()
      await checkChain(endpoint)
      signal?.throwIfAborted()
      try {
        return await call(endpoint.client)
      } catch (error) {
        if (isMissingRecord(error)) return null
        throw error
      }
    })

  const resolverOf = async (node: Hex, signal: AbortSignal | undefined): Promise<Address | null> => {
    const resolver = await read((client) => readContract(client, { address: registry, abi: REGISTRY_ABI, functionName: 'resolver', args: [node] }), signal)
    return resolver === null || resolver === zeroAddress ? null : resolver
  }

  const record = async <T>(
    name: string,
    signal: AbortSignal | undefined,
    call: (client: Client, resolver: Address, node: Hex) => Promise<T>,
  ): Promise<T | null> => {
    const node = namehash(name)
    const resolver = await resolverOf(node, signal)
    return resolver === null ? null : read((client) => call(client, resolver, node), signal)
  }

  const text = (value: string | null) => (value === null || value === '' ? null : value)

  return {
    primaryName: async (address, signal) =>
      text(
        await record(`${address.toLowerCase().slice(2)}.addr.reverse`, signal, (client, resolver, node) =>
          readContract(client, { address: resolver, abi: RESOLVER_ABI, functionName: 'name', args: [node] }),
        ),
      ),
    resolveAddress: async (name, signal) => {
      const address = await record(name, signal, (client, resolver, node) =>
        readContract(client, { address: resolver, abi: RESOLVER_ABI, functionName: 'addr', args: [node] }),
      )
      return address === null || address === zeroAddress ? null : address
    },
    avatarRecord: async (name, signal) =>
      text(
        await record(name, signal, (client, resolver, node) =>
          readContract(client, { address: resolver, abi: RESOLVER_ABI, functionName: 'text', args: [node, 'avatar'] }),
        ),
      ),
  }
}
