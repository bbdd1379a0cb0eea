import { createCookieStorage } from '../../src-adapters/browser/cookie-storage.js'
import { createBrowserStorage } from '../../src-adapters/browser/local-storage.js'
import { createMemoryStorage } from '../../src-adapters/memory/storage.js'
import {
  defineChains,
  InvalidConfigError,
  type AuthPort,
  type AuthSession,
  type ChainInput,
  type NamePortSource,
  type StoragePort,
  type WalletGroupChoice,
  walletChoiceProblems,
} from '../../src-domain/index.js'
import type { AppServices } from '../../src-ui/services.js'
import type { Backend } from '../backends/index.js'
import { buildServices, type ServicesConfig } from '../container.js'

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
  /**
   * Sign-In with Ethereum, off when absent or false: the sign-in API's URL (`retropgf-connect/server`'s
   * `createAuthHandler`, or any server with its `nonce`, `verify`, `session` and `logout` under it), or
   * an adapter for a server of the app's own (RainbowKit's steps).
   */
  signIn?: string | false | SignInAdapter
  /**
   * Where the connection, recent transactions and query cache are kept: the browser's localStorage
   * by default; `cookie` also keeps the connection (wallet, account, chain) in a cookie a server
   * reads with `cookieToInitialState`; `memory` for nothing kept.
   */
  storage?: StoragePort | 'local' | 'cookie' | 'memory'
  /**
   * Accounts' names and avatars (a `NamePort`, or a loader of one: `async () => createMyNames()`),
   * looked up after a connect and shown in place of the address; none when absent.
   */
  names?: NamePortSource
}

/**
 * Sign-in with a server of the app's own, in RainbowKit's steps: a nonce, the message to sign, the
 * check of the signature (true opens a session), the sign-out, and (optional) the session a
 * reload finds. `createMessage` returns the EIP-4361 text the wallet signs.
 */
export interface SignInAdapter {
  getNonce(): Promise<string>
  createMessage(args: { address: `0x${string}`; chainId: number; nonce: string }): string
  verify(args: { message: string; signature: `0x${string}` }): Promise<boolean>
  signOut(): Promise<void>
  getSession?(): Promise<AuthSession | null>
}

/** Everything `WalletProvider` needs; built once per page by {@link createWalletServices}. */
export type WalletServices = AppServices

const BUILT_IN: Partial<Record<BackendName, () => Promise<BackendModule>>> = {
  eip1193: () => import('../backends/eip1193.js'),
  memory: () => import('../backends/memory.js'),
}
const BACKEND_NAMES: readonly BackendName[] = ['wagmi', 'ethers', 'eip1193', 'memory']

/** The storage an option names, made now: on a server (no window) nothing is kept. */
export function storageOf(choice: WalletServicesOptions['storage']): StoragePort {
  if (choice !== undefined && typeof choice === 'object') return choice
  if (choice === 'memory' || typeof window === 'undefined') return createMemoryStorage()
  return choice === 'cookie' ? createCookieStorage() : createBrowserStorage()
}

const STORAGE_NAMES = ['local', 'cookie', 'memory']

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

const ADAPTER_STEPS = ['getNonce', 'createMessage', 'verify', 'signOut'] as const

/** The sign-in option as the container takes it: a URL, or an AuthPort over the app's adapter. */
function signInOf(signIn: WalletServicesOptions['signIn']): { url?: string; auth?: AuthPort } | undefined {
  if (signIn === undefined || signIn === false) return undefined
  if (typeof signIn === 'object' && signIn !== null) {
    const missing = ADAPTER_STEPS.filter((step) => typeof signIn[step] !== 'function')
    if (missing.length > 0) throw new InvalidConfigError(`signIn's adapter needs ${missing.join(', ')} (functions).`)
    const adapter = signIn
    return {
      auth: {
        getNonce: () => adapter.getNonce(),
        createMessage: (args) => adapter.createMessage(args),
        verify: (args) => adapter.verify(args),
        signOut: () => adapter.signOut(),
        getSession: async () => (adapter.getSession ? adapter.getSession() : null),
      },
    }
  }
  if (typeof signIn !== 'string' || signIn.trim() === '') {
    throw new InvalidConfigError('signIn must be the sign-in API\'s URL (e.g. "/api/auth"), an adapter { getNonce, createMessage, verify, signOut } or false.')
  }
  return { url: signIn.trim() }
}

/** The options checked, as the container is built from them; nothing made yet (no storage, no backend). */
export interface CheckedOptions {
  config: ServicesConfig
  load: () => Promise<Backend>
  /** The app's own sign-in adapter, as an AuthPort. */
  auth?: AuthPort
}

/** Checks the options (an InvalidConfigError naming the mistake) and normalizes them; builds nothing. */
export function checkOptions(options: WalletServicesOptions): CheckedOptions {
  if (typeof options !== 'object' || options === null) throw new InvalidConfigError('The wallet options are an object: { appName, chains, ... }.')
  // Every mistake at once: each check's problems are gathered before anything is built.
  let load: (() => Promise<Backend>) | undefined
  let signIn: ReturnType<typeof signInOf>
  let chains: ReturnType<typeof defineChains> | undefined
  const problems = [
    ...(typeof options.appName !== 'string' || options.appName.trim() === '' ? ['appName must be a non-empty text.'] : []),
    ...problemsOf(() => (chains = defineChains(options.chains))),
    ...problemsOf(() => (load = backendLoader(options))),
    ...problemsOf(() => (signIn = signInOf(options.signIn))),
    ...storageProblems(options.storage),
    ...(options.wallets === undefined ? [] : walletChoiceProblems(options.wallets)),
    ...(options.names === undefined || typeof options.names === 'function' || typeof options.names?.primaryName === 'function'
      ? []
      : ['names must be a NamePort ({ primaryName, resolveAddress, avatarRecord }) or a loader of one: async () => port.']),
  ]
  if (problems.length > 0 || !load || !chains) throw new InvalidConfigError(problems.join('\n'))
  return {
    config: {
      appName: options.appName.trim(),
      chains,
      walletConnectProjectId: options.walletConnectProjectId,
      signIn: signIn !== undefined,
      ...(signIn?.url !== undefined ? { signInUrl: signIn.url } : {}),
      ...(options.wallets ? { wallets: options.wallets } : {}),
      ...(options.names ? { names: options.names } : {}),
    },
    load,
    ...(signIn?.auth ? { auth: signIn.auth } : {}),
  }
}

/** A storage by name, or a StoragePort ({ read, write, remove, subscribe }). */
function storageProblems(storage: WalletServicesOptions['storage']): string[] {
  if (storage === undefined || (typeof storage === 'string' && STORAGE_NAMES.includes(storage))) return []
  const port = storage as Partial<StoragePort> | null
  const isPort =
    typeof port === 'object' &&
    port !== null &&
    ['read', 'write', 'remove', 'subscribe'].every((method) => typeof port[method as keyof StoragePort] === 'function')
  return isPort ? [] : [`storage must be one of ${STORAGE_NAMES.map((name) => `'${name}'`).join(', ')} or a StoragePort ({ read, write, remove, subscribe }).`]
}

/**
 * Builds everything the UI needs from one options object: the chosen backend (its code loaded
 * now), the connection, transaction and (optional) sign-in services over it. A mistake in the
 * options rejects with an InvalidConfigError naming each one.
 */
export async function createWalletServices(options: WalletServicesOptions): Promise<WalletServices> {
  const { config, load, auth } = checkOptions(options)
  return buildServices(config, { storage: storageOf(options.storage), load, ...(auth ? { auth } : {}) })
}
