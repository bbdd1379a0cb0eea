import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/** UI tests that bundle the boot script with the build's own bundler. */
const UI_BUILDING = ['test/ui/shell/boot-script.test.ts'] as const

// One project per kind of test; each area's owner keeps its own block.
export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time, whatever the machine: vitest's default (one fewer than the cores) is a single
    // worker on a 2-core machine, and most of the suite waits on browsers, nodes and servers, not the CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'test/domain/**/*.test.ts',
            'test/hostile/**/*.test.ts',
            'test/adapters/memory/**/*.test.ts',
            'test/adapters/browser/**/*.test.ts',
            'test/src/**/*.test.ts',
            'test/tooling/**/*.test.ts',
          ],
          environment: 'node',
          // Worker threads start faster than forked processes.
          pool: 'threads',
          // The files share each worker's module graph (viem, inversify and the domain are imported once per
          // worker, not once per file: the project's CPU time went from 55 to 32 s). They hold no state at module
          // level and restore what they change (timers, globals) after each test; shuffled orders pass as well.
          isolate: false,
          // The property tests run thousands of cases: a second on a quiet machine, several with its cores busy.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...UI_BUILDING],
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
          // Each file in a fresh VM context of a long-lived worker: jsdom and React are loaded once per
          // worker, not once per file (the project's time went from 69 to 33 s), and no state crosses files.
          pool: 'vmThreads',
          // A test's first render imports and transforms the dialogs' modules: on a machine whose cores are
          // busy with other work that alone can take several seconds. Tests wait for events, never for this.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // UI tests that run the build's bundler (rolldown's native binding does not load inside a VM context).
          name: 'ui-build',
          include: [...UI_BUILDING],
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
          pool: 'threads',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['test/adapters/{contract,wallet-kernel,reads,wagmi,ethers,http,ens}/**/*.test.ts', 'test/adapters/transactions/**/*.test.ts'],
          environment: 'node',
          // One module graph per forked worker (wagmi, viem, ethers and msw imported once, not per file: 45 to 24 s
          // of CPU). Each file's state on the shared nodes is its own, and msw servers close after their file.
          isolate: false,
          // Real anvil nodes (31337 and 10, on ports the system hands out) for the whole run: tests read inject('chainUrls').
          globalSetup: ['test/support/chain/global-setup.ts'],
          testTimeout: 30_000,
          // Receipts come from real nodes: on a loaded machine a poll may need more than the default 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          // One module graph per worker, as in the unit project (52 to 37 s of CPU); each file starts and stops its own servers.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          // Packs the kit, installs the tarball into the example app (test/consumer), typechecks, builds and tests it.
          include: ['test/package/**/*.test.ts'],
          environment: 'node',
          // One pack for the project's example apps (the Vite app, the Next.js app).
          globalSetup: ['test/support/package/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          // A poll waits for what a browser page does (a sign-in's round trips): more than 1 s on busy cores.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // Playwright and the support code are imported once per worker, not once per file (import time 32 to 6 s);
          // each file opens its own browser connection and a fresh context per test, closed after it.
          isolate: false,
          globalSetup: ['test/support/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll waits for what a page does (a chunk fetched on focus, a commit): 1 s, the default, is not
          // always enough for a browser on busy cores. Polls end as soon as their condition holds.
          expect: { poll: { timeout: 10_000 } },
          // Files run beside each other and beside the other projects (a project without file parallelism
          // waits for all the others, then runs alone): each file's state on the shared nodes is its own.
        },
      },
    ],
  },
})
