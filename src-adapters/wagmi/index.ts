// Only what loads at start: the ports, their options and errors. wagmi and viem sit behind
// them and load on first use (driver.ts, transport.ts), so nothing here may import them; nor the
// SDK loaders (sdk-loaders.ts, imported by the driver), whose code and chunk lists would then load at start.
export { createWagmiWalletPort, preloadWagmiConnect, type WagmiWallet } from './wallet.js'
export type { WagmiWalletOptions } from './options.js'
export { createWagmiChainRpc } from './chain-rpc.js'
export type { SdkConnectorLoader, SdkConnectorContext, SdkWalletKind } from './sdk-loaders.js'
