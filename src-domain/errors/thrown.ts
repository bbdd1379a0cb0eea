// The one reader of "what did the wallet throw": the wallet kernel's error mapping, the connection
// error kinds and BaseError.walk all read a thrown value through it, so they never disagree.

/** EIP-1193 code for a request the user rejected. */
export const USER_REJECTED_CODE = 4001
/** EIP-1474 code for a request already pending in the wallet. */
export const RESOURCE_UNAVAILABLE_CODE = -32002
/** EIP-3085 code for a chain the wallet does not know yet. */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/** How many links of a thrown value are read at most: a wallet's error may nest deep or loop. */
const MAX_LINKS = 16

const USER_REJECTED_RE = /user rejected|user denied|user closed modal|rejected the request|ethers-user-denied/i

/** Reads a property of whatever was thrown; a throwing getter or proxy reads as absent. */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/**
 * A thrown value and what it wraps, outermost first, each once: an Error's or viem's `cause`, an
 * ethers error's `error` and `info.error`, a mobile wallet's `data.originalError`. Breadth first,
 * so for a chain of `cause` links it is viem's walk order.
 */
export function errorLinks(error: unknown): unknown[] {
  const links: unknown[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && links.length < MAX_LINKS) {
    const link = queue.shift()
    if (link === undefined || link === null || links.includes(link)) continue
    links.push(link)
    queue.push(field(link, 'error'), field(field(link, 'info'), 'error'), field(link, 'cause'), field(field(link, 'data'), 'originalError'))
  }
  return links
}

export interface ErrorFacts {
  /** Numeric codes (EIP-1193 / JSON-RPC). */
  codes: number[]
  /** String codes (ethers' `ACTION_REJECTED`, `UNSUPPORTED_OPERATION`, ...). */
  tags: string[]
  /** Error class names, in link order (`name` strings only: String() of a hostile object can throw or run its code). */
  names: string[]
  /** `message` and `shortMessage` strings, and a plain string thrown as it is. */
  messages: string[]
}

/** The facts of every link of a thrown value ({@link errorLinks}). */
export function errorFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = { codes: [], tags: [], names: [], messages: [] }
  for (const link of errorLinks(error)) {
    if (typeof link === 'string') facts.messages.push(link)
    const code = field(link, 'code')
    if (typeof code === 'number') facts.codes.push(code)
    if (typeof code === 'string') facts.tags.push(code)
    const name = field(link, 'name')
    if (typeof name === 'string') facts.names.push(name)
    for (const key of ['message', 'shortMessage']) {
      const message = field(link, key)
      if (typeof message === 'string') facts.messages.push(message)
    }
  }
  return facts
}

/** The user said no: 4001, ethers' `ACTION_REJECTED`, a UserRejectedRequestError, or a wallet's words for it. */
export function isUserRejection(facts: ErrorFacts): boolean {
  return (
    facts.codes.includes(USER_REJECTED_CODE) ||
    facts.tags.includes('ACTION_REJECTED') ||
    facts.names.includes('UserRejectedRequestError') ||
    facts.messages.some((message) => USER_REJECTED_RE.test(message))
  )
}

/** A request is already pending in the wallet: -32002, or the error classes that say so (viem's, the domain's). */
export function isResourceUnavailable(facts: ErrorFacts): boolean {
  return (
    facts.codes.includes(RESOURCE_UNAVAILABLE_CODE) || facts.names.some((name) => name === 'ResourceUnavailableRpcError' || name === 'ResourceUnavailableError')
  )
}

/**
 * {@link BaseError.walk} for any thrown value, over {@link errorLinks}: with no predicate, the
 * innermost link; with one, the first link it accepts, or null.
 */
export function walkCauses(error: unknown, accept?: (error: unknown) => boolean): unknown {
  const links = errorLinks(error)
  if (!accept) return links.at(-1) ?? error
  return links.find((link) => accept(link)) ?? null
}
