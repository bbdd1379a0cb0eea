/** A 20-byte account address, 0x-prefixed. Checked at runtime by `isAddress`. */
export type Address = `0x${string}`
/** Hex-encoded bytes, 0x-prefixed. */
export type Hex = `0x${string}`
/** An EIP-155 chain id. */
export type ChainId = number

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/
const HEX_RE = /^0x[0-9a-fA-F]*$/

export function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && ADDRESS_RE.test(value)
}

export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && HEX_RE.test(value)
}

export function isChainId(value: unknown): value is ChainId {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}
