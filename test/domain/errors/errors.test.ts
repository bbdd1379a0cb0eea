import { describe, expect, it } from 'vitest'
import {
  BaseError,
  ChainNotConfiguredError,
  ChainSwitchFailedError,
  CONNECTION_MESSAGES,
  ConnectorNotFoundError,
  InvalidConfigError,
  InvalidHexColorError,
  InvalidScopeIdError,
  InvalidThemeError,
  InvalidTransactionError,
  NotConnectedError,
  ProjectIdMissingError,
  ResourceUnavailableError,
  SIGN_IN_MESSAGES,
  SignInError,
  SwitchChainNotSupportedError,
  TRANSACTION_MESSAGES,
  UnknownWalletError,
  walkCauses,
  UnrecognizedChainError,
  UserRejectedRequestError,
  WalletNotInstalledError,
  WalletUnavailableError,
} from '../../../src-domain/index.js'

describe('the error catalogue (spec section 8), exact texts', () => {
  it.each([
    [SIGN_IN_MESSAGES.nonceFailed, 'Error preparing message, please retry!'],
    [SIGN_IN_MESSAGES.signingFailed, 'Error signing message, please retry!'],
    [SIGN_IN_MESSAGES.verificationFailed, 'Error verifying signature, please retry!'],
    [SIGN_IN_MESSAGES.unknown, 'Oops, something went wrong!'],
    [CONNECTION_MESSAGES.wrongNetwork, 'Wrong network detected, switch or disconnect to continue.'],
    [
      CONNECTION_MESSAGES.cannotSwitch,
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
    ],
    [CONNECTION_MESSAGES.notInstalled('MetaMask'), 'MetaMask is not installed'],
    [CONNECTION_MESSAGES.notAvailable('Rainbow'), 'Rainbow is not available'],
    [CONNECTION_MESSAGES.unsupportedChain, '(unsupported)'],
    [TRANSACTION_MESSAGES.invalidHash, 'Invalid transaction hash'],
    [TRANSACTION_MESSAGES.missingDescription, 'Transaction must have a description'],
    [TRANSACTION_MESSAGES.invalidConfirmations, 'Transaction confirmations must be a positive integer'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('error classes: a fixed name, a short message, instanceof BaseError', () => {
  it.each([
    [new UserRejectedRequestError(), 'UserRejectedRequestError', 'User rejected the request.'],
    [new ChainSwitchFailedError(), 'ChainSwitchFailedError', 'Switching the chain failed.'],
    [new SwitchChainNotSupportedError(), 'SwitchChainNotSupportedError', CONNECTION_MESSAGES.cannotSwitch],
    [new ChainNotConfiguredError(), 'ChainNotConfiguredError', 'Chain not configured.'],
    [new ChainNotConfiguredError(1), 'ChainNotConfiguredError', 'Chain 1 is not configured.'],
    [new UnrecognizedChainError(420), 'UnrecognizedChainError', 'Unrecognized chain 420.'],
    [new ResourceUnavailableError(), 'ResourceUnavailableError', 'A request is already pending in the wallet. Open it to continue.'],
    [new ConnectorNotFoundError(), 'ConnectorNotFoundError', 'Connector not found.'],
    [new WalletNotInstalledError('MetaMask'), 'WalletNotInstalledError', 'MetaMask is not installed'],
    [new WalletUnavailableError('Safe'), 'WalletUnavailableError', 'Safe is not available'],
    [new UnknownWalletError('nope'), 'UnknownWalletError', 'No wallet with id "nope".'],
    [new NotConnectedError(), 'NotConnectedError', 'No wallet is connected.'],
    [new SignInError(SIGN_IN_MESSAGES.unknown), 'SignInError', 'Oops, something went wrong!'],
    [
      new ProjectIdMissingError(),
      'ProjectIdMissingError',
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2.',
    ],
    [new InvalidHexColorError('red'), 'InvalidHexColorError', 'Not a hex colour: "red". Use #rgb or #rrggbb.'],
    [
      new InvalidThemeError(),
      'InvalidThemeError',
      "A theme is an object, not a function: pass { name: 'light' | 'dark' | 'midnight' | 'auto', accentColor?: '#rrggbb' }.",
    ],
    [new InvalidScopeIdError('a-b'), 'InvalidScopeIdError', 'Invalid id "a-b": only letters, digits and underscores are allowed.'],
    [new InvalidConfigError('bad'), 'InvalidConfigError', 'bad'],
    [
      new InvalidTransactionError([TRANSACTION_MESSAGES.invalidHash, TRANSACTION_MESSAGES.missingDescription]),
      'InvalidTransactionError',
      'Invalid transaction hash; Transaction must have a description',
    ],
  ])('%s', (error, name, message) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(message)
    expect(error.message).toBe(message)
  })

  it('carries the EIP codes the classifier reads: 4001, -32002, 4902', () => {
    expect(new UserRejectedRequestError().code).toBe(4001)
    expect(new ResourceUnavailableError().code).toBe(-32002)
    expect(new UnrecognizedChainError(10).code).toBe(4902)
  })

  it('keeps the short message apart from details and keeps the cause', () => {
    const cause = new Error('low level')
    const error = new ChainSwitchFailedError({ cause, details: 'rpc said no' })
    expect(error.shortMessage).toBe('Switching the chain failed.')
    expect(error.details).toBe('rpc said no')
    expect(error.message).toBe('Switching the chain failed.\n\nDetails: rpc said no')
    expect(error.cause).toBe(cause)
  })

  it('keeps the cause of an error whose message is made from a value, and tells its classes apart', () => {
    const cause = new Error('low level')
    const error = new WalletUnavailableError('Safe', { cause, details: 'iframe gone' })
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Safe is not available\n\nDetails: iframe gone')
    expect(new UnknownWalletError('nope', { cause }).cause).toBe(cause)
    expect(error).not.toBeInstanceOf(WalletNotInstalledError)
    expect(new InvalidHexColorError('red')).not.toBeInstanceOf(InvalidScopeIdError)
  })

  it('keeps the wallet name on wallet errors and every validation message on a transaction error', () => {
    expect(new WalletNotInstalledError('Brave Wallet').walletName).toBe('Brave Wallet')
    expect(new WalletUnavailableError('Safe').walletName).toBe('Safe')
    expect(new InvalidTransactionError(['a', 'b']).messages).toEqual(['a', 'b'])
  })
})

describe('BaseError.walk: causes followed as viem does', () => {
  const wallet = Object.assign(new Error('User denied'), { code: 4001 })
  const wrapped = new UserRejectedRequestError({ cause: new Error('library wrapper', { cause: wallet }) })

  it('without a predicate: the innermost cause; with one: the first link it accepts, or null', () => {
    expect(wrapped.walk()).toBe(wallet)
    expect(wrapped.walk((error) => error instanceof Error && error.message === 'User denied')).toBe(wallet)
    expect(wrapped.walk((error) => (error as { code?: unknown }).code === 4001)).toBe(wrapped)
    expect(wrapped.walk((error) => error instanceof UserRejectedRequestError)).toBe(wrapped)
    expect(wrapped.walk((error) => (error as { code?: unknown }).code === -32002)).toBeNull()
  })

  it('ends on a cycle and on a hostile cause getter, for any thrown value', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(walkCauses(a)).toBe(b)
    const hostile = {
      get cause(): unknown {
        throw new Error('no')
      },
    }
    expect(walkCauses(hostile)).toBe(hostile)
    expect(walkCauses('plain string')).toBe('plain string')
  })
})
