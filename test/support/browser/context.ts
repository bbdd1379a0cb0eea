import type { E2eBackend } from './build-app.js'

/** What the globalSetup hands the test files (through vitest's provide/inject). */
export interface E2eContext {
  /** The local chain, id 31337. */
  localChainUrl: string
  /** A second node with chain id 10, so switching networks talks to a real node. */
  opChainUrl: string
  /**
   * A node with chain id 1, every build's `VITE_RPC_URL_1`: names are read from it, with ENS's
   * registry at mainnet's address and no name registered. A test that registers names starts its own.
   */
  mainnetUrl: string
  /** The served production build of each backend under test, with the development page at `/?dev=transactions`. */
  apps: Partial<Record<E2eBackend, string>>
  /** The wagmi build with VITE_SIGN_IN=siwe under `npm run serve` (same origin as /api/auth). */
  signInApp: string
  /** The wagmi build with VITE_DEV_PAGES=on: it has the development transactions page. */
  devPagesApp: string
  /** The run's one Chromium (a Playwright browser server): each test file connects to it. */
  browserEndpoint: string
  /** Where the run writes screenshots (gitignored). */
  screenshotDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext
  }
}
