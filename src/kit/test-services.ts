import { createMemoryChainRpc, type MemoryChainRpc } from '../../src-adapters/memory/chain-rpc.js'
import { createMemoryStorage, type MemoryStorage } from '../../src-adapters/memory/storage.js'
import { createMemoryWallet, TEST_ACCOUNT, type MemoryWallet, type MemoryWalletFailures } from '../../src-adapters/memory/wallet.js'
import { defineChains, localChain, STORAGE_KEY_LAST_WALLET, type ChainInput, type WalletGroupChoice } from '../../src-domain/index.js'
import type { Backend } from '../backends/index.js'
import { buildServices } from './build-services.js'
import type { WalletServices } from './create-wallet-services.js'

export { TEST_ACCOUNT }
export type { MemoryWallet as TestWallet, MemoryChainRpc as TestChain, MemoryStorage as TestStorage, MemoryWalletFailures as TestWalletFailures }

export interface TestServicesOptions {
  appName?: string
  /** The app's chains; the local chain (Hardhat, 31337) by default. */
  chains?: readonly ChainInput[]
  /** The test wallet starts connected to the site: the provider's first reconnect restores it, no click needed. */
  connected?: boolean
  /** The wallet's chain; the first chain by default. */
  chainId?: number
  /** The account's balance in wei on every chain; 1 of the native currency by default. */
  balance?: bigint
  /** Calls that fail as a real wallet's do: `{ connect: 'userRejected' }`, `{ sendTransaction: 'failed' }`... */
  failures?: MemoryWalletFailures
  /** As `createWalletServices`' `wallets`. */
  wallets?: readonly WalletGroupChoice[]
  /** How long the wallet takes to connect; 0 (the next task) by default. */
  connectDelayMs?: number
}

export interface TestServices {
  /** What `WalletProvider` takes. */
  services: WalletServices
  /**
   * The in-memory wallet (`Mock Wallet`, account {@link TEST_ACCOUNT}). Its `control`:
   * `emit(event)` plays a wallet event (`{ type: 'accountsChanged', accounts }`,
   * `{ type: 'chainChanged', chainId }`, `{ type: 'disconnected' }`);
   * `setFailures(failures)` makes later calls fail (`{ signMessage: 'userRejected' }`, `{}` to heal);
   * `isConnected()`.
   */
  wallet: MemoryWallet
  /**
   * The in-memory chain. Its `control`: `setBalance(chainId, address, wei)`;
   * `mine(chainId, blocks?, { hash, status: 'success' | 'reverted' })` mines blocks, the transaction
   * landing in the first (so a recent transaction confirms or fails); `calls()` lists the reads made.
   */
  rpc: MemoryChainRpc
  /** What the services keep (the last wallet, recent transactions, the query cache). */
  storage: MemoryStorage
}

const ONE = 10n ** 18n

/**
 * The services over the in-memory wallet and chain, for tests without React (or with your own
 * render): nothing leaves the process, no keys, and receipts are polled every 50 ms.
 */
export async function createTestServices(options: TestServicesOptions = {}): Promise<TestServices> {
  const chains = defineChains(options.chains ?? [localChain])
  const chainId = options.chainId ?? chains[0]!.id
  const wallet = createMemoryWallet({
    chainId,
    connectDelayMs: options.connectDelayMs ?? 0,
    ...(options.connected ? { connected: true } : {}),
    ...(options.failures ? { failures: options.failures } : {}),
  })
  const rpc = createMemoryChainRpc()
  for (const chain of chains) rpc.control.setBalance(chain.id, TEST_ACCOUNT, options.balance ?? ONE)
  // Connected to the site: the app remembers the wallet, so the provider's first reconnect restores it.
  const storage = createMemoryStorage(options.connected ? { [STORAGE_KEY_LAST_WALLET]: wallet.listWallets()[0]!.id } : {})
  const backend: Backend = { create: () => ({ wallet, rpc }), preload: async () => {} }
  const services = await buildServices(
    {
      appName: options.appName ?? 'Test App',
      chains,
      walletConnectProjectId: undefined,
      signIn: false,
      ...(options.wallets ? { wallets: options.wallets } : {}),
    },
    { storage, load: async () => backend, receiptPollingMs: 50 },
  )
  return { services, wallet, rpc, storage }
}
