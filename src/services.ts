import type { Container } from 'inversify'
import type { AppServices } from '../src-ui/services.js'
import type { AppConfig } from './config.js'
import { TOKENS } from './tokens.js'

/** What the UI is handed: the container's services, resolved once. */
export function resolveServices(container: Container, config: AppConfig): AppServices {
  return {
    appName: config.appName,
    chains: config.chains,
    wallet: container.get(TOKENS.Wallet),
    rpc: container.get(TOKENS.ChainRpc),
    storage: container.get(TOKENS.Storage),
    connection: container.get(TOKENS.Connection),
    transactions: container.get(TOKENS.Transactions),
    ...(config.signIn ? { signIn: container.get(TOKENS.SignIn) } : {}),
  }
}
