import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built like the main app (production mode, the same plugin), only to be measured beside it.
export default defineConfig({ plugins: [react()], build: { target: 'es2022' } })
