// Only what loads at start: the port shells, their options and errors. wagmi and viem sit behind
// them and load on first use (engine.ts, rpc-client.ts), so nothing here may import them.
export { createWagmiWalletPort, type WagmiWallet } from './wallet.js'
export {
  LAST_WALLET_KEY,
  DEFAULT_ATTEMPT_TIMEOUT_MS,
  WAGMI_STORAGE_KEY,
  type WagmiWalletOptions,
  type WagmiWalletConnectOptions,
  type WagmiWindow,
  type RpcChain,
  type TransportOptions,
} from './options.js'
export { MOCK_WALLET_ID } from './directory.js'
export { createWagmiChainRpc, type WagmiChainRpc, type WagmiChainRpcOptions } from './chain-rpc.js'
export { DEFAULT_SDK_LOADERS, SAFE_APP_ORIGIN, type SdkConnectorLoader, type SdkConnectorContext, type SdkWalletKind } from './sdk-loaders.js'
export { toWalletError, isSwitchUnsupported, InvalidWalletAnswerError, WalletConnectTimeoutError } from './errors.js'
export { preloadWagmiConnect } from './preload.js'
