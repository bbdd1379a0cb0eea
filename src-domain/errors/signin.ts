import { errorClass } from './base.js'

/** The catalogue's sign-in messages, exactly as users see them. */
export const SIGN_IN_MESSAGES = {
  nonceFailed: 'Error preparing message, please retry!',
  signingFailed: 'Error signing message, please retry!',
  verificationFailed: 'Error verifying signature, please retry!',
  unknown: 'Oops, something went wrong!',
} as const

/** Shown when the server could not end the session; the sign-out can be tried again. */
export const SIGN_OUT_FAILED = 'Could not sign out, please retry!'

export type SignInErrorMessage = (typeof SIGN_IN_MESSAGES)[keyof typeof SIGN_IN_MESSAGES]

export type SignInErrorType = SignInError
export class SignInError extends errorClass('SignInError', (message: SignInErrorMessage) => message) {}

/** `useSignIn().signIn()` in an app that did not turn sign-in on. */
export class SignInNotConfiguredError extends errorClass(
  'SignInNotConfiguredError',
  'Sign-in is off: pass signIn (a URL or an adapter) in the wallet options.',
) {}
