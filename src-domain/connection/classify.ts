import { RESOURCE_UNAVAILABLE_CODE, USER_REJECTED_CODE } from '../errors/connection.js'

export type ConnectionErrorKind =
  | 'userRejected'
  | 'chainSwitchFailed'
  | 'chainNotConfigured'
  | 'resourceUnavailable'
  | 'connectorNotFound'
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

/** Walks `cause` links so an error wrapped by a library is classified by what it wraps. */
function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>()
  let current = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    yield current
    current = field(current, 'cause')
  }
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
  for (const link of chain(error)) {
    const kind = classifyOne(link)
    if (kind !== 'unknown') return kind
  }
  return 'unknown'
}

/** WalletConnect's 'No matching key' on disconnect means the session is already gone: nothing to report. */
export function isIgnorableDisconnectError(error: unknown): boolean {
  for (const link of chain(error)) {
    if (/no matching key/i.test(messageOf(link))) return true
  }
  return false
}
