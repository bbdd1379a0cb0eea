import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { AppConfig } from '../config.js'

/** What the browser entry imports for the config the build was made with (`src/app-config.d.ts` types it). */
export const APP_CONFIG_MODULE = 'virtual:app-config'
const RESOLVED = `\0${APP_CONFIG_MODULE}`

/**
 * The app's config, read from the env (and checked) when the build or the development server
 * starts, as a module the page imports: its values, and a loader of the chosen backend's module
 * alone. The page names no other backend and reads no env, so a backend added to
 * `src/backends/index.ts` costs the other backends' first visit nothing.
 */
export function appConfigPlugin(read: () => AppConfig): Plugin {
  return {
    name: 'rpgf-app-config',
    resolveId: (id) => (id === APP_CONFIG_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const config = read()
      const backend = fileURLToPath(new URL(`../backends/${config.walletBackend}.ts`, import.meta.url))
      return `export const config = ${JSON.stringify(config)}\nexport const loadWalletBackend = () => import(${JSON.stringify(backend)})\n`
    },
  }
}
