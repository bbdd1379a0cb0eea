import { createWagmiChainRpc, createWagmiWalletPort } from '../../../src-adapters/wagmi/index.js'
import { createTestWalletHarness } from './harness-test-wallet.js'
import type { WalletHarness } from './wallet-contract.js'

/** The wagmi backend over the test wallet and the run's anvil nodes; reads through viem with fallback transports. */
export function createWagmiHarness(): WalletHarness {
  return createTestWalletHarness({
    wallet: ({ window, storage, chains }) => createWagmiWalletPort({ chains, storage, window }),
    rpc: ({ chains }) => createWagmiChainRpc({ chains }),
  })
}
