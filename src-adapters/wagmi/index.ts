export {
  createWagmiWalletPort,
  LAST_WALLET_KEY,
  MOCK_WALLET_ID,
  type WagmiWallet,
  type WagmiWalletOptions,
  type WagmiWalletConnectOptions,
  type WagmiWindow,
} from './wallet.js'
export { createWagmiChainRpc, WaitForReceiptTimeoutError, DEFAULT_POLLING_INTERVAL_MS, type WagmiChainRpc, type WagmiChainRpcOptions } from './chain-rpc.js'
export { toViemChain, fallbackTransport, DEFAULT_ATTEMPT_TIMEOUT_MS, type RpcChain, type TransportOptions } from './chains.js'
export { DEFAULT_SDK_LOADERS, injectedConnector, mockConnector, type SdkConnectorLoader, type SdkConnectorContext, type SdkWalletKind } from './connectors.js'
export { toWalletError, isSwitchUnsupported, InvalidWalletAnswerError, WalletConnectTimeoutError } from './errors.js'
export { wagmiStorageOver, WAGMI_STORAGE_KEY } from './storage.js'
