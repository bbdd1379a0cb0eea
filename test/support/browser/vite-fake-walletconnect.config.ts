import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vite'
import appConfig from '../../../vite.config.js'

/**
 * The app's own build, with WalletConnect's SDK replaced by the local fake (the relay cannot be
 * reached here): every backend that loads `@walletconnect/ethereum-provider` gets the fake instead.
 */
export default defineConfig((env) =>
  mergeConfig(appConfig(env), {
    resolve: { alias: { '@walletconnect/ethereum-provider': fileURLToPath(new URL('../wallet/fake-walletconnect-provider.ts', import.meta.url)) } },
  }),
)
