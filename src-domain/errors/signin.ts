import { errorClass } from './base.js'

/** The catalogue's sign-in messages, exactly as users see them. */
export const SIGN_IN_MESSAGES = {
  nonceFailed: 'Error preparing message, please retry!',
  signingFailed: 'Error signing message, please retry!',
  verificationFailed: 'Error verifying signature, please retry!',
  unknown: 'Oops, something went wrong!',
} as const

export type SignInErrorMessage = (typeof SIGN_IN_MESSAGES)[keyof typeof SIGN_IN_MESSAGES]

export type SignInErrorType = SignInError
export class SignInError extends errorClass('SignInError', (message: SignInErrorMessage) => message) {}
