import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { authApiPlugin } from './src/server/vite-plugin.js'
import { localChainPlugin } from './src/dev/vite-local-chain.js'

// The dev server also hosts the app's own auth API (src/server) and starts the local chain
// (anvil, 127.0.0.1:8545, chain 31337) so `npm start` is the whole app.
export default defineConfig({
  plugins: [react(), authApiPlugin(), localChainPlugin()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => { if (/main|index\.html/.test(id)) console.error('ID', id); return !/src\/main\.tsx|index\.html/.test(id) } }] } } },
  },
})
