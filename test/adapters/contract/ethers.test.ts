import { createEthersHarness } from './harness-ethers.js'
import { runWalletContract } from './wallet-contract.js'

runWalletContract('ethers', createEthersHarness)
