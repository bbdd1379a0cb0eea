import { createWagmiHarness } from './harness-wagmi.js'
import { runWalletContract } from './wallet-contract.js'

runWalletContract('wagmi', createWagmiHarness)
