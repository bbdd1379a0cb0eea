import type { ChainInfo, ChainRpcPort, StoragePort, WalletPort } from '../../src-domain/index.js'
import type { WalletWindow } from '../../src-adapters/wallet-kernel/index.js'
import type { FallbackOptions } from '../../src-adapters/reads/index.js'

/** What every backend is built from; the container passes the app's, tests and the bench their own. */
export interface BackendArgs {
  chains: readonly ChainInfo[]
  storage: StoragePort
  /** Where injected wallets announce themselves; the browser's window by default. */
  window?: WalletWindow | null
  walletConnect?: { projectId: string | undefined; appName?: string }
  /** The chain reads' fallback rule: attempt time limit, cooldown, clock (tests shorten them). */
  reads?: FallbackOptions
}

/** A backend's two ports; `destroy` stops their listeners and timers (tests and the bench call it). */
export interface BackendPorts {
  wallet: WalletPort & { destroy?(): void }
  rpc: ChainRpcPort & { destroy?(): void }
}

export interface Backend {
  create(args: BackendArgs): BackendPorts
  /**
   * Fetches ahead the code a connect to an injected wallet and the first balance read after it
   * will run (what the ports load on first use), so the visitor's pick waits for the wallet alone.
   * For a caller that has the module but no ports yet (a backend module loaded on the visitor's
   * intent); with ports, `WalletPort.preload` does this and builds what the connect needs, and the
   * connect dialog calls it when it opens. Asks no wallet and no node; resolves at once when there
   * is nothing to fetch; calling it again fetches nothing more. A fetch that fails rejects, and the
   * connect itself loads the code again.
   */
  preload(): Promise<void>
}
