import { errorClass } from './base.js'
import { SIGN_IN_MESSAGES, SIGN_OUT_FAILED } from './messages.js'

export { SIGN_IN_MESSAGES, SIGN_OUT_FAILED }

export type SignInErrorMessage = (typeof SIGN_IN_MESSAGES)[keyof typeof SIGN_IN_MESSAGES]

export type SignInErrorType = SignInError
export class SignInError extends errorClass('SignInError', (message: SignInErrorMessage) => message) {}

/** `useSignIn().signIn()` in an app that did not turn sign-in on. */
export class SignInNotConfiguredError extends errorClass(
  'SignInNotConfiguredError',
  'Sign-in is off: pass signIn (a URL or an adapter) in the wallet options.',
) {}
