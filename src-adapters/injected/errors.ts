import {
  BaseError,
  ChainSwitchFailedError,
  errorFacts,
  isResourceUnavailable,
  isUserRejection,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UNRECOGNIZED_CHAIN_CODE,
  UserRejectedRequestError,
  type ErrorFacts,
} from '../../src-domain/index.js'

/** EIP-1193: the wallet does not support the method. */
export const UNSUPPORTED_METHOD_CODE = 4200
/** JSON-RPC: method not found. */
export const METHOD_NOT_FOUND_CODE = -32601
/** EIP-1474: method not supported. */
export const METHOD_NOT_SUPPORTED_CODE = -32004

const UNSUPPORTED_RE = /method .*(does not exist|not (supported|found|available))|unsupported method|ethers-unsupported/i

// What a wallet threw is read by the domain's one reader, so the kinds the UI shows and this mapping agree.
export { errorFacts, type ErrorFacts } from '../../src-domain/index.js'

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
  if (isResourceUnavailable(facts)) return new ResourceUnavailableError({ cause: error })
  if (action === 'switchChain') {
    if (isUnsupportedMethod(facts)) return new SwitchChainNotSupportedError({ cause: error })
    return new ChainSwitchFailedError({ cause: error, details: detailsOf(facts) })
  }
  return error
}
