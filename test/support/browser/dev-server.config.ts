import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

// The app's dev server as `npm start` runs it, minus the plugins that start things the e2e run
// starts itself (its own anvil on 28545, not 8545) or does not need (the auth API).
export default defineConfig({
  root: ROOT,
  plugins: [react()],
  // Its own pre-bundle cache, so a dev server another helper runs cannot race this one.
  cacheDir: resolve(ROOT, 'node_modules/.vite-e2e'),
  logLevel: 'warn',
})
