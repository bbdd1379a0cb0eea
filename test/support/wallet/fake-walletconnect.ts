import { vi } from 'vitest'
import type { WalletConnectLoader, WalletConnectProvider } from '../../../src-adapters/wallet-kernel/index.js'
import { ACCOUNT, createFakeProvider, type FakeProvider } from './fake-provider.js'

export interface FakeWalletConnect extends WalletConnectProvider, FakeProvider {
  connectCalls: number
  disconnectError: unknown
  pair(): void
}

/** WalletConnect's EthereumProvider as far as the backend uses it; `pair()` is the phone answering. */
export function fakeWalletConnect(): FakeWalletConnect {
  let resolvePairing: (() => void) | undefined
  const base = createFakeProvider()
  const provider = Object.assign(base, {
    accounts: [] as string[],
    chainId: 10,
    session: undefined as unknown,
    connectCalls: 0,
    disconnectError: undefined as unknown,
    connect() {
      provider.connectCalls++
      base.emit('display_uri', 'wc:pairing@2?relay-protocol=irn&symKey=abc')
      return new Promise<void>((resolve) => (resolvePairing = resolve))
    },
    async disconnect() {
      if (provider.disconnectError) throw provider.disconnectError
    },
    pair() {
      provider.accounts = [ACCOUNT]
      provider.session = { topic: 't' }
      resolvePairing?.()
    },
  })
  return provider
}

export function loaderFor(provider: WalletConnectProvider) {
  const load = vi.fn<WalletConnectLoader>(async () => ({ init: async () => provider }))
  return load
}
