import { Container, ContainerModule } from 'inversify'
import { ConnectionService, SignInService, TransactionService, type AuthPort, type StoragePort } from '../src-domain/index.js'
import { loadBackend, type Backend, type BackendPorts } from './backends/index.js'
import type { AppConfig } from './config.js'
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

export interface ContainerOptions {
  config: AppConfig
  storage: StoragePort
  /** Replaces a backend module (tests pass one built around their own fakes). */
  backend?: ContainerModule
  /** Replaces the sign-in AuthPort (tests pass the memory one); by default the HTTP one when sign-in is on. */
  auth?: AuthPort
  /** How often a receipt wait asks the chain again; the domain's default (2 s) unless given. */
  receiptPollingMs?: number
}

/** Sign-in is optional: off, nothing is bound and its code is never loaded; on, it talks to the app's own /api/auth. */
async function authPort(options: ContainerOptions): Promise<AuthPort | undefined> {
  if (options.auth) return options.auth
  if (!options.config.signIn) return undefined
  const { createHttpAuth } = await import('../src-adapters/http/index.js')
  return createHttpAuth()
}

/** The domain services, bound once over whatever ports the backend module binds. */
const servicesModule = (options: ContainerOptions) => new ContainerModule(({ bind }) => {
  bind(TOKENS.Connection)
    .toResolvedValue(
      (config, wallet, storage) => new ConnectionService({ wallet, storage, chains: config.chains }),
      [TOKENS.Config, TOKENS.Wallet, TOKENS.Storage],
    )
    .inSingletonScope()
  bind(TOKENS.SignIn)
    .toResolvedValue(
      (auth, wallet, storage, connection) => {
        // Started at once: the session survives a reload, other tabs' sign-outs and a disconnect end it.
        const service = new SignInService({ auth, wallet, storage, connection })
        service.start()
        return service
      },
      [TOKENS.Auth, TOKENS.Wallet, TOKENS.Storage, TOKENS.Connection],
    )
    .inSingletonScope()
  bind(TOKENS.Transactions)
    .toResolvedValue(
      (storage, rpc, connection) =>
        new TransactionService({ storage, rpc, connection, ...(options.receiptPollingMs !== undefined ? { receiptPollingMs: options.receiptPollingMs } : {}) }),
      [TOKENS.Storage, TOKENS.ChainRpc, TOKENS.Connection],
    )
    .inSingletonScope()
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
