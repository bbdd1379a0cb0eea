import { BaseError, errorClass, type BaseErrorOptions } from './base.js'
import { CONNECTION_MESSAGES } from './messages.js'
import { RESOURCE_UNAVAILABLE_CODE, UNRECOGNIZED_CHAIN_CODE, USER_REJECTED_CODE } from './thrown.js'

export { CONNECTION_MESSAGES }

export type UserRejectedRequestErrorType = UserRejectedRequestError
export class UserRejectedRequestError extends errorClass('UserRejectedRequestError', 'User rejected the request.') {
  readonly code = USER_REJECTED_CODE
}

export type ChainSwitchFailedErrorType = ChainSwitchFailedError
export class ChainSwitchFailedError extends errorClass('ChainSwitchFailedError', 'Switching the chain failed.') {}

export type SwitchChainNotSupportedErrorType = SwitchChainNotSupportedError
/** The wallet cannot switch networks on the app's request. */
export class SwitchChainNotSupportedError extends errorClass('SwitchChainNotSupportedError', CONNECTION_MESSAGES.cannotSwitch) {}

export type RelayUnreachableErrorType = RelayUnreachableError
/** WalletConnect gave no pairing URI within PAIRING_URI_TIMEOUT_MS: its relay could not be reached. */
export class RelayUnreachableError extends errorClass('RelayUnreachableError', CONNECTION_MESSAGES.relayUnreachable) {}

export type ChainNotConfiguredErrorType = ChainNotConfiguredError
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(chainId?: number, options: BaseErrorOptions = {}) {
    super(chainId === undefined ? 'Chain not configured.' : `Chain ${chainId} is not configured.`, options)
  }
}

export type UnrecognizedChainErrorType = UnrecognizedChainError
/** The wallet does not know the chain (4902); a wallet that can add chains adds it, then switches. */
export class UnrecognizedChainError extends errorClass('UnrecognizedChainError', (chainId: number) => `Unrecognized chain ${chainId}.`) {
  readonly code = UNRECOGNIZED_CHAIN_CODE
}

export type ResourceUnavailableErrorType = ResourceUnavailableError
export class ResourceUnavailableError extends errorClass('ResourceUnavailableError', 'A request is already pending in the wallet. Open it to continue.') {
  readonly code = RESOURCE_UNAVAILABLE_CODE
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError
export class ConnectorNotFoundError extends errorClass('ConnectorNotFoundError', 'Connector not found.') {}

/** An error about one offered wallet: it keeps the wallet's name for the message the UI shows. */
function walletErrorClass<const N extends string>(name: N, message: (walletName: string) => string) {
  return class extends errorClass(name, message) {
    readonly walletName: string
    constructor(walletName: string, options?: BaseErrorOptions) {
      super(walletName, options)
      this.walletName = walletName
    }
  }
}

export type WalletNotInstalledErrorType = WalletNotInstalledError
export class WalletNotInstalledError extends walletErrorClass('WalletNotInstalledError', CONNECTION_MESSAGES.notInstalled) {}

export type WalletUnavailableErrorType = WalletUnavailableError
export class WalletUnavailableError extends walletErrorClass('WalletUnavailableError', CONNECTION_MESSAGES.notAvailable) {}

export type UnknownWalletErrorType = UnknownWalletError
export class UnknownWalletError extends errorClass('UnknownWalletError', (walletId: string) => `No wallet with id "${walletId}".`) {}

export type NotConnectedErrorType = NotConnectedError
export class NotConnectedError extends errorClass('NotConnectedError', 'No wallet is connected.') {}

export type InvalidWalletAnswerErrorType = InvalidWalletAnswerError
/** The wallet answered something that is not what it was asked for; nothing of it is used. */
export class InvalidWalletAnswerError extends errorClass('InvalidWalletAnswerError', (what: string) => `The wallet answered an invalid ${what}.`) {}
