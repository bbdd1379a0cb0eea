import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  InternalRpcError,
  MethodNotFoundRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import {
  ChainNotConfiguredError as WagmiChainNotConfiguredError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError as WagmiSwitchChainNotSupportedError,
} from '@wagmi/core'
import {
  ChainNotConfiguredError,
  ChainSwitchFailedError,
  classifyConnectionError,
  ConnectorNotFoundError,
  ResourceUnavailableError,
  SwitchChainNotSupportedError,
  UserRejectedRequestError,
  WalletNotInstalledError,
} from '../../../src-domain/index.js'
import { toWalletError } from '../../../src-adapters/wallet-kernel/errors.js'

const walletError = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('wagmi error mapping (spec section 8)', () => {
  it.each([
    ['4001 from the wallet', walletError(4001, 'denied'), UserRejectedRequestError],
    ["viem's UserRejectedRequestError", new ViemUserRejectedRequestError(new Error('x')), UserRejectedRequestError],
    ["a message 'user rejected'", new Error('MetaMask Tx Signature: User rejected the request.'), UserRejectedRequestError],
    ["a message 'user closed modal'", new Error('Connection request reset. User closed modal'), UserRejectedRequestError],
    ['-32002 from the wallet', walletError(-32002, 'already pending'), ResourceUnavailableError],
    ["viem's ResourceUnavailableRpcError", new ResourceUnavailableRpcError(new Error('x')), ResourceUnavailableError],
    ["wagmi's ProviderNotFoundError", new ProviderNotFoundError(), ConnectorNotFoundError],
  ] as const)('connect: %s', (_, error, expected) => {
    const mapped = toWalletError(error, 'connect')
    expect(mapped).toBeInstanceOf(expected)
    expect((mapped as Error).cause).toBe(error)
  })

  it('names the wallet when no provider is found for it', () => {
    const mapped = toWalletError(new ProviderNotFoundError(), 'connect', { walletName: 'Brave Wallet' })
    expect(mapped).toBeInstanceOf(WalletNotInstalledError)
    expect((mapped as Error).message).toBe('Brave Wallet is not installed')
  })

  it.each([
    ['4200 wrapped by wagmi in SwitchChainError', new SwitchChainError(walletError(4200, 'no')), SwitchChainNotSupportedError],
    ['method not found (-32601)', new SwitchChainError(new MethodNotFoundRpcError(new Error('x'))), SwitchChainNotSupportedError],
    ["viem's UnsupportedProviderMethodError", new UnsupportedProviderMethodError(new Error('x')), SwitchChainNotSupportedError],
    [
      "wagmi's SwitchChainNotSupportedError (a connector without switchChain)",
      new WagmiSwitchChainNotSupportedError({ connector: { name: 'X' } as never }),
      SwitchChainNotSupportedError,
    ],
    ['an internal wallet error', new SwitchChainError(new InternalRpcError(new Error('boom'))), ChainSwitchFailedError],
    ['a chain the connector lacks (wagmi wraps it as a switch failure)', new SwitchChainError(new WagmiChainNotConfiguredError()), ChainNotConfiguredError],
    ['a rejection', new ViemUserRejectedRequestError(new Error('x')), UserRejectedRequestError],
  ] as const)('switchChain: %s', (_, error, expected) => {
    expect(toWalletError(error, 'switchChain', { chainId: 10 })).toBeInstanceOf(expected)
  })

  it('the mapped errors classify as the spec kinds', () => {
    expect(classifyConnectionError(toWalletError(walletError(4001, 'x'), 'sign'))).toBe('userRejected')
    expect(classifyConnectionError(toWalletError(new SwitchChainError(new InternalRpcError(new Error('x'))), 'switchChain'))).toBe('chainSwitchFailed')
    expect(classifyConnectionError(toWalletError(new SwitchChainError(new WagmiChainNotConfiguredError()), 'switchChain'))).toBe('chainNotConfigured')
  })

  it('leaves what it does not recognise unchanged outside a switch', () => {
    const odd = new Error('gas too low')
    expect(toWalletError(odd, 'send')).toBe(odd)
  })

  it('never throws on hostile errors (throwing getters, null-prototype names, proxies)', () => {
    const throwing = Object.defineProperty({}, 'code', {
      get: () => {
        throw new Error('gotcha')
      },
    })
    const nullProtoName = { name: Object.create(null), code: Object.create(null), cause: Object.create(null) }
    const proxy = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap')
        },
      },
    )
    for (const error of [throwing, nullProtoName, proxy, null, undefined, 42, 'plain string']) {
      expect(() => toWalletError(error, 'switchChain')).not.toThrow()
      expect(toWalletError(error, 'switchChain')).toBeInstanceOf(ChainSwitchFailedError)
    }
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('connect', 'switchChain', 'sign', 'send' as const), (error, action) => {
        toWalletError(error, action)
      }),
    )
  })
})
