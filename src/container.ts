// The composition of the app's services, top to bottom: what they are built from (the config and the
// ports, each under a token), the backend's ports, the domain services, and what the UI is handed.
// inversify is the container; nothing else in the app names it.
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify'
import {
  ConnectionService,
  curateWallets,
  WALLET_CATALOG,
  type AuthSession,
  type ConnectionState,
  NameService,
  SignInService,
  TransactionService,
  type AuthPort,
  type ChainInfo,
  type ChainRpcPort,
  type NamePortSource,
  type StoragePort,
  type WalletGroupChoice,
  type WalletPort,
} from '../src-domain/index.js'
import type { AppServices } from '../src-ui/services.js'
import type { Backend, BackendArgs, BackendPorts } from './backends/index.js'
import { noticeMissingProjectId } from './project-id-notice.js'

/** What the container builds the services from (the env's config, or `createWalletServices`' options, checked). */
export interface ServicesConfig {
  appName: string
  /** The first is the app's default. */
  chains: readonly ChainInfo[]
  /** WalletConnect Cloud project id; checked only when a WalletConnect wallet is used. */
  walletConnectProjectId: string | undefined
  /** Sign-In with Ethereum is optional: on only when configured. */
  signIn: boolean
  /** The sign-in API's URL; the page's own `/api/auth` when absent. */
  signInUrl?: string
  /** The wallets offered, grouped and in order; the backend's own list when absent. */
  wallets?: readonly WalletGroupChoice[]
  /** Where accounts' names and avatars come from (a loader: its code is fetched after a connect); none shown when absent. */
  names?: NamePortSource
}

export interface DomainServices {
  connection: ConnectionService
  signIn: SignInService
  transactions: TransactionService
}

/** Service identifiers of the container: one per port and per domain service. */
export const TOKENS = {
  Config: Symbol.for('Config') as ServiceIdentifier<ServicesConfig>,
  Wallet: Symbol.for('WalletPort') as ServiceIdentifier<WalletPort>,
  ChainRpc: Symbol.for('ChainRpcPort') as ServiceIdentifier<ChainRpcPort>,
  Storage: Symbol.for('StoragePort') as ServiceIdentifier<StoragePort>,
  Auth: Symbol.for('AuthPort') as ServiceIdentifier<AuthPort>,
  Connection: Symbol.for('ConnectionService') as ServiceIdentifier<ConnectionService>,
  SignIn: Symbol.for('SignInService') as ServiceIdentifier<SignInService>,
  Transactions: Symbol.for('TransactionService') as ServiceIdentifier<TransactionService>,
} as const

/** What the composition root may tune in a service (tests poll receipts faster). */
export interface ServiceOptions {
  /** How often a receipt wait asks the chain again; the domain's default (2 s) unless given. */
  receiptPollingMs?: number
  /** The connection a server rendered the page with; the page hydrates with it (disconnected when absent). */
  initialConnection?: ConnectionState
  /** The sign-in session a server rendered the page with (null: none); read on start when absent. */
  initialSession?: AuthSession | null
}

export interface ContainerOptions extends ServiceOptions {
  config: ServicesConfig
  storage: StoragePort
  /** Replaces a backend module (tests pass one built around their own fakes). */
  backend?: ContainerModule
  /**
   * Loads the chosen backend's code when no `backend` module is given: a dynamic import, so a
   * build holds only the backends its app can choose.
   */
  load?: () => Promise<Backend>
  /** Replaces the sign-in AuthPort (tests pass the memory one); by default the HTTP one when sign-in is on. */
  auth?: AuthPort
}

// The ports.

/** What a backend's ports are built from, out of the app's config and storage. */
export function backendArgs(config: ServicesConfig, storage: StoragePort): BackendArgs {
  return { chains: config.chains, storage, walletConnect: { projectId: config.walletConnectProjectId, appName: config.appName } }
}

/** The developer hears of a missing WalletConnect project id when the services are built. */
function warnMissingProjectId(ports: BackendPorts, config: ServicesConfig): void {
  if (ports.wallet.listWallets().some((wallet) => wallet.id === WALLET_CATALOG.walletConnect.id)) noticeMissingProjectId(config.walletConnectProjectId)
}

/** The chosen backend's ports, built once over the app's config and storage. */
export function backendModule(create: (args: BackendArgs) => BackendPorts): ContainerModule {
  const PORTS = Symbol('BackendPorts')
  return new ContainerModule(({ bind }) => {
    bind<BackendPorts>(PORTS)
      .toResolvedValue(
        (config: ServicesConfig, storage: StoragePort) => {
          const ports = create(backendArgs(config, storage))
          warnMissingProjectId(ports, config)
          return ports
        },
        [TOKENS.Config, TOKENS.Storage],
      )
      .inSingletonScope()
    // The app's choice of wallets, when it made one, is what every service and the UI see.
    bind(TOKENS.Wallet).toResolvedValue(
      (ports: BackendPorts, config: ServicesConfig) => (config.wallets ? curateWallets(ports.wallet, config.wallets) : ports.wallet),
      [PORTS, TOKENS.Config],
    )
    bind(TOKENS.ChainRpc).toResolvedValue((ports: BackendPorts) => ports.rpc, [PORTS])
  })
}

/** Sign-in is optional: off, nothing is bound and its code is never loaded; on, it talks to the app's own /api/auth. */
async function authPort(options: ContainerOptions): Promise<AuthPort | undefined> {
  if (options.auth) return options.auth
  if (!options.config.signIn) return undefined
  const { createHttpAuth } = await import('../src-adapters/http/index.js')
  return createHttpAuth(options.config.signInUrl === undefined ? {} : { apiUrl: options.config.signInUrl })
}

// The domain services.

export type ServiceName = keyof DomainServices

interface ServiceEntry<S> {
  token: ServiceIdentifier<S>
  /** Off when this says so: nothing is bound and the UI is not handed it. On unless given. */
  enabled?: (config: ServicesConfig) => boolean
  /** Builds the service from the container's ports and services; no work starts here (see the domain's Service). */
  create(get: <T>(token: ServiceIdentifier<T>) => T, options: ServiceOptions): S
}

/**
 * The domain services, written once: the container binds what is listed here, the UI is handed
 * it, and the app shell holds every one of them running through `AppServices.start`.
 */
export const SERVICES: { readonly [K in ServiceName]: ServiceEntry<DomainServices[K]> } = {
  connection: {
    token: TOKENS.Connection,
    create: (get, { initialConnection }) =>
      new ConnectionService({
        wallet: get(TOKENS.Wallet),
        storage: get(TOKENS.Storage),
        chains: get(TOKENS.Config).chains,
        ...(initialConnection ? { initialState: initialConnection } : {}),
      }),
  },
  signIn: {
    token: TOKENS.SignIn,
    // Sign-in is optional: off, its service and AuthPort are never built.
    enabled: (config) => config.signIn,
    create: (get, { initialSession }) =>
      new SignInService({
        auth: get(TOKENS.Auth),
        wallet: get(TOKENS.Wallet),
        storage: get(TOKENS.Storage),
        connection: get(TOKENS.Connection),
        ...(initialSession !== undefined ? { initialSession } : {}),
      }),
  },
  transactions: {
    token: TOKENS.Transactions,
    create: (get, { receiptPollingMs }) =>
      new TransactionService({
        storage: get(TOKENS.Storage),
        rpc: get(TOKENS.ChainRpc),
        connection: get(TOKENS.Connection),
        ...(receiptPollingMs !== undefined ? { receiptPollingMs } : {}),
      }),
  },
}

/** The names of the services the config turns on, in list order. */
export function enabledServices(config: ServicesConfig): ServiceName[] {
  return (Object.keys(SERVICES) as ServiceName[]).filter((name) => SERVICES[name].enabled?.(config) ?? true)
}

/** The listed domain services the config turns on, bound once over whatever ports the backend module binds. */
const servicesModule = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    const bindService = <K extends ServiceName>(name: K) => {
      const entry = SERVICES[name]
      bind(entry.token)
        .toDynamicValue((context) => entry.create((token) => context.get(token), options))
        .inSingletonScope()
    }
    enabledServices(options.config).forEach(bindService)
  })

// The container, and what comes out of it.

/** The container over ports already in hand (a backend module, the AuthPort when sign-in is on): nothing to wait for. */
export function assembleContainer(options: ContainerOptions & { backend: ContainerModule }): Container {
  const container = new Container()
  container.bind(TOKENS.Config).toConstantValue(options.config)
  container.bind(TOKENS.Storage).toConstantValue(options.storage)
  if (options.auth) container.bind(TOKENS.Auth).toConstantValue(options.auth)
  container.load(servicesModule(options), options.backend)
  return container
}

export async function createAppContainer(options: ContainerOptions): Promise<Container> {
  const auth = await authPort(options)
  if (!options.backend && !options.load) throw new Error('createAppContainer needs a backend module or a backend loader.')
  const backend = options.backend ?? (await options.load!())
  return assembleContainer({
    ...options,
    ...(auth ? { auth } : {}),
    backend: backend instanceof ContainerModule ? backend : backendModule((args) => backend.create(args)),
  })
}

function resolveDomain(container: Container, config: ServicesConfig): Partial<DomainServices> {
  const domain: Partial<DomainServices> = {}
  const resolve = <K extends ServiceName>(name: K) => {
    domain[name] = container.get(SERVICES[name].token)
  }
  enabledServices(config).forEach(resolve)
  return domain
}

/** What the UI is handed: the container's services, resolved once. */
export function resolveServices(container: Container, config: ServicesConfig): AppServices {
  const domain = resolveDomain(container, config)
  const { connection, transactions, signIn } = domain
  if (!connection || !transactions) throw new Error('The connection and transaction services cannot be turned off.')
  const held = Object.values(domain)
  return {
    appName: config.appName,
    chains: config.chains,
    wallet: container.get(TOKENS.Wallet),
    rpc: container.get(TOKENS.ChainRpc),
    storage: container.get(TOKENS.Storage),
    connection,
    transactions,
    ...(signIn ? { signIn } : {}),
    ...(config.names ? { names: new NameService(config.names) } : {}),
    start() {
      const releases = held.map((service) => service.start())
      return () => releases.forEach((release) => release())
    },
  }
}

/** The container over the config and parts, kept inside: what comes out is the services the UI is handed. */
export async function buildServices(config: ServicesConfig, parts: Omit<ContainerOptions, 'config'>): Promise<AppServices> {
  return resolveServices(await createAppContainer({ config, ...parts }), config)
}
