import { Container, ContainerModule } from 'inversify'
import type { AuthPort, StoragePort } from '../src-domain/index.js'
import { loadBackend, type Backend, type BackendPorts } from './backends/index.js'
import type { AppConfig } from './config.js'
import { enabledServices, SERVICES, type ServiceName, type ServiceOptions } from './services.js'
import { TOKENS } from './tokens.js'

/** The chosen backend's ports, built once over the app's config and storage. */
function backendModule(backend: Backend): ContainerModule {
  const PORTS = Symbol('BackendPorts')
  return new ContainerModule(({ bind }) => {
    bind<BackendPorts>(PORTS)
      .toResolvedValue(
        (config, storage) =>
          backend.create({ chains: config.chains, storage, walletConnect: { projectId: config.walletConnectProjectId, appName: config.appName } }),
        [TOKENS.Config, TOKENS.Storage],
      )
      .inSingletonScope()
    bind(TOKENS.Wallet).toResolvedValue((ports: BackendPorts) => ports.wallet, [PORTS])
    bind(TOKENS.ChainRpc).toResolvedValue((ports: BackendPorts) => ports.rpc, [PORTS])
  })
}

export interface ContainerOptions extends ServiceOptions {
  config: AppConfig
  storage: StoragePort
  /** Replaces a backend module (tests pass one built around their own fakes). */
  backend?: ContainerModule
  /** Replaces the sign-in AuthPort (tests pass the memory one); by default the HTTP one when sign-in is on. */
  auth?: AuthPort
}

/** Sign-in is optional: off, nothing is bound and its code is never loaded; on, it talks to the app's own /api/auth. */
async function authPort(options: ContainerOptions): Promise<AuthPort | undefined> {
  if (options.auth) return options.auth
  if (!options.config.signIn) return undefined
  const { createHttpAuth } = await import('../src-adapters/http/index.js')
  return createHttpAuth()
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
  container.load(servicesModule(options), options.backend ?? backendModule(await loadBackend(options.config.walletBackend)))
  return container
}
