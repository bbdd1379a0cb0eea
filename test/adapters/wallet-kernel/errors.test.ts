import { describe, expect, it } from 'vitest'
import { ChainSwitchFailedError, ResourceUnavailableError, SwitchChainNotSupportedError, UserRejectedRequestError } from '../../../src-domain/index.js'
import { toWalletError } from '../../../src-adapters/wallet-kernel/index.js'
import { rpcError } from '../../support/wallet/fake-provider.js'

describe('the kernel error mapping', () => {
  it.each([
    ['4200 (EIP-1193 unsupported method)', rpcError(4200, 'no'), SwitchChainNotSupportedError],
    ['-32601 (method not found)', rpcError(-32601, 'no'), SwitchChainNotSupportedError],
    ['-32004 (EIP-1474 method not supported)', rpcError(-32004, 'no'), SwitchChainNotSupportedError],
    ['-32004 wrapped as a cause', new Error('switch failed', { cause: rpcError(-32004, 'no') }), SwitchChainNotSupportedError],
    ['an internal wallet error', rpcError(-32603, 'boom'), ChainSwitchFailedError],
    ['a rejection', rpcError(4001, 'no'), UserRejectedRequestError],
    ['a request already pending', rpcError(-32002, 'pending'), ResourceUnavailableError],
  ] as const)('switchChain: %s', (_, error, expected) => {
    const mapped = toWalletError(error, 'switchChain')
    expect(mapped).toBeInstanceOf(expected)
    expect((mapped as Error).cause).toBe(error)
  })

  it('outside a switch, an unsupported method is left for the caller to sort', () => {
    const unsupported = rpcError(-32004, 'no')
    expect(toWalletError(unsupported, 'sign')).toBe(unsupported)
  })
})
