import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { USER_AGENTS } from '../user-agents.js'
import type { PhoneDevice } from './app-page.js'
import type { E2eBackend } from './build-app.js'
import { startServedBuild } from './served-build.js'
import type { StaticServer } from './static-server.js'
import { useBrowserSuite, type AppSuite } from './suite.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const PHONE_VIEWPORT = { width: 390, height: 844 } as const

export const IPHONE: PhoneDevice = { userAgent: USER_AGENTS.iPhoneSafari, viewport: PHONE_VIEWPORT }
export const ANDROID: PhoneDevice = { userAgent: USER_AGENTS.androidChrome, viewport: PHONE_VIEWPORT }
/** MetaMask's in-app browser on Android: its user agent, and (given by the test) its injected provider. */
export const METAMASK_IN_APP: PhoneDevice = { userAgent: USER_AGENTS.metaMaskAndroid, viewport: PHONE_VIEWPORT }

/** A WalletConnect project id of the right form; only the local fake SDK ever sees it. */
const PROJECT_ID = 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0'

/**
 * A production build of one backend with a WalletConnect project id, its WalletConnect SDK replaced
 * by the local fake (test/support/wallet/fake-walletconnect-provider.ts), served with the headers
 * (CSP included) `npm run serve` sends.
 */
function startPhoneApp(backend: E2eBackend): Promise<StaticServer> {
  const { localChainUrl, opChainUrl, mainnetUrl } = inject('e2e')
  const env = { VITE_RPC_URL_31337: localChainUrl, VITE_RPC_URL_10: opChainUrl, VITE_RPC_URL_1: mainnetUrl, VITE_WALLETCONNECT_PROJECT_ID: PROJECT_ID }
  return startServedBuild(backend, env, join(ROOT, 'test/support/browser/vite-fake-walletconnect.config.ts'))
}

/** The phone build of `backend`, built and served for the enclosing describe block (or file). */
export function usePhoneApp(backend: E2eBackend): AppSuite {
  let app: StaticServer | undefined
  beforeAll(async () => {
    app = await startPhoneApp(backend)
  })
  afterAll(async () => {
    await app?.close()
  })
  return useBrowserSuite(() => {
    if (!app) throw new Error(`The ${backend} phone build did not start.`)
    return app.url
  })
}

/**
 * What a phone does to the page while a wallet app is in front: hidden, then shown again when the
 * visitor comes back. Headless Chromium cannot switch apps, so the page's visibility is set and the
 * event fired as the browser would.
 */
export async function visitWalletApp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    set('hidden')
    await new Promise((resolve) => setTimeout(resolve, 100))
    set('visible')
  })
}

/** The pairing URIs the fake WalletConnect SDK handed out in this page, oldest first. */
export const pairingUris = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __fakeWalletConnect?: { pairingUris: string[] } }).__fakeWalletConnect?.pairingUris ?? [])

/** An init script that makes the fake WalletConnect SDK's relay silent until `setSilentRelay(page, false)`. */
export const silentRelayScript = (): { content: string } => ({ content: 'window.__fakeWalletConnectSilent = true' })

/** Makes the fake relay answer again (or fall silent) for the next connect. */
export const setSilentRelay = (page: Page, silent: boolean): Promise<void> =>
  page.evaluate((value) => void ((window as unknown as { __fakeWalletConnectSilent?: boolean }).__fakeWalletConnectSilent = value), silent)
