import { EIP1193_BACKENDS, loadBackend } from '../../../src/backends/index.js'
import { runEip1193WalletChecks } from './eip1193-wallet-checks.js'
import { createTestWalletHarness } from './harness-test-wallet.js'
import { runWalletContract } from './wallet-contract.js'

// Every backend of the list that talks EIP-1193: adding one to src/backends/index.ts puts it here.
for (const name of EIP1193_BACKENDS) {
  const backend = await loadBackend(name)
  runWalletContract(name, () => createTestWalletHarness(backend))
  runEip1193WalletChecks(name, backend)
}
