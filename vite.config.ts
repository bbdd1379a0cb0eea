import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { authApiPlugin } from './src/server/vite-plugin.js'

// The dev server also hosts the app's own auth API (src/server) so `npm start` is the whole app.
export default defineConfig({
  plugins: [react(), authApiPlugin()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', sourcemap: true },
})
