import {
  BaseError,
  ChainNotConfiguredError,
  ChainSwitchFailedError,
  classifyConnectionError,
  ConnectorNotFoundError,
  errorFacts,
  isResourceUnavailable,
  isUserRejection,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UNRECOGNIZED_CHAIN_CODE,
  UserRejectedRequestError,
  WalletNotInstalledError,
  type ChainId,
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
 * Maps what a wallet or a library threw to the domain's errors (spec section 8), the same for every
 * backend: rejection, a request already pending (-32002), the kinds the domain tells by a library
 * error's name (a chain the library's config lacks, no provider for the wallet), and for a chain
 * switch the unsupported (4200 / method not found, wagmi's SwitchChainNotSupportedError, which
 * carries no code) and failed cases. Anything else passes through unchanged.
 */
export function toWalletError(
  error: unknown,
  action: 'connect' | 'switchChain' | 'sign' | 'send' | 'request',
  context: { chainId?: ChainId; walletName?: string } = {},
): unknown {
  if (error instanceof BaseError) return error
  const options = { cause: error }
  const facts = errorFacts(error)
  if (isUserRejection(facts)) return new UserRejectedRequestError(options)
  if (isResourceUnavailable(facts)) return new ResourceUnavailableError(options)
  // wagmi wraps it as a switch failure; what it means is that the app has no such chain.
  if (facts.names.includes('ChainNotConfiguredError')) return new ChainNotConfiguredError(context.chainId, options)
  const kind = classifyConnectionError(error)
  if (kind === 'chainNotConfigured') return new ChainNotConfiguredError(context.chainId, options)
  if (kind === 'connectorNotFound') {
    return context.walletName ? new WalletNotInstalledError(context.walletName, options) : new ConnectorNotFoundError(options)
  }
  if (action === 'switchChain' && (facts.names.includes('SwitchChainNotSupportedError') || isUnsupportedMethod(facts))) {
    return new SwitchChainNotSupportedError(options)
  }
  if (action === 'switchChain') return new ChainSwitchFailedError({ ...options, details: detailsOf(facts) })
  return error
}
