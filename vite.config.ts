import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { appConfigPlugin } from './src/build/app-config-plugin.js'
import { codeSplitting } from './src/build/chunk-groups.js'
import { compileHintsPlugin } from './src/build/compile-hints-plugin.js'
import { firstScreenPlugin } from './src/build/first-screen-plugin.js'
import { readConfig } from './src/config.js'
import { authApiPlugin } from './src/server/vite-plugin.js'
import { devServerPort, DEV_SERVER_PORT, localChainSetting } from './src/dev/dev-server-env.js'
import { localChainPlugin } from './src/dev/vite-local-chain.js'

// The dev server also hosts the app's own auth API (src/server) and starts the local chain
// (anvil, 127.0.0.1:8545, chain 31337; LOCAL_CHAIN_URL or LOCAL_CHAIN=off change that) so `npm start` is the whole app.
export default defineConfig(({ mode, command }) => {
  // Read when the build or the server starts: the page gets the result (src/build/app-config-plugin.ts).
  const config = () => readConfig({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }, { dev: command === 'serve' })
  return {
    plugins: [
      appConfigPlugin(config),
      react(),
      authApiPlugin(),
      command === 'serve' ? localChainPlugin(localChainSetting(process.env)) : undefined,
      // The first screen: the boot script (inlined by the build), its style sheet inlined, a remembered wallet's files listed.
      firstScreenPlugin(config),
      // The code a wallet's connect runs, compiled as it loads rather than in the click.
      compileHintsPlugin(() => config().walletBackend),
    ],
    server: { host: '127.0.0.1', port: command === 'serve' ? devServerPort(process.env) : DEV_SERVER_PORT },
    preview: { host: '127.0.0.1', port: 4173 },
    // No source maps: a production build would publish the full sources beside the bundle.
    // No modulepreload polyfill in the entry: every browser of the target preloads modules itself
    // but Safari before 17, which then fetches each module as it is imported (slower, not broken).
    // viem's public client in a chunk of its own, off the connect path (src/build/chunk-groups.ts).
    build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false }, rolldownOptions: { output: { codeSplitting } } },
  }
})
