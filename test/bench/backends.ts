import { localChain, type Address, type ChainRpcPort, type WalletPort } from '../../src-domain/index.js'
import { createEthersChainRpc, createEthersWallet } from '../../src-adapters/ethers/index.js'
import { createMemoryChainRpc, createMemoryStorage, createMemoryWallet, MOCK_WALLET, TEST_ACCOUNT } from '../../src-adapters/memory/index.js'
import { createWagmiChainRpc, createWagmiWalletPort } from '../../src-adapters/wagmi/index.js'
import { installTestWallet } from '../support/wallet/eip1193-test-wallet.js'

export type BenchBackend = 'memory' | 'ethers' | 'wagmi'
export const BENCH_BACKENDS: readonly BenchBackend[] = ['memory', 'ethers', 'wagmi']

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
 * One fresh page's worth of a backend, wired as src/backends/* wires it: memory as shipped (100 ms
 * connect, in-memory chain); ethers and wagmi over the EIP-1193/6963 test wallet on a fake window,
 * backed by a real anvil node, reading through the app's RPC URL.
 */
export function createSession(backend: BenchBackend, chain: BenchChain): BenchSession {
  const storage = createMemoryStorage()
  if (backend === 'memory') {
    const rpc = createMemoryChainRpc()
    rpc.control.setBalance(localChain.id, TEST_ACCOUNT, 1_234_500_000_000_000_000n)
    const make = () => createMemoryWallet({ storage })
    return {
      wallet: make(),
      rpc,
      walletId: MOCK_WALLET.id,
      account: TEST_ACCOUNT,
      walletRequests: () => [],
      clearWalletRequests: () => {},
      reload: make,
      close: () => {},
    }
  }
  const window = new EventTarget()
  const provider = installTestWallet(window, { rpcUrls: { 31337: chain.nodeUrl }, chainId: 31337, name: 'Bench Wallet', rdns: RDNS, icon: ICON })
  const chains = [{ ...localChain, rpcUrls: [chain.appRpcUrl] }]
  const ports: Array<{ destroy(): void }> = []
  const make = (): WalletPort => {
    const port = backend === 'ethers' ? createEthersWallet({ chains, storage, window }) : createWagmiWalletPort({ chains, storage, window, mock: true })
    ports.push(port)
    return port
  }
  const rpc = backend === 'ethers' ? createEthersChainRpc({ chains }) : createWagmiChainRpc({ chains })
  return {
    wallet: make(),
    rpc,
    walletId: RDNS,
    account: TEST_ACCOUNT,
    walletRequests: () => provider.__test.requests(),
    clearWalletRequests: () => provider.__test.clearRequests(),
    reload: make,
    close() {
      for (const port of ports.splice(0)) port.destroy()
      rpc.destroy()
    },
  }
}
