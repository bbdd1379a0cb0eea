import {
  BaseError,
  ChainNotConfiguredError,
  ChainSwitchFailedError,
  classifyConnectionError,
  ConnectorNotFoundError,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UNRECOGNIZED_CHAIN_CODE,
  UserRejectedRequestError,
  WalletNotInstalledError,
  type ChainId,
} from '../../src-domain/index.js'

import { errorFacts, METHOD_NOT_FOUND_CODE, UNSUPPORTED_METHOD_CODE } from '../injected/errors.js'

export { WalletConnectTimeoutError } from '../injected/walletconnect.js'
export { InvalidWalletAnswerError } from '../../src-domain/index.js'

/** EIP-1474: method not supported. */
export const METHOD_NOT_SUPPORTED_CODE = -32004

const hasCode = (error: unknown, codes: readonly number[]) => errorFacts(error).codes.some((code) => codes.includes(code))
const hasName = (error: unknown, names: readonly string[]) => errorFacts(error).names.some((name) => names.includes(name))

/** The wallet cannot switch on request: wagmi's SwitchChainNotSupportedError, EIP-1193 4200, or no such method. */
export function isSwitchUnsupported(error: unknown): boolean {
  return (
    hasName(error, ['SwitchChainNotSupportedError', 'UnsupportedProviderMethodError', 'MethodNotFoundRpcError', 'MethodNotSupportedRpcError']) ||
    hasCode(error, [UNSUPPORTED_METHOD_CODE, METHOD_NOT_FOUND_CODE, METHOD_NOT_SUPPORTED_CODE])
  )
}

export function isUnrecognizedChain(error: unknown): boolean {
  return hasCode(error, [UNRECOGNIZED_CHAIN_CODE])
}

export type WalletAction = 'connect' | 'switchChain' | 'sign' | 'send'

/**
 * Maps what wagmi, viem or the wallet threw to the domain's errors (spec section 8): rejection
 * (4001, 'user rejected', 'user closed modal'), a request already pending (-32002), a chain not
 * configured, no wallet to connect to, and for a switch the unsupported and failed cases. Sorting
 * is `classifyConnectionError`'s; this only picks the domain class. Anything else passes unchanged.
 */
export function toWalletError(error: unknown, action: WalletAction, context: { chainId?: ChainId; walletName?: string } = {}): unknown {
  if (error instanceof BaseError) return error
  const options = { cause: error }
  // wagmi wraps it as a switch failure; what it means is that the app has no such chain.
  if (hasName(error, ['ChainNotConfiguredError'])) return new ChainNotConfiguredError(context.chainId, options)
  const kind = classifyConnectionError(error)
  if (kind === 'userRejected') return new UserRejectedRequestError(options)
  if (kind === 'resourceUnavailable') return new ResourceUnavailableError(options)
  if (kind === 'chainNotConfigured') return new ChainNotConfiguredError(context.chainId, options)
  if (kind === 'connectorNotFound') {
    return context.walletName ? new WalletNotInstalledError(context.walletName, options) : new ConnectorNotFoundError(options)
  }
  if (action === 'switchChain') {
    if (isSwitchUnsupported(error)) return new SwitchChainNotSupportedError(options)
    return new ChainSwitchFailedError(options)
  }
  return error
}
