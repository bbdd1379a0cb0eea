import { isAddress, isChainId, type Address, type ChainId, type ChainInfo } from '../../src-domain/index.js'
import type { Eip1193Provider } from './eip1193.js'
import { preview } from '../../src-domain/format/preview.js'

// What a session sends to a wallet and reads back; apart from eip1193.ts so listing wallets at
// start does not load it.

/** A JSON-RPC quantity (`0x`-prefixed hex, no leading zeros). */
export function quantity(value: number | bigint): string {
  if (value < 0) throw new RangeError(`A quantity cannot be negative: ${value}`)
  return `0x${value.toString(16)}`
}

/** The addresses of an `eth_accounts` / `accountsChanged` answer; anything else is dropped. */
export function parseAccounts(value: unknown): Address[] {
  return Array.isArray(value) ? value.filter(isAddress) : []
}

const ACCOUNT_METHODS = new Set(['eth_requestAccounts', 'eth_accounts'])

/**
 * The provider as a wallet library should meet it: its account answers read by {@link parseAccounts},
 * so an answer that is no list of addresses reaches the library as no accounts. The port's rule
 * holds for every backend: no accounts is the user declining, never an error.
 */
export function withCheckedAccounts<P extends Eip1193Provider>(provider: P): P {
  const request: Eip1193Provider['request'] = async (args) => {
    const answer = await provider.request(args)
    return ACCOUNT_METHODS.has(args.method) ? parseAccounts(answer) : answer
  }
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'request') return request
      const value: unknown = Reflect.get(target, property)
      // The library calls the rest (on, removeListener, flags) as methods of the wallet's own object.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** A chain id as wallets send it (hex quantity, number, bigint); throws on anything else. */
export function parseChainId(value: unknown): ChainId {
  const id = typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : typeof value === 'bigint' ? Number(value) : value
  if (!isChainId(id)) throw new Error(`The wallet answered an invalid chain id: ${preview(value)}`)
  return id
}

/** EIP-3085 parameters of `wallet_addEthereumChain` for one of the app's chains. */
export function addChainParams(chain: ChainInfo) {
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: quantity(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/** `personal_sign`'s first parameter: the message's UTF-8 bytes in hex, as wallets and ethers send it. */
export function utf8Hex(message: string): string {
  return `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
