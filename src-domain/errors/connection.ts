import { BaseError, type BaseErrorOptions } from './base.js'

/** EIP-1193 code for a request the user rejected. */
export const USER_REJECTED_CODE = 4001
/** EIP-1474 code for a request already pending in the wallet. */
export const RESOURCE_UNAVAILABLE_CODE = -32002
/** EIP-3085 code for a chain the wallet does not know yet. */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/** The catalogue's connection texts (spec section 8), exactly as users see them; the UI shows these, never its own. */
export const CONNECTION_MESSAGES = {
  wrongNetwork: 'Wrong network detected, switch or disconnect to continue.',
  cannotSwitch:
    'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  unsupportedChain: '(unsupported)',
  notInstalled: (walletName: string) => `${walletName} is not installed`,
  notAvailable: (walletName: string) => `${walletName} is not available`,
} as const

export type UserRejectedRequestErrorType = UserRejectedRequestError
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly code = USER_REJECTED_CODE
  constructor(options: BaseErrorOptions = {}) {
    super('User rejected the request.', options)
  }
}

export type ChainSwitchFailedErrorType = ChainSwitchFailedError
export class ChainSwitchFailedError extends BaseError {
  override name = 'ChainSwitchFailedError'
  constructor(options: BaseErrorOptions = {}) {
    super('Switching the chain failed.', options)
  }
}

export type SwitchChainNotSupportedErrorType = SwitchChainNotSupportedError
/** The wallet cannot switch networks on the app's request. */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError'
  constructor(options: BaseErrorOptions = {}) {
    super(CONNECTION_MESSAGES.cannotSwitch, options)
  }
}

export type ChainNotConfiguredErrorType = ChainNotConfiguredError
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(chainId?: number, options: BaseErrorOptions = {}) {
    super(chainId === undefined ? 'Chain not configured.' : `Chain ${chainId} is not configured.`, options)
  }
}

export type UnrecognizedChainErrorType = UnrecognizedChainError
/** The wallet does not know the chain (4902); a wallet that can add chains adds it, then switches. */
export class UnrecognizedChainError extends BaseError {
  override name = 'UnrecognizedChainError'
  readonly code = UNRECOGNIZED_CHAIN_CODE
  constructor(chainId: number, options: BaseErrorOptions = {}) {
    super(`Unrecognized chain ${chainId}.`, options)
  }
}

export type ResourceUnavailableErrorType = ResourceUnavailableError
export class ResourceUnavailableError extends BaseError {
  override name = 'ResourceUnavailableError'
  readonly code = RESOURCE_UNAVAILABLE_CODE
  constructor(options: BaseErrorOptions = {}) {
    super('A request is already pending in the wallet. Open it to continue.', options)
  }
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(options: BaseErrorOptions = {}) {
    super('Connector not found.', options)
  }
}

export type WalletNotInstalledErrorType = WalletNotInstalledError
export class WalletNotInstalledError extends BaseError {
  override name = 'WalletNotInstalledError'
  readonly walletName: string
  constructor(walletName: string, options: BaseErrorOptions = {}) {
    super(CONNECTION_MESSAGES.notInstalled(walletName), options)
    this.walletName = walletName
  }
}

export type WalletUnavailableErrorType = WalletUnavailableError
export class WalletUnavailableError extends BaseError {
  override name = 'WalletUnavailableError'
  readonly walletName: string
  constructor(walletName: string, options: BaseErrorOptions = {}) {
    super(CONNECTION_MESSAGES.notAvailable(walletName), options)
    this.walletName = walletName
  }
}

export type UnknownWalletErrorType = UnknownWalletError
export class UnknownWalletError extends BaseError {
  override name = 'UnknownWalletError'
  constructor(walletId: string, options: BaseErrorOptions = {}) {
    super(`No wallet with id "${walletId}".`, options)
  }
}

export type NotConnectedErrorType = NotConnectedError
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor(options: BaseErrorOptions = {}) {
    super('No wallet is connected.', options)
  }
}

export type InvalidWalletAnswerErrorType = InvalidWalletAnswerError
/** The wallet answered something that is not what it was asked for; nothing of it is used. */
export class InvalidWalletAnswerError extends BaseError {
  override name = 'InvalidWalletAnswerError'
  constructor(what: string, options: BaseErrorOptions = {}) {
    super(`The wallet answered an invalid ${what}.`, options)
  }
}
