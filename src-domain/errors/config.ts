import { BaseError, type BaseErrorOptions } from './base.js'

export type ProjectIdMissingErrorType = ProjectIdMissingError
export class ProjectIdMissingError extends BaseError {
  override name = 'ProjectIdMissingError'
  constructor(options: BaseErrorOptions = {}) {
    super(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2.',
      options,
    )
  }
}

export type InvalidHexColorErrorType = InvalidHexColorError
export class InvalidHexColorError extends BaseError {
  override name = 'InvalidHexColorError'
  constructor(value: string, options: BaseErrorOptions = {}) {
    super(`Not a hex colour: "${value}". Use #rgb or #rrggbb.`, options)
  }
}

export type InvalidThemeErrorType = InvalidThemeError
export class InvalidThemeError extends BaseError {
  override name = 'InvalidThemeError'
  constructor(options: BaseErrorOptions = {}) {
    super('A theme must be an object of theme values, not a function. Call the theme function and pass its result.', options)
  }
}

export type InvalidScopeIdErrorType = InvalidScopeIdError
export class InvalidScopeIdError extends BaseError {
  override name = 'InvalidScopeIdError'
  constructor(value: string, options: BaseErrorOptions = {}) {
    super(`Invalid id "${value}": only letters, digits and underscores are allowed.`, options)
  }
}

export type InvalidConfigErrorType = InvalidConfigError
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError'
  constructor(message: string, options: BaseErrorOptions = {}) {
    super(message, options)
  }
}
