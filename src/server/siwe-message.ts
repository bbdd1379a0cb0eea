import type { SiweMessage } from 'viem/siwe'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'

/** An EIP-4361 message with every required field present. */
export type SiweFields = SiweMessage & { issuedAt: Date }

const DATE_LINES = ['Issued At: ', 'Expiration Time: ', 'Not Before: '] as const

/** Two lines say the same when equal, or when both carry the same date-time written differently (`...24Z` vs `...24.000Z`). */
function sameLine(given: string, canonical: string): boolean {
  if (given === canonical) return true
  const label = DATE_LINES.find((prefix) => given.startsWith(prefix) && canonical.startsWith(prefix))
  if (!label) return false
  const a = new Date(given.slice(label.length)).getTime()
  const b = new Date(canonical.slice(label.length)).getTime()
  return !Number.isNaN(a) && a === b
}

/**
 * Parses an EIP-4361 message strictly. viem's parser is lenient (it finds the fields anywhere
 * in the text), so the fields are written back with viem's own builder and the result must
 * match the given message line for line: nothing before, after or between the fields, an
 * EIP-55 address, and fields createSiweMessage accepts. Returns null for anything else.
 */
export function parseStrictSiweMessage(message: string): SiweFields | null {
  const fields = parseSiweMessage(message)
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields
  if (!address || chainId === undefined || !domain || !nonce || !uri || version !== '1' || !issuedAt) return null
  for (const date of [issuedAt, fields.expirationTime, fields.notBefore]) {
    if (date && Number.isNaN(date.getTime())) return null
  }
  const complete: SiweFields = { ...fields, address, chainId, domain, nonce, uri, version, issuedAt }
  let canonical: string
  try {
    canonical = createSiweMessage(complete)
  } catch {
    return null
  }
  const given = message.split('\n')
  const expected = canonical.split('\n')
  if (given.length !== expected.length) return null
  return given.every((line, index) => sameLine(line, expected[index] ?? '')) ? complete : null
}
