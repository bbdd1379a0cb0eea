import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/domain/**/*.test.ts', 'test/adapters/memory/**/*.test.ts', 'test/adapters/browser/**/*.test.ts', 'test/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
        },
      },
    ],
  },
})
