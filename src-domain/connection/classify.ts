import { walkCauses } from '../errors/base.js'
import { RESOURCE_UNAVAILABLE_CODE, USER_REJECTED_CODE } from '../errors/connection.js'

export type ConnectionErrorKind =
  | 'userRejected'
  | 'chainSwitchFailed'
  | 'chainNotConfigured'
  | 'resourceUnavailable'
  | 'connectorNotFound'
  | 'relayUnreachable'
  | 'unknown'

const USER_REJECTED_RE = /user rejected|user closed modal|user denied|rejected the request/i

/** Reads a property of whatever a wallet threw; a throwing getter or proxy reads as absent. */
function field(error: unknown, key: string): unknown {
  if (typeof error !== 'object' || error === null) return undefined
  try {
    return (error as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/** Only strings and numbers are text: `String()` of a hostile object can throw or run its code. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** The message of an error, or the error itself when a wallet threw a plain string. */
function messageOf(error: unknown): string {
  return typeof error === 'string' ? error : text(field(error, 'message'))
}

function classifyOne(error: unknown): ConnectionErrorKind {
  const name = text(field(error, 'name'))
  const code = field(error, 'code')
  const message = `${messageOf(error)} ${text(field(error, 'shortMessage'))}`
  if (code === USER_REJECTED_CODE || name === 'UserRejectedRequestError' || USER_REJECTED_RE.test(message)) {
    return 'userRejected'
  }
  if (name === 'SwitchChainError' || name === 'ChainSwitchFailedError') return 'chainSwitchFailed'
  if (name === 'ChainNotConfiguredError' || name === 'ChainNotConfiguredForConnectorError') return 'chainNotConfigured'
  if (code === RESOURCE_UNAVAILABLE_CODE || name === 'ResourceUnavailableRpcError' || name === 'ResourceUnavailableError') {
    return 'resourceUnavailable'
  }
  if (name === 'RelayUnreachableError') return 'relayUnreachable'
  if (name === 'ConnectorNotFoundError' || name === 'ProviderNotFoundError' || name === 'WalletNotInstalledError') {
    return 'connectorNotFound'
  }
  return 'unknown'
}

/**
 * Sorts a connection error into the spec's kinds by name, code and message, looking through
 * wrapped causes. A connect that yields no accounts counts as a user rejection: pass the
 * accounts as the second argument.
 */
export function classifyConnectionError(error: unknown, accounts?: readonly unknown[]): ConnectionErrorKind {
  if (accounts !== undefined && accounts.length === 0) return 'userRejected'
  // Through wrapped causes: an error wrapped by a library is classified by what it wraps.
  let kind: ConnectionErrorKind = 'unknown'
  walkCauses(error, (link) => (kind = classifyOne(link)) !== 'unknown')
  return kind
}

/** WalletConnect's 'No matching key' on disconnect means the session is already gone: nothing to report. */
export function isIgnorableDisconnectError(error: unknown): boolean {
  return walkCauses(error, (link) => /no matching key/i.test(messageOf(link))) !== null
}
