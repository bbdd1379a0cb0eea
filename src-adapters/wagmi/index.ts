// Only what loads at start: the port shells, their options and errors. wagmi and viem sit behind
// them and load on first use (engine.ts, rpc-client.ts), so nothing here may import them; nor the
// SDK loaders (sdk-loaders.ts, imported by the engine), whose code and chunk lists would then load at start.
export { createWagmiWalletPort, type WagmiWallet } from './wallet.js'
export {
  DEFAULT_ATTEMPT_TIMEOUT_MS,
  type WagmiWalletOptions,
  type WagmiWalletConnectOptions,
  type WagmiWindow,
  type RpcChain,
  type TransportOptions,
} from './options.js'
export { MOCK_WALLET_ID } from './directory.js'
export { createWagmiChainRpc, type WagmiChainRpc, type WagmiChainRpcOptions } from './chain-rpc.js'
export type { SdkConnectorLoader, SdkConnectorContext, SdkWalletKind } from './sdk-loaders.js'
export { toWalletError, isSwitchUnsupported, InvalidWalletAnswerError, WalletConnectTimeoutError } from './errors.js'
export { preloadWagmiConnect } from './preload.js'
