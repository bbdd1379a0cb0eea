import type { ChainInfo, ChainRpcPort, StoragePort, WalletPort } from '../../src-domain/index.js'
import type { WalletWindow } from '../../src-adapters/injected/eip1193.js'
import type { FallbackOptions } from '../../src-adapters/injected/rpc-fallback.js'

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

export interface BackendEntry {
  /**
   * `eip1193`: the backend reaches wallets through EIP-1193 providers, so the contract suite, the
   * RPC fallback cases, the e2e builds and the bench drive it through the test wallet on real
   * nodes. `memory`: its own in-memory wallet and chain (tested by its own harness).
   */
  wallets: 'eip1193' | 'memory'
  /** Loaded only when chosen, so a build ships one wallet library at start. */
  load(): Promise<{ backend: Backend }>
}

/**
 * Every wallet backend, the one list the container, the config, the contract suite, the RPC
 * fallback tests, the e2e builds, the bundle checks and the bench read. Adding a backend is a
 * file in this folder and a line here (README, "Add a backend").
 */
export const BACKENDS = {
  wagmi: { wallets: 'eip1193', load: () => import('./wagmi.js') },
  ethers: { wallets: 'eip1193', load: () => import('./ethers.js') },
  eip1193: { wallets: 'eip1193', load: () => import('./eip1193.js') },
  memory: { wallets: 'memory', load: () => import('./memory.js') },
} as const satisfies Record<string, BackendEntry>

export type WalletBackend = keyof typeof BACKENDS
export const WALLET_BACKENDS = Object.keys(BACKENDS) as WalletBackend[]
/** The backends that talk EIP-1193 to wallets. */
export const EIP1193_BACKENDS = WALLET_BACKENDS.filter((name) => BACKENDS[name].wallets === 'eip1193')

export async function loadBackend(name: WalletBackend): Promise<Backend> {
  return (await BACKENDS[name].load()).backend
}

/** The backend's module, then the code its connect needs (`Backend.preload`): what to call on the visitor's intent. */
export async function preloadBackend(name: WalletBackend): Promise<void> {
  return (await loadBackend(name)).preload()
}
