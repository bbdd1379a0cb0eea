// The texts of the spec's error catalogue alone, apart from the error classes: the English
// catalogue of the UI (on the first visit's path) takes these without the classes.

/** The catalogue's connection texts (spec section 8), exactly as users see them; the UI shows these, never its own. */
export const CONNECTION_MESSAGES = {
  wrongNetwork: 'Wrong network detected, switch or disconnect to continue.',
  cannotSwitch: 'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  unsupportedChain: '(unsupported)',
  notInstalled: (walletName: string) => `${walletName} is not installed`,
  notAvailable: (walletName: string) => `${walletName} is not available`,
  relayUnreachable: 'WalletConnect could not be reached.',
} as const

/** The catalogue's sign-in messages, exactly as users see them. */
export const SIGN_IN_MESSAGES = {
  nonceFailed: 'Error preparing message, please retry!',
  signingFailed: 'Error signing message, please retry!',
  verificationFailed: 'Error verifying signature, please retry!',
  unknown: 'Oops, something went wrong!',
} as const

/** Shown when the server could not end the session; the sign-out can be tried again. */
export const SIGN_OUT_FAILED = 'Could not sign out, please retry!'
