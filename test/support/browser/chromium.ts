import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserServer } from 'playwright-core'

/** Debian's chromium: the only browser the tests use (a downloaded one cannot be fetched here). */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Flags that keep a headless Chromium quiet: no GPU, no sandbox (root in a container), no calls home.
 * Every host but 127.0.0.1 resolves to nothing, so no request of a page (fetch, script, font, WebSocket)
 * leaves the machine; the pages' requests are watched, not intercepted (foreign-requests.ts), as intercepting
 * sends each one through the test process and turns off the browser's cache.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
] as const

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError'
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

export interface EnsureChromiumOptions {
  /** Where the browser must be (tests point it elsewhere). */
  path?: string
  /** Whether we may install it (root); by default asks the process. */
  root?: boolean
  /** Installs it; by default `apt-get update` and `apt-get install chromium`. */
  install?: () => void
  log?: (line: string) => void
}

function aptInstallChromium(): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env, stdio: 'inherit' })
}

/**
 * Makes sure Debian's chromium is installed: installs it with apt-get when it is missing and we
 * are root, else stops with a message saying how to install it.
 */
export function ensureChromium(options: EnsureChromiumOptions = {}): string {
  const { path = CHROMIUM_PATH, root = isRoot(), install = aptInstallChromium, log = console.log } = options
  if (existsSync(path)) return path
  if (!root) {
    throw new ChromiumMissingError(`The browser tests need Debian's chromium at ${path}. Install it with: sudo apt-get install -y chromium`)
  }
  log(`e2e: ${path} is missing; installing Debian's chromium with apt-get (one time)...`)
  try {
    install()
  } catch (error) {
    throw new ChromiumMissingError(`Installing chromium with apt-get failed (${(error as Error).message}). Install it by hand: apt-get install -y chromium`)
  }
  if (!existsSync(path)) throw new ChromiumMissingError(`apt-get ran but ${path} is still missing. Install it by hand: apt-get install -y chromium`)
  return path
}

function chromiumOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new ChromiumMissingError(`${CHROMIUM_PATH} is missing: the e2e globalSetup installs it (apt-get install -y chromium).`)
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] }
}

/**
 * One headless Chromium for a test file or a bench. Each test then opens its own context (its own
 * localStorage, clipboard and permissions), so tests never see each other's stored wallets.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions())
}

/**
 * One headless Chromium for a whole run, which the test files reach with {@link connectChromium}:
 * starting a browser per file costs more than a file's short tests. Contexts keep tests apart as before.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions())
}

/** The run's Chromium ({@link launchChromiumServer}); closing what this returns closes its contexts and disconnects. */
export const connectChromium = (wsEndpoint: string): Promise<Browser> => chromium.connect(wsEndpoint)
