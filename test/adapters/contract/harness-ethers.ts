import { createEthersChainRpc, createEthersWallet } from '../../../src-adapters/ethers/index.js'
import { createTestWalletHarness } from './harness-test-wallet.js'
import type { WalletHarness } from './wallet-contract.js'

/** The ethers v6 backend over the test wallet and the run's anvil nodes. */
export function createEthersHarness(): WalletHarness {
  return createTestWalletHarness({
    wallet: ({ window, storage, chains }) => createEthersWallet({ chains, storage, window }),
    rpc: ({ chains }) => createEthersChainRpc({ chains }),
  })
}
