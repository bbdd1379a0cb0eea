import {
  BaseError,
  createPublicClient,
  custom,
  fallback,
  http,
  HttpRequestError,
  isAddressEqual,
  isErc6492Signature,
  isErc8010Signature,
  isHex,
  recoverMessageAddress,
  RpcRequestError,
  TimeoutError,
  toHex,
  type EIP1193RequestFn,
} from 'viem'
import { verifyMessage } from 'viem/actions'
import type { Address, ChainId, Hex } from '../../src-domain/index.js'
import { neighbourhoodOf, widerNetworksOf } from './client-id.js'

export interface SignatureCheck {
  chainId: ChainId
  address: Address
  message: string
  signature: Hex
  /** Who asks (client-id.ts): each client has at most one contract-wallet check running. */
  client?: string
}

/**
 * True when `address` signed `message` on `chainId`. Throws ChainUnavailableError when the
 * chain had to be asked and could not answer, ChainBusyError when the client already has a
 * check running or too many are running in all.
 */
export type SignatureVerifier = (check: SignatureCheck) => Promise<boolean>

export interface ChainEndpoint {
  id: ChainId
  rpcUrls: readonly string[]
}

export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError'
}

export class ChainBusyError extends Error {
  override name = 'ChainBusyError'
  /** 'client': this client's own check is still running; 'all': the global bound is reached. */
  constructor(readonly scope: 'client' | 'all') {
    super(scope === 'client' ? 'A contract-wallet check of this client is running.' : 'Too many contract-wallet checks are running.')
  }
}

export interface ChainVerifierOptions {
  /** How long one node request may take (each RPC URL is tried once). */
  timeoutMs?: number
  /** Contract-wallet checks running at once in all; more are refused at once (ChainBusyError). */
  maxConcurrent?: number
  /** Addresses whose `eth_getCode` answer is remembered, and for how long. */
  codeCacheSize?: number
  codeCacheTtlMs?: number
  now?: () => number
  /** Gas an `eth_call` may burn: a message naming someone's contract runs that contract on the node. */
  gasLimit?: bigint
  /** Checks an IPv6 /48 may have running at once (its /64s are its clients); 4 by default. */
  checksPer48?: number
}

export const DEFAULT_CHAIN_TIMEOUT_MS = 3_000
/** Honest contract-wallet sign-ins are a few a second at most, each a node round trip or two. */
export const DEFAULT_CHAIN_CONCURRENCY = 16
export const DEFAULT_CODE_CACHE_SIZE = 10_000
export const DEFAULT_CODE_CACHE_TTL_MS = 60_000
export const DEFAULT_CHAIN_GAS_LIMIT = 2_000_000n
/** A client that started a check this recently is a returning one: it may not take the slots kept for new clients. */
const RETURNING_MS = 60_000
const MAX_RECENT = 10_000

/** A plain account's signature: recovered here, no node involved. */
async function signedByKey({ address, message, signature }: SignatureCheck): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}

/** The node did not answer (down, slow, overloaded), as opposed to answering "no". */
function isNodeFailure(error: unknown): boolean {
  const failure = (cause: unknown) =>
    cause instanceof HttpRequestError || cause instanceof TimeoutError || (cause instanceof RpcRequestError && cause.code === -32005)
  if (error instanceof BaseError) return error.walk(failure) !== null
  return failure(error)
}

/**
 * Checks a signature the cheap way first: a plain account's is recovered locally. Only when
 * that fails is the chain asked (viem's verifyMessage: ERC-1271 for deployed contract wallets
 * such as Safe, ERC-6492 for counterfactual ones), with a short timeout, a gas cap on the call
 * and a bound on how many checks run at once. A node that cannot be asked throws, so the
 * caller answers "try again" rather than "wrong signature".
 */
export function createChainVerifier(chains: readonly ChainEndpoint[], options: ChainVerifierOptions = {}): SignatureVerifier {
  const timeout = options.timeoutMs ?? DEFAULT_CHAIN_TIMEOUT_MS
  const maxConcurrent = options.maxConcurrent ?? DEFAULT_CHAIN_CONCURRENCY
  const gas = toHex(options.gasLimit ?? DEFAULT_CHAIN_GAS_LIMIT)
  const transports = new Map<ChainId, { request: EIP1193RequestFn }>()
  const transportFor = (chainId: ChainId) => {
    const existing = transports.get(chainId)
    if (existing) return existing
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain || chain.rpcUrls.length === 0) throw new ChainUnavailableError(`No RPC configured for chain ${chainId}.`)
    const each = chain.rpcUrls.map((url) => http(url, { timeout, retryCount: 0 }))
    const transport = (each.length === 1 ? each[0]! : fallback(each, { retryCount: 0 }))({ retryCount: 0 })
    transports.set(chainId, transport)
    return transport
  }
  const hasCode = createCodeCache({
    size: options.codeCacheSize ?? DEFAULT_CODE_CACHE_SIZE,
    ttlMs: options.codeCacheTtlMs ?? DEFAULT_CODE_CACHE_TTL_MS,
    now: options.now ?? Date.now,
  })
  const now = options.now ?? Date.now
  const checksPer48 = options.checksPer48 ?? 4
  // A quarter of the slots (at least two, one of two) are kept for clients without a check in
  // the last minute: a crowd's addresses, each checking again and again, cannot fill them. A
  // network's (an IPv4 /24's, an IPv6 /48's) new clients take a kept slot one at a time; its other
  // new clients share the rest with the returning ones, so a crowd of fresh addresses from one
  // network leaves another network's newcomer a kept slot.
  const sharedSlots = maxConcurrent - Math.max(Math.min(2, maxConcurrent - 1), Math.floor(maxConcurrent / 4))
  let running = 0
  let sharedRunning = 0
  /** Networks with a check running in a kept slot. */
  const keptBy = new Set<string>()
  /** Checks running per client and per /48. */
  const busy = new Map<string, number>()
  /** When each client last started a check (oldest first), at most MAX_RECENT. */
  const recent = new Map<string, number>()
  const networksOf = (client: string | undefined) =>
    client === undefined
      ? []
      : [
          client,
          ...widerNetworksOf(client)
            .filter((n) => n.width === 48)
            .map((n) => n.key),
        ]

  return async (check) => {
    if (await signedByKey(check)) return true
    const time = now()
    const keys = networksOf(check.client)
    if (check.client !== undefined && (busy.get(check.client) ?? 0) >= 1) throw new ChainBusyError('client')
    if (keys.slice(1).some((key) => (busy.get(key) ?? 0) >= checksPer48)) throw new ChainBusyError('client')
    const seen = check.client === undefined ? undefined : recent.get(check.client)
    const network = check.client === undefined ? undefined : neighbourhoodOf(check.client)
    const shared = (seen !== undefined && seen + RETURNING_MS > time) || (network !== undefined && keptBy.has(network))
    if (running >= maxConcurrent || (shared && sharedRunning >= sharedSlots)) throw new ChainBusyError('all')
    running++
    if (shared) sharedRunning++
    else if (network !== undefined) keptBy.add(network)
    for (const key of keys) busy.set(key, (busy.get(key) ?? 0) + 1)
    if (check.client !== undefined) {
      recent.delete(check.client)
      if (recent.size >= MAX_RECENT) recent.delete(recent.keys().next().value as string)
      recent.set(check.client, time)
    }
    let failure: unknown
    try {
      const node = transportFor(check.chainId)
      const request = (async ({ method, params }: { method: string; params?: unknown }) => {
        let sent = params
        if (method === 'eth_call' && Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null) {
          sent = [{ gas, ...(params[0] as object) }, ...params.slice(1)]
        }
        try {
          const result: unknown = await node.request({ method, params: sent } as never)
          if ((method === 'eth_call' || method === 'eth_getCode') && !isHex(result)) {
            throw new ChainUnavailableError(`The node answered ${method} with something other than hex.`)
          }
          return result
        } catch (error) {
          if (error instanceof ChainUnavailableError || isNodeFailure(error)) failure = error
          throw error
        }
      }) as EIP1193RequestFn
      const client = createPublicClient({ transport: custom({ request }, { retryCount: 0 }) })
      // A signature that deploys its wallet (ERC-6492) or delegates an account (ERC-8010) is for an
      // address without code yet; any other is checked only where a contract is deployed (ERC-1271).
      const wrapped = isErc6492Signature(check.signature) || isErc8010Signature(check.signature)
      if (!wrapped && !(await hasCode(check.chainId, check.address, () => client.getCode({ address: check.address })))) return false
      const valid = await verifyMessage(client, { address: check.address, message: check.message, signature: check.signature }).catch(() => false)
      if (!valid && failure !== undefined) throw new ChainUnavailableError('The chain could not be asked to check the signature.', { cause: failure })
      return valid
    } catch (error) {
      if (error instanceof ChainUnavailableError) throw error
      throw new ChainUnavailableError('The chain could not be asked to check the signature.', { cause: error })
    } finally {
      running--
      if (shared) sharedRunning--
      else if (network !== undefined) keptBy.delete(network)
      for (const key of keys) {
        const left = (busy.get(key) ?? 1) - 1
        if (left > 0) busy.set(key, left)
        else busy.delete(key)
      }
    }
  }
}

/**
 * Whether an address has code, asked of the node once per `ttlMs` and remembered for at most
 * `size` addresses (the oldest answer is forgotten first): a stream of junk signatures naming
 * plain accounts costs one `eth_getCode` per address, and no `eth_call`.
 */
export function createCodeCache(options: { size: number; ttlMs: number; now: () => number }) {
  const answers = new Map<string, { code: boolean; at: number }>()
  return async (chainId: ChainId, address: Address, ask: () => Promise<Hex | undefined>): Promise<boolean> => {
    const key = `${chainId}:${address.toLowerCase()}`
    const known = answers.get(key)
    const time = options.now()
    if (known && known.at + options.ttlMs > time) return known.code
    const code = (await ask()) ?? '0x'
    answers.delete(key)
    if (answers.size >= options.size) answers.delete(answers.keys().next().value as string)
    answers.set(key, { code: code !== '0x', at: time })
    return code !== '0x'
  }
}
