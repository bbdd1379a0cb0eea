import type { Address, ChainInfo, StoragePort } from '../../src-domain/index.js'
import type { WalletWindow } from '../injected/eip1193.js'
import type { SdkConnectorLoader, SdkWalletKind } from './sdk-loaders.js'

export { DEFAULT_ATTEMPT_TIMEOUT_MS, type RpcChain } from '../injected/rpc-args.js'

export interface TransportOptions {
  /** One attempt at one endpoint may take this long before the next endpoint is tried. */
  attemptTimeoutMs?: number
}

/** The browser window as this backend sees it; Node tests pass a fake one. */
export interface WagmiWindow extends WalletWindow {
  /** Differs from the window itself inside an iframe (the Safe app embeds the dapp so). */
  parent?: unknown
  location?: { origin?: unknown }
}

export interface WagmiWalletConnectOptions {
  projectId: string | undefined
  appName?: string
  /** The app's origin, for the metadata wallets show; defaults to `location.origin`. */
  url?: string
  warn?: (message: string) => void
  /** How long a pairing may wait for the phone; the relay's default of five minutes. */
  timeoutMs?: number
}

export interface WagmiWalletOptions extends TransportOptions {
  /** The app's chains: what wallets may switch to and what a 4902 adds. */
  chains: readonly ChainInfo[]
  /** The app's storage: the port only removes what wagmi kept there before its state was kept in memory. */
  storage?: StoragePort
  /** Where EIP-6963 announcements and `window.ethereum` come from; defaults to `window`. Null turns discovery off. */
  window?: WagmiWindow | null
  walletConnect?: WagmiWalletConnectOptions
  /** Offers wagmi's mock connector (`Mock Wallet`) when the local chain is configured. */
  mock?: boolean | { accounts?: readonly [Address, ...Address[]]; delayMs?: number }
  /** Replaces how the heavy connectors are built (tests pass wagmi's mock in their place). */
  sdkLoaders?: Partial<Record<SdkWalletKind, SdkConnectorLoader>>
}
