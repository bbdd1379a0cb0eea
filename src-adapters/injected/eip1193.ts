import { isAddress, isChainId, type Address, type ChainId, type ChainInfo } from '../../src-domain/index.js'

/**
 * The slice of EIP-1193 the injected-wallet backends rely on. Wallets are untrusted code: every
 * answer is checked before it reaches the domain.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** What EIP-6963 announces about a wallet, before sanitizing. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/**
 * The browser window as an injected-wallet backend sees it: an event target for EIP-6963 and
 * perhaps a legacy `window.ethereum`. Injected by the factory so Node tests can pass a fake one.
 */
export interface WalletWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/** Subscribes to a provider event when the provider supports events; returns the undo. */
export function listen(provider: Eip1193Provider, event: string, listener: (payload: unknown) => void): () => void {
  if (typeof provider.on !== 'function') return () => {}
  const handler = listener as (...args: never[]) => void
  provider.on(event, handler)
  return () => {
    if (typeof provider.removeListener === 'function') provider.removeListener(event, handler)
  }
}

/** A JSON-RPC quantity (`0x`-prefixed hex, no leading zeros). */
export function quantity(value: number | bigint): string {
  if (value < 0) throw new RangeError(`A quantity cannot be negative: ${value}`)
  return `0x${value.toString(16)}`
}

/** The addresses of an `eth_accounts` / `accountsChanged` answer; anything else is dropped. */
export function parseAccounts(value: unknown): Address[] {
  return Array.isArray(value) ? value.filter(isAddress) : []
}

/** A chain id as wallets send it (hex quantity, number, bigint); throws on anything else. */
export function parseChainId(value: unknown): ChainId {
  const id = typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : typeof value === 'bigint' ? Number(value) : value
  if (!isChainId(id)) throw new Error(`The wallet answered an invalid chain id: ${String(value).slice(0, 40)}`)
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
