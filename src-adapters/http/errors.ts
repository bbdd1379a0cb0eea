import { BaseError, type BaseErrorOptions } from '../../src-domain/index.js'

/** The auth API could not be reached or answered with something other than what was asked for. */
export type AuthRequestErrorType = AuthRequestError
export class AuthRequestError extends BaseError {
  override name = 'AuthRequestError'
  readonly status: number | undefined
  constructor(shortMessage: string, options: BaseErrorOptions & { status?: number } = {}) {
    super(shortMessage, options)
    this.status = options.status
  }
}
