import type { Backend } from './backend.js'

export type { Backend, BackendArgs, BackendPorts } from './backend.js'

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
 * file in this folder and a line here (docs/adding-a-backend.md).
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
