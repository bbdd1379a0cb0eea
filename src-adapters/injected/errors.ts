import {
  BaseError,
  ChainSwitchFailedError,
  RESOURCE_UNAVAILABLE_CODE,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UNRECOGNIZED_CHAIN_CODE,
  USER_REJECTED_CODE,
  UserRejectedRequestError,
} from '../../src-domain/index.js'

/** EIP-1193: the wallet does not support the method. */
export const UNSUPPORTED_METHOD_CODE = 4200
/** JSON-RPC: method not found. */
export const METHOD_NOT_FOUND_CODE = -32601
/** EIP-1474: method not supported. */
export const METHOD_NOT_SUPPORTED_CODE = -32004

const USER_REJECTED_RE = /user rejected|user denied|user closed modal|rejected the request|ethers-user-denied/i
const UNSUPPORTED_RE = /method .*(does not exist|not (supported|found|available))|unsupported method|ethers-unsupported/i

export interface ErrorFacts {
  /** Numeric codes found anywhere in the error and what it wraps (EIP-1193 / JSON-RPC). */
  codes: number[]
  /** String codes (ethers' `ACTION_REJECTED`, `UNSUPPORTED_OPERATION`, ...). */
  tags: string[]
  /** Error class names (`name` strings only: String() of a hostile object can throw or run its code). */
  names: string[]
  messages: string[]
}

/** Reads a property of whatever a wallet threw; a throwing getter or proxy reads as absent. */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/**
 * Reads an error the way it may arrive: a wallet's EIP-1193 error, an ethers error wrapping it
 * (`info.error`, `error`), or an Error with a `cause`. Walks every link once.
 */
export function errorFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = { codes: [], tags: [], names: [], messages: [] }
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0 && seen.size < 16) {
    const link = queue.shift()
    if (link === undefined || link === null || seen.has(link)) continue
    seen.add(link)
    if (typeof link === 'string') {
      facts.messages.push(link)
      continue
    }
    const code = field(link, 'code')
    if (typeof code === 'number') facts.codes.push(code)
    if (typeof code === 'string') facts.tags.push(code)
    const name = field(link, 'name')
    if (typeof name === 'string') facts.names.push(name)
    for (const key of ['message', 'shortMessage']) {
      const message = field(link, key)
      if (typeof message === 'string') facts.messages.push(message)
    }
    const info = field(link, 'info')
    queue.push(field(link, 'error'), field(info, 'error'), field(link, 'cause'), field(field(link, 'data'), 'originalError'))
  }
  return facts
}

export function isUserRejection(facts: ErrorFacts): boolean {
  return facts.codes.includes(USER_REJECTED_CODE) || facts.tags.includes('ACTION_REJECTED') || facts.messages.some((m) => USER_REJECTED_RE.test(m))
}

export function isUnrecognizedChain(facts: ErrorFacts): boolean {
  // Some mobile wallets wrap 4902 in a generic error with the code only in `data.originalError`.
  return facts.codes.includes(UNRECOGNIZED_CHAIN_CODE) || facts.messages.some((m) => /unrecognized chain/i.test(m))
}

export function isUnsupportedMethod(facts: ErrorFacts): boolean {
  return (
    facts.codes.includes(UNSUPPORTED_METHOD_CODE) ||
    facts.codes.includes(METHOD_NOT_FOUND_CODE) ||
    facts.codes.includes(METHOD_NOT_SUPPORTED_CODE) ||
    facts.tags.includes('UNSUPPORTED_OPERATION') ||
    facts.messages.some((m) => UNSUPPORTED_RE.test(m))
  )
}

function detailsOf(facts: ErrorFacts): string | undefined {
  return facts.messages.find((message) => message.trim() !== '')?.slice(0, 300)
}

/**
 * Maps what a wallet or ethers threw to the domain's errors: rejection, a request already
 * pending (-32002), and for a chain switch the unsupported (4200 / method not found) and failed
 * cases. Anything else passes through unchanged for `classifyConnectionError` to sort.
 */
export function toWalletError(error: unknown, action: 'connect' | 'switchChain' | 'sign' | 'send' | 'request'): unknown {
  if (error instanceof BaseError) return error
  const facts = errorFacts(error)
  if (isUserRejection(facts)) return new UserRejectedRequestError({ cause: error })
  if (facts.codes.includes(RESOURCE_UNAVAILABLE_CODE)) return new ResourceUnavailableError({ cause: error })
  if (action === 'switchChain') {
    if (isUnsupportedMethod(facts)) return new SwitchChainNotSupportedError({ cause: error })
    return new ChainSwitchFailedError({ cause: error, details: detailsOf(facts) })
  }
  return error
}
