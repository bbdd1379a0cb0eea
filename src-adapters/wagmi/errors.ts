import {
  BaseError,
  ChainNotConfiguredError,
  classifyConnectionError,
  ConnectorNotFoundError,
  SwitchChainNotSupportedError,
  WalletNotInstalledError,
  type ChainId,
} from '../../src-domain/index.js'
import { errorFacts, isUnsupportedMethod, toWalletError as toKernelWalletError } from '../injected/errors.js'
import type { WalletAction } from '../injected/session.js'


/**
 * Maps what wagmi, viem or the wallet threw to the domain's errors (spec section 8). Only what
 * wagmi itself throws is read here (a chain its config lacks, no provider for the wallet, a
 * connector that cannot switch); rejections, a pending request and failed switches go through the
 * kernel's mapping, so every backend shows the same error for the same failure.
 */
export function toWalletError(error: unknown, action: WalletAction, context: { chainId?: ChainId; walletName?: string } = {}): unknown {
  if (error instanceof BaseError) return error
  const options = { cause: error }
  const facts = errorFacts(error)
  // wagmi wraps it as a switch failure; what it means is that the app has no such chain.
  const kind = facts.names.includes('ChainNotConfiguredError') ? 'chainNotConfigured' : classifyConnectionError(error)
  if (kind === 'chainNotConfigured') return new ChainNotConfiguredError(context.chainId, options)
  if (kind === 'connectorNotFound') {
    return context.walletName ? new WalletNotInstalledError(context.walletName, options) : new ConnectorNotFoundError(options)
  }
  // wagmi's SwitchChainNotSupportedError carries no code; a wallet's unsupported method says the same.
  if (action === 'switchChain' && (facts.names.includes('SwitchChainNotSupportedError') || isUnsupportedMethod(facts))) {
    return new SwitchChainNotSupportedError(options)
  }
  return toKernelWalletError(error, action)
}
