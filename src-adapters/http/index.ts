export { createHttpAuth, DEFAULT_STATEMENT, type HttpAuthOptions } from './auth.js'
export { AuthRequestError, type AuthRequestErrorType } from './errors.js'
