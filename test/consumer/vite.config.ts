import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  // A render that waits on the chain and the wallet may take more than vitest's 5 s on a busy machine.
  test: { environment: 'jsdom', setupFiles: ['src/test-setup.ts'], testTimeout: 30_000 },
})
