import { localChain, type Address, type ChainRpcPort, type WalletPort } from '../../src-domain/index.js'
import { createMemoryStorage, MOCK_WALLET, TEST_ACCOUNT } from '../../src-adapters/memory/index.js'
import { BACKENDS, loadBackend, WALLET_BACKENDS, type BackendPorts, type WalletBackend } from '../../src/backends/index.js'
import { installTestWallet } from '../support/wallet/eip1193-test-wallet.js'

export type BenchBackend = WalletBackend
/** Every backend of the list, memory (the baseline of the ratios) first. */
export const BENCH_BACKENDS: readonly BenchBackend[] = [...WALLET_BACKENDS].sort((a, b) => Number(b === 'memory') - Number(a === 'memory'))

export interface BenchSession {
  wallet: WalletPort
  rpc: ChainRpcPort
  walletId: string
  account: Address
  /** EIP-1193 methods the app asked the wallet, in order; none for memory, which has no wallet protocol. */
  walletRequests(): string[]
  clearWalletRequests(): void
  /** A page reload: a new wallet port over the same storage and window. */
  reload(): WalletPort
  close(): void
}

export interface BenchChain {
  /** The node the wallet itself talks to (its own RPC, not the app's). */
  nodeUrl: string
  /** The app's RPC URL for 31337: the counting proxy in front of the node. */
  appRpcUrl: string
}

const RDNS = 'org.example.benchwallet'
const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

/**
 * One fresh page's worth of a backend, built by its entry in src/backends: memory as shipped (100 ms
 * connect, in-memory chain); the EIP-1193 backends over the test wallet on a fake window, backed by
 * a real anvil node, reading through the app's RPC URL.
 */
export async function createSession(backend: BenchBackend, chain: BenchChain): Promise<BenchSession> {
  const storage = createMemoryStorage()
  const built = await loadBackend(backend)
  const made: BackendPorts[] = []
  const window = new EventTarget()
  const eip1193 = BACKENDS[backend].wallets === 'eip1193'
  const provider = eip1193
    ? installTestWallet(window, { rpcUrls: { 31337: chain.nodeUrl }, chainId: 31337, name: 'Bench Wallet', rdns: RDNS, icon: ICON })
    : undefined
  const chains = [{ ...localChain, rpcUrls: [chain.appRpcUrl] }]
  const load = () => {
    const ports = built.create({ chains, storage, window })
    made.push(ports)
    return ports
  }
  const { wallet, rpc } = load()
  return {
    wallet,
    rpc,
    walletId: eip1193 ? RDNS : MOCK_WALLET.id,
    account: TEST_ACCOUNT,
    walletRequests: () => provider?.__test.requests() ?? [],
    clearWalletRequests: () => provider?.__test.clearRequests(),
    reload: () => load().wallet,
    close() {
      for (const ports of made.splice(0)) {
        ports.wallet.destroy?.()
        ports.rpc.destroy?.()
      }
    },
  }
}
