import type { Address, ChainInfo, StoragePort } from '../../src-domain/index.js'
import type { WalletWindow, WalletConnectOptions } from '../wallet-kernel/index.js'
import type { SdkConnectorLoader, SdkWalletKind } from './sdk-loaders.js'

/** The browser window as this backend sees it; Node tests pass a fake one. */
export interface WagmiWindow extends WalletWindow {
  /** Differs from the window itself inside an iframe (the Safe app embeds the dapp so). */
  parent?: unknown
  location?: { origin?: unknown }
}

export interface WagmiWalletOptions {
  /** The app's chains: what wallets may switch to and what a 4902 adds. */
  chains: readonly ChainInfo[]
  /** The app's storage, for what wagmi's connectors keep (not wagmi's own copy of the connection). */
  storage?: StoragePort
  /** Where EIP-6963 announcements and `window.ethereum` come from; defaults to `window`. Null turns discovery off. */
  window?: WagmiWindow | null
  /** WalletConnect as the kernel takes it, without `load`: wagmi's connector loads the SDK itself. */
  walletConnect?: Omit<WalletConnectOptions, 'load'>
  /** Offers wagmi's mock connector (`Mock Wallet`) when the local chain is configured. */
  mock?: boolean | { accounts?: readonly [Address, ...Address[]]; delayMs?: number }
  /** Replaces how the heavy connectors are built (tests pass wagmi's mock in their place). */
  sdkLoaders?: Partial<Record<SdkWalletKind, SdkConnectorLoader>>
}
