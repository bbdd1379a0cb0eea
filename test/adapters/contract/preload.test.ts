import { afterEach, describe, expect, it, vi } from 'vitest'
import { localChain } from '../../../src-domain/index.js'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { BACKENDS, loadBackend, preloadBackend, WALLET_BACKENDS } from '../../../src/backends/index.js'
import { installTestWallet } from '../../support/wallet/eip1193-test-wallet.js'

const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

// Every backend of the list: adding one to src/backends/index.ts puts it here.
describe.each(WALLET_BACKENDS)('%s: fetching the connect code ahead (Backend.preload)', (name) => {
  afterEach(() => vi.restoreAllMocks())

  it('resolves, also when called again and by callers that overlap, and asks no wallet and no node', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const window = new EventTarget()
    const provider = installTestWallet(window, {
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      chainId: 31337,
      name: 'Preload Wallet',
      rdns: 'org.example.preload',
      icon: ICON,
    })
    const backend = await loadBackend(name)
    const ports = backend.create({ chains: [{ ...localChain, rpcUrls: ['http://127.0.0.1:9'] }], storage: createMemoryStorage(), window })
    try {
      expect(typeof backend.preload).toBe('function')
      await expect(Promise.all([backend.preload(), backend.preload()])).resolves.toEqual([undefined, undefined])
      await expect(preloadBackend(name)).resolves.toBeUndefined()
      // The wallet port's own part, where it has one (wagmi builds its driver): no wallet is asked either.
      await expect(Promise.all([ports.wallet.preload?.(), ports.wallet.preload?.()])).resolves.toEqual([undefined, undefined])
      expect(fetch).not.toHaveBeenCalled()
      expect(provider.__test.requests()).toEqual([])
      // The wallets are still listed as before: fetching code changes nothing the visitor sees.
      if (BACKENDS[name].wallets === 'eip1193') expect(ports.wallet.listWallets().map((wallet) => wallet.name)).toContain('Preload Wallet')
    } finally {
      ports.wallet.destroy?.()
      ports.rpc.destroy?.()
    }
  })
})
