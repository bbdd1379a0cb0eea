import { createBrowserStorage } from '../../src-adapters/browser/local-storage.js'
import { createMemoryStorage } from '../../src-adapters/memory/storage.js'
import {
  defineChains,
  InvalidConfigError,
  type ChainInput,
  type NamePortSource,
  type StoragePort,
  type WalletGroupChoice,
  walletChoiceProblems,
} from '../../src-domain/index.js'
import type { AppServices } from '../../src-ui/services.js'
import type { Backend } from '../backends/index.js'
import { buildServices } from './build-services.js'

/**
 * The wallet backends: `eip1193` and `memory` need no wallet library; `wagmi` and `ethers` load theirs.
 * Named here, not read from `src/backends`, whose list imports every backend lazily: an app's bundler
 * would then look for wagmi and ethers even when it never chooses them.
 */
export type BackendName = 'wagmi' | 'ethers' | 'eip1193' | 'memory'

/** A backend's module, as `import('retropgf-connect/wagmi')` gives it. */
export interface BackendModule {
  backend: Backend
}

export interface WalletServicesOptions {
  /** Shown in the header of `AppShell` and to wallets that ask who is connecting. */
  appName: string
  /** Any EVM chains (this kit's shape or a viem chain object); the first is the app's default. */
  chains: readonly ChainInput[]
  /**
   * `eip1193` (default): injected and EIP-6963 wallets asked straight, chain reads with `fetch`,
   * no wallet library. `memory`: an in-memory wallet and chain, no keys and no network (demos,
   * tests). `wagmi`, `ethers`: over those libraries (WalletConnect, Coinbase, MetaMask SDK, Safe
   * with wagmi), their code named by `loadBackend`.
   */
  backend?: BackendName
  /**
   * The code of the `wagmi` or `ethers` backend: `() => import('retropgf-connect/wagmi')`. Named by
   * the app, so an app on another backend never bundles nor downloads a wallet library.
   */
  loadBackend?: () => Promise<BackendModule>
  /** WalletConnect Cloud project id; WalletConnect fails with a clear error without one. */
  walletConnectProjectId?: string
  /** The wallets offered, grouped and in order, catalogue ids and the app's own; the backend's list when absent. */
  wallets?: readonly WalletGroupChoice[]
  /** Sign-In with Ethereum: the sign-in API's URL (its `nonce`, `verify`, `session`, `logout` under it); off when absent or false. */
  signIn?: string | false
  /** Where the connection, recent transactions and query cache are kept: the browser's localStorage by default, `memory` for nothing kept. */
  storage?: StoragePort | 'memory'
  /**
   * Accounts' names and avatars (a `NamePort`, or a loader of one: `async () => createMyNames()`),
   * looked up after a connect and shown in place of the address; none when absent.
   */
  names?: NamePortSource
}

/** Everything `WalletProvider` needs; built once per page by {@link createWalletServices}. */
export type WalletServices = AppServices

const BUILT_IN: Partial<Record<BackendName, () => Promise<BackendModule>>> = {
  eip1193: () => import('../backends/eip1193.js'),
  memory: () => import('../backends/memory.js'),
}
const BACKEND_NAMES: readonly BackendName[] = ['wagmi', 'ethers', 'eip1193', 'memory']

function defaultStorage(): StoragePort {
  return typeof window === 'undefined' ? createMemoryStorage() : createBrowserStorage()
}

/** A check that throws InvalidConfigError: its problems (one a line), or none. */
function problemsOf(check: () => unknown): string[] {
  try {
    check()
    return []
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.message.split('\n')
    throw error
  }
}

function backendLoader(options: WalletServicesOptions): () => Promise<Backend> {
  const name = options.backend ?? 'eip1193'
  if (!BACKEND_NAMES.includes(name)) throw new InvalidConfigError(`backend must be one of ${BACKEND_NAMES.join(', ')}, got "${String(name)}".`)
  const load = options.loadBackend ?? BUILT_IN[name]
  if (!load) {
    throw new InvalidConfigError(
      `The ${name} backend's code is named by the app, so that apps on other backends never bundle ${name}: pass loadBackend: () => import('retropgf-connect/${name}').`,
    )
  }
  if (typeof load !== 'function') throw new InvalidConfigError(`loadBackend must be a function: () => import('retropgf-connect/${name}').`)
  return async () => (await load()).backend
}

function signInUrl(signIn: WalletServicesOptions['signIn']): string | undefined {
  if (signIn === undefined || signIn === false) return undefined
  if (typeof signIn !== 'string' || signIn.trim() === '') throw new InvalidConfigError('signIn must be the sign-in API\'s URL (e.g. "/api/auth") or false.')
  return signIn.trim()
}

function storageOf(storage: WalletServicesOptions['storage']): StoragePort {
  if (storage === undefined) return defaultStorage()
  if (storage === 'memory') return createMemoryStorage()
  const port = storage as Partial<StoragePort> | null
  if (
    typeof port !== 'object' ||
    port === null ||
    !['read', 'write', 'remove', 'subscribe'].every((method) => typeof port[method as keyof StoragePort] === 'function')
  )
    throw new InvalidConfigError("storage must be a StoragePort ({ read, write, remove, subscribe }) or 'memory'.")
  return storage
}

/**
 * Builds everything the UI needs from one options object: the chosen backend (its code loaded
 * now), the connection, transaction and (optional) sign-in services over it. A mistake in the
 * options rejects with an InvalidConfigError naming each one.
 */
export async function createWalletServices(options: WalletServicesOptions): Promise<WalletServices> {
  if (typeof options !== 'object' || options === null) throw new InvalidConfigError('createWalletServices takes an options object: { appName, chains, ... }.')
  // Every mistake at once: each check's problems are gathered before anything is built.
  let load: (() => Promise<Backend>) | undefined
  let url: string | undefined
  let storage: StoragePort | undefined
  let chains: ReturnType<typeof defineChains> | undefined
  const problems = [
    ...(typeof options.appName !== 'string' || options.appName.trim() === '' ? ['appName must be a non-empty text.'] : []),
    ...problemsOf(() => (chains = defineChains(options.chains))),
    ...problemsOf(() => (load = backendLoader(options))),
    ...problemsOf(() => (url = signInUrl(options.signIn))),
    ...problemsOf(() => (storage = storageOf(options.storage))),
    ...(options.wallets === undefined ? [] : walletChoiceProblems(options.wallets)),
    ...(options.names === undefined || typeof options.names === 'function' || typeof options.names?.primaryName === 'function'
      ? []
      : ['names must be a NamePort ({ primaryName, resolveAddress, avatarRecord }) or a loader of one: async () => port.']),
  ]
  if (problems.length > 0 || !load || !storage || !chains) throw new InvalidConfigError(problems.join('\n'))
  return buildServices(
    {
      appName: options.appName.trim(),
      chains,
      walletConnectProjectId: options.walletConnectProjectId,
      signIn: url !== undefined,
      ...(url !== undefined ? { signInUrl: url } : {}),
      ...(options.wallets ? { wallets: options.wallets } : {}),
      ...(options.names ? { names: options.names } : {}),
    },
    { storage, load },
  )
}
