export {
  createMemoryWallet,
  peekMemoryWallet,
  MOCK_WALLET,
  TEST_ACCOUNT,
  type MemoryWallet,
  type MemoryWalletOptions,
  type MemoryWalletFailures,
} from './wallet.js'
export { createMemoryChainRpc, type MemoryChainRpc, type MemoryChainRpcOptions } from './chain-rpc.js'
export { createMemoryStorage, type MemoryStorage } from './storage.js'
export { createMemoryAuth, type MemoryAuth, type MemoryAuthOptions } from './auth.js'
export { createMemoryNames, type MemoryNames, type MemoryNameRecord } from './names.js'
export { memoryContract, type MemoryContract, type TypedMemoryContract, type MemoryCall } from './contracts.js'
export { memoryErc20, type MemoryTokenOptions } from './erc20.js'
