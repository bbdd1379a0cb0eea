export { createHttpAuth, DEFAULT_AUTH_TIMEOUT_MS, DEFAULT_STATEMENT, type HttpAuthOptions } from './auth.js'
export { AuthRequestError, type AuthRequestErrorType } from './errors.js'
