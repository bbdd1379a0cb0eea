import { createMemoryHarness } from './harness-memory.js'
import { runWalletContract } from './wallet-contract.js'

runWalletContract('memory', createMemoryHarness)
