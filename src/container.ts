import { Container, ContainerModule } from 'inversify'
import { curateWallets, WALLET_CATALOG, type AuthPort, type StoragePort } from '../src-domain/index.js'
import type { Backend, BackendPorts } from './backends/index.js'
import { enabledServices, SERVICES, type ServiceName, type ServiceOptions, type ServicesConfig } from './services.js'
import { noticeMissingProjectId } from './project-id-notice.js'
import { TOKENS } from './tokens.js'

/** The developer hears of a missing WalletConnect project id when the services are built. */
function warnMissingProjectId(ports: BackendPorts, config: ServicesConfig): void {
  if (ports.wallet.listWallets().some((wallet) => wallet.id === WALLET_CATALOG.walletConnect.id)) noticeMissingProjectId(config.walletConnectProjectId)
}

/** The chosen backend's ports, built once over the app's config and storage. */
function backendModule(backend: Backend): ContainerModule {
  const PORTS = Symbol('BackendPorts')
  return new ContainerModule(({ bind }) => {
    bind<BackendPorts>(PORTS)
      .toResolvedValue(
        (config: ServicesConfig, storage: StoragePort) => {
          const ports = backend.create({ chains: config.chains, storage, walletConnect: { projectId: config.walletConnectProjectId, appName: config.appName } })
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

/** Sign-in is optional: off, nothing is bound and its code is never loaded; on, it talks to the app's own /api/auth. */
async function authPort(options: ContainerOptions): Promise<AuthPort | undefined> {
  if (options.auth) return options.auth
  if (!options.config.signIn) return undefined
  const { createHttpAuth } = await import('../src-adapters/http/index.js')
  return createHttpAuth(options.config.signInUrl === undefined ? {} : { apiUrl: options.config.signInUrl })
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

export async function createAppContainer(options: ContainerOptions): Promise<Container> {
  const container = new Container()
  container.bind(TOKENS.Config).toConstantValue(options.config)
  container.bind(TOKENS.Storage).toConstantValue(options.storage)
  const auth = await authPort(options)
  if (auth) container.bind(TOKENS.Auth).toConstantValue(auth)
  if (!options.backend && !options.load) throw new Error('createAppContainer needs a backend module or a backend loader.')
  container.load(servicesModule(options), options.backend ?? backendModule(await options.load!()))
  return container
}
