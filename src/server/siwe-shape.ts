/** EIP-4361 messages are a few hundred bytes; a statement and a handful of resources fit well under this. */
export const DEFAULT_MAX_MESSAGE_LENGTH = 2048
const MAX_LINES = 40

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'
/** The fields after the statement, in the order EIP-4361 writes them; the first five are required. */
const FIELDS = ['URI: ', 'Version: ', 'Chain ID: ', 'Nonce: ', 'Issued At: ', 'Expiration Time: ', 'Not Before: ', 'Request ID: ', 'Resources:'] as const
const REQUIRED = 5
/** C0/C1 controls (the line feed aside), and the bidi controls that make text read differently than it is. */
const FORBIDDEN_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/**
 * A cheap, linear look at a message before the SIWE parser runs (whose regular expression is
 * quadratic on crafted input): its size, its characters, and its lines in EIP-4361's order, each
 * field once. Returns why it is refused, or null when it is worth parsing.
 */
export function checkSiweShape(message: string, maxLength = DEFAULT_MAX_MESSAGE_LENGTH): string | null {
  if (message.length > maxLength) return `The message is longer than ${maxLength} characters.`
  if (FORBIDDEN_CHARACTERS.test(message)) return 'The message holds control or bidirectional-override characters.'
  const lines = message.split('\n')
  if (lines.length > MAX_LINES) return 'The message has too many lines.'
  // The parser's suffix expression starts at every "URI: " and reads to the line's end from each: once is linear.
  if (message.indexOf(FIELDS[0]) !== message.lastIndexOf(FIELDS[0])) return 'The message holds "URI: " more than once.'
  const header = lines[0] ?? ''
  if (!header.endsWith(HEADER_SUFFIX) || !/^\S+$/.test(header.slice(0, -HEADER_SUFFIX.length))) {
    return 'The message does not start with an EIP-4361 header.'
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(lines[1] ?? '') || lines[2] !== '') return 'The message does not name an address on its second line.'
  let index = 3
  // The statement line: empty when there is none (EIP-4361 then writes three line feeds), else followed by a blank line.
  if (lines[index] === '') index += 1
  else if (!(lines[index] ?? '').startsWith(FIELDS[0])) {
    if (lines[index + 1] !== '') return 'The message statement is not followed by a blank line.'
    index += 2
  }
  let next = 0
  for (; index < lines.length; index++) {
    const line = lines[index]!
    const field = FIELDS.findIndex((label, at) => at >= next && line.startsWith(label))
    if (field === -1) break
    if (field > next && next < REQUIRED) return `The message lacks "${FIELDS[next]!.replace(/:\s*$/, '')}".`
    next = field + 1
    if (FIELDS[field] === 'Resources:') {
      if (line !== 'Resources:') return 'The message has text after "Resources:".'
      while (index + 1 < lines.length && lines[index + 1]!.startsWith('- ')) index++
    }
  }
  if (index < lines.length) return 'The message has lines out of place or repeated.'
  if (next < REQUIRED) return `The message lacks "${FIELDS[next]!.replace(/:\s*$/, '')}".`
  return null
}

/** The nonce of a message that passed `checkSiweShape` (its fields start on the fifth line at the earliest). */
export function nonceOf(message: string): string {
  const line = message
    .split('\n', MAX_LINES)
    .slice(4)
    .find((text) => text.startsWith('Nonce: '))
  return line === undefined ? '' : line.slice('Nonce: '.length)
}
