import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { openApp, type AppPageOptions, type AppSession } from './app-page.js'
import type { E2eBackend } from './build-app.js'
import { connectChromium } from './chromium.js'

export interface AppSuite {
  /** A fresh context on the backend's build; closed after the test, which fails on page errors or foreign requests. */
  open(options?: AppPageOptions): Promise<AppSession>
}

/** The run's Chromium, a fresh context per `open` on the build of this backend. */
export function useAppSuite(backend: E2eBackend): AppSuite {
  return useBrowserSuite(() => {
    const url = inject('e2e').apps[backend]
    if (!url) throw new Error(`The ${backend} build is not part of this run (E2E_BACKENDS).`)
    return url
  })
}

/** The sign-in build (wagmi, VITE_SIGN_IN=siwe) under `npm run serve`, beside its auth API. */
export const useSignInSuite = (): AppSuite => useBrowserSuite(() => inject('e2e').signInApp)

/** The wagmi build with VITE_DEV_PAGES=on, where `/?dev=transactions` sends real transactions. */
export const useDevPagesSuite = (path = '/'): AppSuite => useBrowserSuite(() => new URL(path, inject('e2e').devPagesApp).href)

/** Like {@link useAppSuite}, on a build a test file serves itself (its URL known once its beforeAll ran). The run's Chromium, a context per `open`. */
export function useBrowserSuite(appUrl: () => string): AppSuite {
  let browser: Browser | undefined
  const sessions: AppSession[] = []
  beforeAll(async () => {
    browser = await connectChromium(inject('e2e').browserEndpoint)
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    const open = sessions.splice(0)
    try {
      // One round trip to every page, so a rejection reported just before the test ended is counted.
      await Promise.all(open.flatMap((session) => session.context.pages().map((page) => page.evaluate(() => 0).catch(() => 0))))
      for (const session of open) {
        expect(session.pageErrors, 'uncaught errors in the page').toEqual([])
        expect(session.foreignRequests, 'requests to hosts other than 127.0.0.1').toEqual([])
        expect(session.cspViolations, 'Content-Security-Policy violations').toEqual([])
      }
    } finally {
      await Promise.all(open.map((session) => session.close()))
    }
  })
  return {
    async open(options) {
      const url = appUrl()
      if (!browser) throw new Error('useAppSuite: open() called outside a test.')
      const session = await openApp(browser, url, options)
      sessions.push(session)
      return session
    },
  }
}
