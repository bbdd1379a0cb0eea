import { Container, ContainerModule } from 'inversify'
import { ConnectionService, SignInService, TransactionService, type StoragePort } from '../src-domain/index.js'
import { createMemoryAuth } from '../src-adapters/memory/index.js'
import type { AppConfig, WalletBackend } from './config.js'
import { TOKENS } from './tokens.js'

/**
 * Each backend is its own module, loaded only when chosen, so a build ships the code of one
 * wallet library at start. Adding a backend is adding a line here.
 */
const BACKENDS: Record<WalletBackend, () => Promise<ContainerModule>> = {
  memory: () => import('./backends/memory.js').then((module) => module.memoryBackend),
  wagmi: () => import('./backends/wagmi.js').then((module) => module.wagmiBackend),
  ethers: () => import('./backends/ethers.js').then((module) => module.ethersBackend),
}

export interface ContainerOptions {
  config: AppConfig
  storage: StoragePort
  /** Replaces a backend module (tests pass one built around their own fakes). */
  backend?: ContainerModule
}

/** The domain services, bound once over whatever ports the backend module binds. */
const servicesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Connection)
    .toResolvedValue(
      (config, wallet, storage) => new ConnectionService({ wallet, storage, chains: config.chains }),
      [TOKENS.Config, TOKENS.Wallet, TOKENS.Storage],
    )
    .inSingletonScope()
  bind(TOKENS.SignIn)
    .toResolvedValue((auth, wallet) => new SignInService({ auth, wallet }), [TOKENS.Auth, TOKENS.Wallet])
    .inSingletonScope()
  bind(TOKENS.Transactions)
    .toResolvedValue(
      (storage, rpc, connection) => new TransactionService({ storage, rpc, connection }),
      [TOKENS.Storage, TOKENS.ChainRpc, TOKENS.Connection],
    )
    .inSingletonScope()
})

export async function createAppContainer(options: ContainerOptions): Promise<Container> {
  const container = new Container()
  container.bind(TOKENS.Config).toConstantValue(options.config)
  container.bind(TOKENS.Storage).toConstantValue(options.storage)
  container.bind(TOKENS.Auth).toConstantValue(createMemoryAuth())
  container.load(servicesModule, options.backend ?? (await BACKENDS[options.config.walletBackend]()))
  return container
}
