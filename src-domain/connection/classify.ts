import { errorFacts, isResourceUnavailable, isUserRejection } from '../errors/thrown.js'

export type ConnectionErrorKind =
  | 'userRejected'
  | 'chainSwitchFailed'
  | 'chainNotConfigured'
  | 'resourceUnavailable'
  | 'connectorNotFound'
  | 'relayUnreachable'
  /** The app lacks what the wallet needs (a WalletConnect project id): the developer's to fix, not the visitor's. */
  | 'notConfigured'
  | 'unknown'

/** The kinds told by an error class's name alone (wagmi's, viem's and the domain's). */
const KIND_BY_NAME: Readonly<Record<string, ConnectionErrorKind>> = {
  SwitchChainError: 'chainSwitchFailed',
  ChainSwitchFailedError: 'chainSwitchFailed',
  ChainNotConfiguredError: 'chainNotConfigured',
  ChainNotConfiguredForConnectorError: 'chainNotConfigured',
  RelayUnreachableError: 'relayUnreachable',
  ProjectIdMissingError: 'notConfigured',
  ConnectorNotFoundError: 'connectorNotFound',
  ProviderNotFoundError: 'connectorNotFound',
  WalletNotInstalledError: 'connectorNotFound',
}

/**
 * Sorts a connection error into the spec's kinds, looking through wrapped causes. A rejection or a
 * pending request anywhere in the error is read as the wallet kernel reads it (the same facts, the
 * same rules), so the kernel and the kinds never disagree; otherwise the outermost link named for a
 * kind gives it. A connect that yields no accounts counts as a user rejection: pass the accounts as
 * the second argument.
 */
export function classifyConnectionError(error: unknown, accounts?: readonly unknown[]): ConnectionErrorKind {
  if (accounts !== undefined && accounts.length === 0) return 'userRejected'
  const facts = errorFacts(error)
  if (isUserRejection(facts)) return 'userRejected'
  if (isResourceUnavailable(facts)) return 'resourceUnavailable'
  // The names stand in link order, outermost first.
  const named = facts.names.find((name) => Object.hasOwn(KIND_BY_NAME, name))
  return named === undefined ? 'unknown' : (KIND_BY_NAME[named] ?? 'unknown')
}

/** WalletConnect's 'No matching key' on disconnect means the session is already gone: nothing to report. */
export function isIgnorableDisconnectError(error: unknown): boolean {
  return errorFacts(error).messages.some((message) => /no matching key/i.test(message))
}
