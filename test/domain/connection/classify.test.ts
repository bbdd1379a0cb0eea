import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ChainNotConfiguredError,
  ChainSwitchFailedError,
  classifyConnectionError,
  ConnectorNotFoundError,
  isIgnorableDisconnectError,
  ProjectIdMissingError,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UserRejectedRequestError,
  WalletNotInstalledError,
} from '../../../src-domain/index.js'

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name })
const coded = (code: number | string, message = 'x') => Object.assign(new Error(message), { code })
/** Puts the expected kind second so the test title reads 'case → kind'. */
const rows = (cases: [string, unknown, string][]) => cases.map(([label, error, kind]) => [label, kind, error] as const)

describe('classifyConnectionError (spec 8: connection error kinds)', () => {
  it.each(
    rows([
      // User rejected: the message matches user rejected or user closed modal
      ['message "User rejected the request."', new Error('User rejected the request.'), 'userRejected'],
      ['message "user rejected" in any case', new Error('MetaMask: USER REJECTED connection'), 'userRejected'],
      ['message "User closed modal"', new Error('User closed modal'), 'userRejected'],
      ['a plain string "User closed modal"', 'User closed modal', 'userRejected'],
      ['viem shortMessage', { name: 'Error', message: 'long text', shortMessage: 'User rejected the request.' }, 'userRejected'],
      ['EIP-1193 code 4001', coded(4001), 'userRejected'],
      ['the domain UserRejectedRequestError', new UserRejectedRequestError(), 'userRejected'],
      // The app has no WalletConnect project id: the developer's to fix, never shown to the visitor as is.
      ['the domain ProjectIdMissingError', new ProjectIdMissingError(), 'notConfigured'],
      ['a ProjectIdMissingError wrapped by a connector', Object.assign(new Error('connect failed'), { cause: new ProjectIdMissingError() }), 'notConfigured'],
      // Chain switch failed: on failure of a switch
      ['the domain ChainSwitchFailedError', new ChainSwitchFailedError(), 'chainSwitchFailed'],
      ["wagmi's SwitchChainError", named('SwitchChainError'), 'chainSwitchFailed'],
      // Chain not configured: the chain is not found on the connector
      ['the domain ChainNotConfiguredError', new ChainNotConfiguredError(1), 'chainNotConfigured'],
      ["wagmi's ChainNotConfiguredError", named('ChainNotConfiguredError'), 'chainNotConfigured'],
      // Resource unavailable: code -32002
      ['code -32002', coded(-32002), 'resourceUnavailable'],
      ['the domain ResourceUnavailableError', new ResourceUnavailableError(), 'resourceUnavailable'],
      ["viem's ResourceUnavailableRpcError", named('ResourceUnavailableRpcError'), 'resourceUnavailable'],
      // Connector not found: no wallet installed
      ['the domain ConnectorNotFoundError', new ConnectorNotFoundError(), 'connectorNotFound'],
      ["wagmi's ProviderNotFoundError", named('ProviderNotFoundError'), 'connectorNotFound'],
      ['the domain WalletNotInstalledError', new WalletNotInstalledError('MetaMask'), 'connectorNotFound'],
      // wrapped by a library: classified by the cause
      ['-32002 wrapped in a cause', new Error('Request failed', { cause: coded(-32002) }), 'resourceUnavailable'],
      ['a rejection two causes deep', new Error('a', { cause: new Error('b', { cause: new UserRejectedRequestError() }) }), 'userRejected'],
      // anything else
      ['a generic Error', new Error('boom'), 'unknown'],
      ['code -32002 as a string', coded('-32002'), 'unknown'],
      ['the cannot-switch error (shown by its own text)', new SwitchChainNotSupportedError(), 'unknown'],
      ['null', null, 'unknown'],
      ['undefined', undefined, 'unknown'],
      ['a number', 42, 'unknown'],
      ['an empty object', {}, 'unknown'],
    ]),
  )('%s → %s', (_label, kind, error) => {
    expect(classifyConnectionError(error)).toBe(kind)
  })

  it('counts a connect that received no accounts as a user rejection', () => {
    expect(classifyConnectionError(undefined, [])).toBe('userRejected')
    expect(classifyConnectionError(new Error('boom'), [])).toBe('userRejected')
    expect(classifyConnectionError(new Error('boom'), ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])).toBe('unknown')
  })

  it('never throws and always answers one of the six kinds, whatever it is given', () => {
    const kinds = ['userRejected', 'chainSwitchFailed', 'chainNotConfigured', 'resourceUnavailable', 'connectorNotFound', 'unknown']
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (error) => {
        expect(kinds).toContain(classifyConnectionError(error))
        expect(typeof isIgnorableDisconnectError(error)).toBe('boolean')
      }),
    )
  })

  it.each([
    ['a name with no prototype', { name: Object.create(null) }],
    [
      'a message that throws when made a string',
      {
        message: {
          toString: () => {
            throw new Error('hostile')
          },
        },
      },
    ],
    [
      'a getter that throws',
      Object.defineProperty({}, 'message', {
        get: () => {
          throw new Error('hostile')
        },
      }),
    ],
    [
      'a proxy that throws on every read',
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('hostile')
          },
        },
      ),
    ],
    ['a symbol', Symbol('error')],
  ])('classifies %s as unknown without throwing (bad wallet answers never crash the app)', (_label, error) => {
    expect(classifyConnectionError(error)).toBe('unknown')
    expect(isIgnorableDisconnectError(error)).toBe(false)
  })

  it('stops on a cause cycle', () => {
    const a: Error & { cause?: unknown } = new Error('a')
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(classifyConnectionError(a)).toBe('unknown')
    expect(isIgnorableDisconnectError(a)).toBe(false)
  })
})

describe("isIgnorableDisconnectError (spec 8: 'No matching key' is ignored on disconnect)", () => {
  it.each([
    [new Error("No matching key. session topic doesn't exist: 0xabc"), true],
    ['No matching key. pairing: 0xabc', true],
    [{ message: 'no matching key' }, true],
    [new Error('Disconnect failed', { cause: new Error('No matching key. history: 1') }), true],
    [new Error('Socket closed'), false],
    [null, false],
    [undefined, false],
  ])('%s → %j', (error, ignorable) => {
    expect(isIgnorableDisconnectError(error)).toBe(ignorable)
  })
})
