import { afterEach, vi } from 'vitest'
import { localChain, opMainnet, type WalletEvent, type WalletPort } from '../../../src-domain/index.js'
import { createInjectedWallet, type InjectedWallet, type InjectedWalletOptions } from '../../../src-adapters/wallet-kernel/index.js'

/**
 * Opens kernel wallets over the app's two chains (31337, 10), each destroyed after its test, with
 * the real clock put back.
 */
export function injectedWallets(): (options: Partial<InjectedWalletOptions>) => InjectedWallet {
  const opened: InjectedWallet[] = []
  afterEach(() => {
    for (const wallet of opened.splice(0)) wallet.destroy()
    vi.useRealTimers()
  })
  return (options) => {
    const wallet = createInjectedWallet({ chains: [localChain, opMainnet], ...options })
    opened.push(wallet)
    return wallet
  }
}

export function recordEvents(wallet: WalletPort): WalletEvent[] {
  const events: WalletEvent[] = []
  wallet.subscribe((event) => events.push(event))
  return events
}
