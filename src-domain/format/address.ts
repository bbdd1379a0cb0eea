import { ADDRESS_SHORTEN_KEEP, ADDRESS_SHORTEN_MIN_LENGTH } from '../constants.js'

/**
 * Shortens an address for display: `0x1234…abcd`.
 * Strings shorter than 8 characters are returned unchanged.
 */
export function shortenAddress(address: string): string {
  if (address.length < ADDRESS_SHORTEN_MIN_LENGTH) return address
  return `${address.slice(0, ADDRESS_SHORTEN_KEEP)}\u2026${address.slice(-ADDRESS_SHORTEN_KEEP)}`
}
