import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { watchForeignRequests } from './foreign-requests.js'

export const WIDE = { width: 1280, height: 800 } as const
export const COMPACT = { width: 375, height: 812 } as const

/** A phone as the browser emulates it: its user agent, touch as the main pointer, a mobile viewport. */
export interface PhoneDevice {
  userAgent: string
  viewport: { width: number; height: number }
}

export interface AppPageOptions {
  viewport?: { width: number; height: number }
  /** Emulates a phone (user agent, touch, `isMobile`); its viewport unless `viewport` is given. */
  device?: PhoneDevice
  colorScheme?: 'light' | 'dark'
  /** Scripts run before the app in every page of the context (the injected test wallet). */
  initScripts?: ReadonlyArray<{ content: string }>
  /** The browser's language (navigator.languages, Accept-Language), e.g. `ar`. */
  locale?: string
  /** Media the page reports from the start: reduced motion, forced colours. */
  reducedMotion?: BrowserContextOptions['reducedMotion']
  forcedColors?: BrowserContextOptions['forcedColors']
  /**
   * Playwright's clock in every page from the start: time runs as usual until the test moves it
   * (`page.clock.fastForward`), so a time limit is reached without waiting for it.
   */
  clock?: boolean
  /** Lets the page read the clipboard back (`navigator.clipboard.readText`); granting it costs each context's setup time, so only tests that read it ask. */
  clipboard?: boolean
  /** Accepts any certificate, so a test's own HTTPS server on 127.0.0.1 (self-signed) can stand in for an outside host. */
  ignoreHTTPSErrors?: boolean
}

export interface AppSession {
  context: BrowserContext
  page: Page
  /** Requests the app tried to send anywhere but 127.0.0.1: blocked, and kept for assertions. */
  foreignRequests: string[]
  /** Uncaught page errors and unhandled promise rejections: a test fails on any. */
  pageErrors: string[]
  /** Content-Security-Policy violations the page reported (securitypolicyviolation): a test fails on any. */
  cspViolations: string[]
  /** The headers the first page's document was served with. */
  documentHeaders: Record<string, string>
  /** Requests of the context's pages sent and not yet answered (or failed). */
  requestsInFlight(): number
  /** Requests the context's pages have sent so far. */
  requestsSent(): number
  newPage(): Promise<Page>
  close(): Promise<void>
}

/**
 * A fresh browser context (its own localStorage and clipboard) on the served build. Only
 * 127.0.0.1 is reachable: any other request fails in the browser and is recorded, so a test can
 * prove that nothing (font, RPC, analytics) leaves the machine.
 */
export async function openApp(browser: Browser, url: string, options: AppPageOptions = {}): Promise<AppSession> {
  const context = await browser.newContext({
    viewport: options.viewport ?? options.device?.viewport ?? WIDE,
    ...(options.device ? { userAgent: options.device.userAgent, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    colorScheme: options.colorScheme ?? 'light',
    ...(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    ...(options.forcedColors ? { forcedColors: options.forcedColors } : {}),
    ...(options.ignoreHTTPSErrors ? { ignoreHTTPSErrors: true } : {}),
  })
  // Well under the test timeout, so a missing element fails with its own message.
  context.setDefaultTimeout(10_000)
  const foreignRequests = watchForeignRequests(context)
  const pageErrors: string[] = []
  const cspViolations: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void cspViolations.push(text))
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => window.__reportCspViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber))`,
  })
  for (const script of options.initScripts ?? []) await context.addInitScript(script)
  const requests = countRequests(context)
  if (options.clock) await context.clock.install()
  let documentHeaders: Record<string, string> = {}
  const newPage = async () => {
    const page = await context.newPage()
    // Chromium reports a rejection nobody handles here too, once: a second reporter would count it twice.
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const response = await page.goto(url)
    documentHeaders = response?.headers() ?? {}
    return page
  }
  const page = await newPage()
  return {
    context,
    page,
    foreignRequests,
    pageErrors,
    cspViolations,
    documentHeaders,
    ...requests,
    newPage,
    close: () => context.close(),
  }
}

/** What a context's pages have sent, and what of it is still unanswered. */
export type RequestCounts = Pick<AppSession, 'requestsInFlight' | 'requestsSent'>

/** Counts the context's requests from now on. */
export function countRequests(context: BrowserContext): RequestCounts {
  let sent = 0
  let ended = 0
  context.on('request', () => void sent++)
  context.on('requestfinished', () => void ended++)
  context.on('requestfailed', () => void ended++)
  return { requestsInFlight: () => sent - ended, requestsSent: () => sent }
}

/**
 * Resolves once the page has fetched all it was going to fetch on its own: nothing is in flight, and the
 * main thread has been idle (every module that arrived has run, and asked for what it imports) with no
 * request sent meanwhile. Decided by events, so a slow machine only makes it take longer.
 */
export async function networkSettled(requests: RequestCounts, page: Page): Promise<void> {
  for (;;) {
    while (requests.requestsInFlight() > 0) await requestEnded(page.context())
    const sent = requests.requestsSent()
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
    if (requests.requestsInFlight() === 0 && requests.requestsSent() === sent) return
  }
}

const requestEnded = (context: BrowserContext) =>
  new Promise<void>((resolve) => {
    const done = () => {
      context.off('requestfinished', done)
      context.off('requestfailed', done)
      resolve()
    }
    context.on('requestfinished', done)
    context.on('requestfailed', done)
  })
