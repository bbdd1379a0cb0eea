/**
 * ethers itself is loaded on first use (a connect's first signature or transaction, the first
 * chain read), never at page load: listing wallets and connecting need only EIP-1193.
 */
export const loadEthers = () => import('ethers')

/** A JSON-RPC quantity (`0x`-prefixed hex, no leading zeros), as ethers' toQuantity writes it. */
export function quantity(value: number | bigint): string {
  if (value < 0) throw new RangeError(`A quantity cannot be negative: ${value}`)
  return `0x${value.toString(16)}`
}
