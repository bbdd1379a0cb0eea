import type { AppConfig } from './config.js'
import type { WalletServicesOptions } from './kit/create-wallet-services.js'

// Apart from config.ts, which the first screen loads: this is needed only once the app is.

/** The env's config as `createWalletServices` options: this app builds its services as any app of the kit does. */
export function walletServicesOptions(config: AppConfig): WalletServicesOptions {
  return {
    appName: config.appName,
    chains: config.chains,
    backend: config.walletBackend,
    ...(config.walletConnectProjectId ? { walletConnectProjectId: config.walletConnectProjectId } : {}),
    ...(config.signIn ? { signIn: '/api/auth' } : {}),
  }
}
