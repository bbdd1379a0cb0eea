import type { AppConfig } from './config.js'
import type { WalletServicesOptions } from './kit/create-wallet-services.js'

// Apart from config.ts, which the first screen loads: this is needed only once the app is.

/** The names' code, fetched on the first lookup (after a connect): never part of the first visit. */
function namesLoader(names: AppConfig['nameSource']): NonNullable<WalletServicesOptions['names']> {
  if (names.kind === 'memory') return async () => (await import('../src-adapters/memory/names.js')).createMemoryNames()
  const { rpcUrls } = names
  return async () => (await import('../src-adapters/ens/index.js')).createEnsNames({ rpcUrls })
}

/** The env's config as `createWalletServices` options: this app builds its services as any app of the kit does. */
export function walletServicesOptions(config: AppConfig): WalletServicesOptions {
  return {
    appName: config.appName,
    chains: config.chains,
    backend: config.walletBackend,
    ...(config.walletConnectProjectId ? { walletConnectProjectId: config.walletConnectProjectId } : {}),
    ...(config.signIn ? { signIn: '/api/auth' } : {}),
    names: namesLoader(config.nameSource),
  }
}
