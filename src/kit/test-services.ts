import { createMemoryChainRpc, type MemoryChainRpc } from '../../src-adapters/memory/chain-rpc.js'
import { memoryContract, type MemoryCall, type MemoryContract, type TypedMemoryContract } from '../../src-adapters/memory/contracts.js'
import { memoryErc20, type MemoryTokenOptions } from '../../src-adapters/memory/erc20.js'
import { createMemoryNames, type MemoryNameRecord, type MemoryNames } from '../../src-adapters/memory/names.js'
import { createMemoryStorage, type MemoryStorage } from '../../src-adapters/memory/storage.js'
import { createMemoryWallet, TEST_ACCOUNT, type MemoryWallet, type MemoryWalletFailures } from '../../src-adapters/memory/wallet.js'
import {
  defineChains,
  localChain,
  STORAGE_KEY_LAST_WALLET,
  type Address,
  type AuthPort,
  type ChainInput,
  type ChainRpcPort,
  type StoragePort,
  type WalletGroupChoice,
} from '../../src-domain/index.js'
import type { Backend } from '../backends/index.js'
import { buildServices } from '../container.js'
import type { WalletServices } from './create-wallet-services.js'

export { TEST_ACCOUNT }
export type {
  MemoryWallet as TestWallet,
  MemoryChainRpc as TestChain,
  MemoryStorage as TestStorage,
  MemoryWalletFailures as TestWalletFailures,
  MemoryNames as TestNames,
  MemoryNameRecord as TestNameRecord,
  MemoryContract as TestContract,
  TypedMemoryContract as TypedTestContract,
  MemoryCall as TestCall,
  MemoryTokenOptions as TestTokenOptions,
}
export { memoryContract as testContract, memoryErc20 as testErc20 }

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
  /**
   * Accounts' names: `{ [address]: { name, avatar?, resolvesTo? } }`, the primary name, its avatar
   * record and where the name resolves (the account itself unless given); none by default.
   */
  names?: Readonly<Record<string, MemoryNameRecord>>
  /**
   * Contracts of the in-memory chain, by address, on every chain: `testContract({ abi, read, write })`
   * or `testErc20({ symbol, decimals, balances })`; `rpc.control.setContract` puts one later.
   */
  contracts?: Readonly<Record<string, MemoryContract>>
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
   * `setContract(chainId, address, contract | null)` puts a contract (its reads answer `eth_call`s, its writes run on a send);
   * `mine(chainId, blocks?, { hash, status: 'success' | 'reverted' })` mines blocks, the transaction
   * landing in the first (so a recent transaction confirms or fails); `calls()` lists the reads made.
   */
  rpc: MemoryChainRpc
  /** What the services keep (the last wallet, recent transactions, the query cache). */
  storage: MemoryStorage
  /**
   * The in-memory naming system. Its `control`: `set(address, { name, avatar?, resolvesTo? } | null)`;
   * `hold()` makes lookups wait until the release it returns is called; `reads()` lists the records read.
   */
  names: MemoryNames
}

const ONE = 10n ** 18n

/**
 * What a test may put underneath the test services in place of their own parts: a wallet or a
 * chain that behaves otherwise, another storage, sign-in. For tests of the wallet UI itself;
 * the testing entry offers `createTestServices` alone.
 */
export interface TestServiceParts {
  /** The wallet the services use, made from the test wallet (one that holds its calls, one with a preload) or in place of it. */
  wallet?: (wallet: MemoryWallet) => MemoryWallet
  /** The chain the services read, made from the test chain (one that fails). */
  rpc?: (rpc: MemoryChainRpc) => ChainRpcPort
  /** What the in-memory storage holds at the start. */
  stored?: Record<string, string>
  /** Another storage for the services (then the in-memory one is left unused). */
  storage?: StoragePort
  /** Sign-in on, over this AuthPort. */
  auth?: AuthPort
}

/** {@link createTestServices} with some of its parts replaced. */
export async function buildTestServices(options: TestServicesOptions = {}, parts: TestServiceParts = {}): Promise<TestServices> {
  const chains = defineChains(options.chains ?? [localChain])
  const chainId = options.chainId ?? chains[0]!.id
  const rpc = createMemoryChainRpc()
  const made = createMemoryWallet({
    execute: (request) => rpc.control.execute(request),
    chainId,
    connectDelayMs: options.connectDelayMs ?? 0,
    ...(options.connected ? { connected: true } : {}),
    ...(options.failures ? { failures: options.failures } : {}),
  })
  const wallet = parts.wallet ? parts.wallet(made) : made
  for (const chain of chains) {
    rpc.control.setBalance(chain.id, TEST_ACCOUNT, options.balance ?? ONE)
    for (const [address, contract] of Object.entries(options.contracts ?? {})) rpc.control.setContract(chain.id, address as Address, contract)
  }
  // Connected to the site: the app remembers the wallet, so the provider's first reconnect restores it.
  const remembered: Record<string, string> = options.connected ? { [STORAGE_KEY_LAST_WALLET]: wallet.listWallets()[0]!.id } : {}
  const storage = createMemoryStorage({ ...remembered, ...parts.stored })
  const names = createMemoryNames(options.names)
  const backend: Backend = { create: () => ({ wallet, rpc: parts.rpc ? parts.rpc(rpc) : rpc }), preload: async () => {} }
  const services = await buildServices(
    {
      appName: options.appName ?? 'Test App',
      chains,
      walletConnectProjectId: undefined,
      signIn: parts.auth !== undefined,
      ...(options.wallets ? { wallets: options.wallets } : {}),
      names,
    },
    { storage: parts.storage ?? storage, load: async () => backend, receiptPollingMs: 50, ...(parts.auth ? { auth: parts.auth } : {}) },
  )
  return { services, wallet, rpc, storage, names }
}

/**
 * The services over the in-memory wallet and chain, for tests without React (or with your own
 * render): nothing leaves the process, no keys, and receipts are polled every 50 ms.
 */
export function createTestServices(options: TestServicesOptions = {}): Promise<TestServices> {
  return buildTestServices(options)
}
