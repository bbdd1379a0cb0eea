import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BaseError, classifyConnectionError, ResourceUnavailableError, UserRejectedRequestError } from '../../../src-domain/index.js'
import { toWalletError } from '../../../src-adapters/wallet-kernel/index.js'

type Action = Parameters<typeof toWalletError>[1]
const ACTIONS: readonly Action[] = ['connect', 'switchChain', 'sign', 'send', 'request']

/** What a wallet, ethers or viem puts on one link of what it throws. */
const link = fc.record(
  {
    code: fc.constantFrom<unknown>(4001, -32002, 4200, 4902, -32603, 1013, 'ACTION_REJECTED', 'UNSUPPORTED_OPERATION', '4001'),
    name: fc.constantFrom<unknown>(
      'Error',
      'UserRejectedRequestError',
      'ResourceUnavailableRpcError',
      'SwitchChainError',
      'ProviderNotFoundError',
      'TypeError',
    ),
    message: fc.constantFrom<unknown>(
      'User rejected the request.',
      'MetaMask: User denied transaction signature.',
      'ethers-user-denied',
      'User closed modal',
      'already pending',
      'boom',
      '',
      42,
    ),
    shortMessage: fc.constantFrom<unknown>('User rejected the request.', 'Request failed.'),
  },
  { requiredKeys: [] },
)

/** A thrown value: a link, or a plain string, wrapped the ways libraries wrap (Error cause, ethers' `error` and `info.error`, a wallet's `data.originalError`). */
const thrown: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    link,
    fc.constantFrom('User rejected', 'No matching key', 'boom'),
    fc.tuple(link, tie('value')).map(([outer, inner]) => ({ ...outer, cause: inner })),
    fc.tuple(link, tie('value')).map(([outer, inner]) => ({ ...outer, error: inner })),
    fc.tuple(link, tie('value')).map(([outer, inner]) => ({ ...outer, info: { error: inner } })),
    fc.tuple(link, tie('value')).map(([outer, inner]) => ({ ...outer, data: { originalError: inner } })),
    fc.tuple(fc.string(), tie('value')).map(([message, inner]) => new Error(message, { cause: inner })),
  ),
})).value

describe('the wallet kernel and the connection error kinds read a thrown value alike', () => {
  it('a rejection or a pending request for one is one for the other, whatever wraps it and whichever action failed', () => {
    fc.assert(
      fc.property(thrown, fc.constantFrom(...ACTIONS), (error, action) => {
        const mapped = toWalletError(error, action)
        const kind = classifyConnectionError(error)
        expect(mapped instanceof UserRejectedRequestError, `${action}: ${kind}`).toBe(kind === 'userRejected')
        expect(mapped instanceof ResourceUnavailableError, `${action}: ${kind}`).toBe(kind === 'resourceUnavailable')
        // What the kernel maps it to keeps the kind the UI shows for it.
        if (kind === 'userRejected' || kind === 'resourceUnavailable') expect(classifyConnectionError(mapped)).toBe(kind)
      }),
      { numRuns: 500 },
    )
  })

  it.each([
    ["ethers' ACTION_REJECTED", { code: 'ACTION_REJECTED', message: 'user rejected action' }],
    [
      "ethers wrapping the wallet's 4001 in info.error",
      { code: 'UNKNOWN_ERROR', message: 'could not coalesce error', info: { error: { code: 4001, message: 'nope' } } },
    ],
    ["ethers' denied marker", new Error('ethers-user-denied')],
    ["a mobile wallet's 4001 in data.originalError", { code: -32603, message: 'Internal error', data: { originalError: { code: 4001 } } }],
    ['ethers wrapping -32002 in error', { code: 'UNKNOWN_ERROR', error: { code: -32002, message: 'already pending' } }],
  ])('%s: the same kind from both', (_label, error) => {
    const mapped = toWalletError(error, 'connect')
    expect(mapped).toBeInstanceOf(BaseError)
    expect(classifyConnectionError(error)).toBe(classifyConnectionError(mapped))
  })

  it("BaseError.walk follows what the kernel follows: an ethers error's info.error and a wallet's data.originalError", () => {
    const wallet = { code: 4001, message: 'nope' }
    const ethers = { code: 'UNKNOWN_ERROR', info: { error: { code: -32603, data: { originalError: wallet } } } }
    const wrapped = new BaseError('Signing failed.', { cause: ethers })
    expect(wrapped.walk((error) => (error as { code?: unknown }).code === 4001)).toBe(wallet)
    expect(wrapped.walk()).toBe(wallet)
  })
})
