import { createWagmiHarness } from '../contract/harness-wagmi.js'
import { runWalletContract } from '../contract/wallet-contract.js'

runWalletContract('wagmi', createWagmiHarness)
