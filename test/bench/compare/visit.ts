import type { Browser, Page } from 'playwright-core'
import { countRequests, networkSettled } from '../../support/browser/app-page.js'
import { watchForeignRequests } from '../../support/browser/foreign-requests.js'
import { TEST_ACCOUNT_SHORT } from '../../support/browser/flows.js'
import { jsCounter, walletScript } from '../browser.js'
import type { CountingProxy } from '../../support/chain/counting-proxy.js'
import { PROBE_GLOBAL, probeScript, type ProbeMarks } from './probe.js'
import { longest, longTasksBefore, longTasksBetween, totalMs, WATCH_MS, type LongTask } from './long-tasks.js'
import { VISITOR } from '../visitor.js'
import { withoutDevToolsStacks } from '../devtools-stacks.js'

/** One page under comparison, served on 127.0.0.1. */
export interface CompareTarget {
  /** Column name in the table. */
  name: string
  url: string
  /** The wallet's button in the page's wallet list; absent for a page whose `Connect Wallet` connects at once. */
  walletEntry?: string
  /** The injected test wallet answers eth_requestAccounts this many ms late (default: at once). */
  walletConnectDelayMs?: number
}

/** What one fresh visit (load, connect, reload) measured. */
export interface VisitFigures {
  loadMs: number
  /** Long tasks from navigation to WATCH_MS after the button showed, in sum and count; the longest from the first paint on, named. */
  longTaskMs: number
  longTaskCount: number
  longestTask: LongTask | undefined
  /** The same from the reload's navigation to WATCH_MS after the account showed again (the longest from its first paint on). */
  reloadLongTaskMs: number
  reloadLongestTask: LongTask | undefined
  /** The longest task over before the first paint, of the load and of the reload: the paint waited for it. */
  prePaintLongestTask: LongTask | undefined
  reloadPrePaintLongestTask: LongTask | undefined
  loadJsGzip: number
  /** JS files requested before the button showed, and when the last of them had arrived (the import chain). */
  jsBeforeButton: number
  lastJsAt: number
  loadRpc: number
  /** The requests behind the counts: `wallet:<method>` and `node:<method>`. */
  loadMethods: string[]
  connectMs: number
  balanceMs: number
  connectRpcWallet: number
  connectRpcNode: number
  connectMethods: string[]
  /** JS fetched from the pointer over `Connect Wallet` to the wallet click (the visitor's intent, the list read). */
  intentJsGzip: number
  intentJsFiles: number
  connectJsGzip: number
  connectJsFiles: number
  reloadMs: number
  /** Requests from the reload until the balance showed again. */
  reloadMethods: string[]
  /** When `Connect Wallet` showed during the reload before the account replaced it. */
  reloadFlashAt: number | undefined
  /** Requests to hosts other than 127.0.0.1 (all blocked), by host. */
  foreign: Record<string, number>
}

/** The page settles this long after the button shows before the network is checked for idle. */
export const SETTLE_MS = 250
const WALLET_STORAGE_KEY = 'bench-wallet.connected'

const readMarks = (page: Page): Promise<ProbeMarks> =>
  page.evaluate((name) => (window as unknown as Record<string, ProbeMarks>)[name] as ProbeMarks, PROBE_GLOBAL)

const waitForMark = (page: Page, mark: keyof Omit<ProbeMarks, 'longTasks' | 'frames'>) =>
  page.waitForFunction(([name, key]) => (window as unknown as Record<string, Record<string, unknown>>)[name]?.[key] !== undefined, [
    PROBE_GLOBAL,
    mark,
  ] as const)

const walletMethods = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { ethereum?: { __test?: { requests(): string[] } } }).ethereum?.__test?.requests() ?? [])

/**
 * Waits until the page's clock passes `at` (a task still running then is reported when it ends). Timed
 * from here, reading the clock once a wait: a poll inside the page (`waitForFunction`'s timer) would run
 * its own scripts there, every 100 ms through the watch window, and join the tasks it counts.
 */
async function waitForPageTime(page: Page, at: number): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => performance.now())
    if (now >= at) return
    await new Promise((resolve) => setTimeout(resolve, at - now))
  }
}

/** The wallet's requests since `from` (an index in its log) and the node's since the proxy's last reset. */
async function requestsSince(page: Page, proxy: CountingProxy, from: number): Promise<{ wallet: number; node: number; methods: string[] }> {
  const wallet = (await walletMethods(page)).slice(from)
  const node = proxy.methods()
  return { wallet: wallet.length, node: node.length, methods: [...wallet.map((method) => `wallet:${method}`), ...node.map((method) => `node:${method}`)] }
}

function countByHost(urls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const url of urls) {
    const host = new URL(url).hostname
    counts[host] = (counts[host] ?? 0) + 1
  }
  return counts
}

function required(value: number | undefined, what: string, target: string): number {
  if (value === undefined) throw new Error(`${target}: the probe saw no ${what}.`)
  return value
}

/**
 * One fresh visit in a new browser context: load until `Connect Wallet` is clickable (and the
 * network is idle), connect the injected test wallet until the balance shows, then, once the page
 * has settled (nothing in flight, the main thread idle), reload and wait for the remembered
 * wallet's account and balance. `cpuRate` > 1 slows the page's CPU (Chromium's
 * CPU throttling) for the whole visit.
 */
export async function visit(browser: Browser, target: CompareTarget, nodeUrl: string, proxy: CountingProxy, cpuRate: number): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(30_000 * cpuRate)
  const foreignUrls = watchForeignRequests(context)
  // The wallet remembers the granted access across the reload, as an extension does.
  const delay = target.walletConnectDelayMs === undefined ? {} : { connectDelayMs: target.walletConnectDelayMs }
  await context.addInitScript({ content: walletScript(nodeUrl, { persistKey: WALLET_STORAGE_KEY, ...delay }) })
  await context.addInitScript({ content: probeScript({ account: TEST_ACCOUNT_SHORT, walletLabel: target.walletEntry ?? 'Connect Wallet' }) })
  try {
    const requests = countRequests(context)
    const page = await context.newPage()
    await withoutDevToolsStacks(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    const js = jsCounter(page)
    proxy.reset()
    await page.goto(target.url, { waitUntil: 'load' })
    await waitForMark(page, 'connectVisibleAt')
    await page.waitForTimeout(SETTLE_MS)
    await page.waitForLoadState('networkidle')
    const shownAt = required((await readMarks(page)).connectVisibleAt, 'clickable Connect Wallet', target.name)
    // The visitor may act at any moment: every task until well after the button counts.
    await waitForPageTime(page, shownAt + WATCH_MS)
    const loaded = await readMarks(page)
    const loadMs = shownAt
    const paintAt = loaded.firstPaintAt ?? 0
    const early = longTasksBetween(loaded.longTasks, loaded.frames, 0, loadMs + WATCH_MS)
    const afterPaint = longTasksBetween(loaded.longTasks, loaded.frames, paintAt, loadMs + WATCH_MS)
    const loadJsGzip = await js.bytes()
    const chain = await page.evaluate(
      (until) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < until)
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      loadMs,
    )
    const onLoad = await requestsSince(page, proxy, 0)

    const connect = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    let walletBefore = (await walletMethods(page)).length
    proxy.reset()
    js.reset()
    await connect.hover()
    await page.waitForTimeout(VISITOR.hoverMs)
    let pick = connect
    if (target.walletEntry) {
      await connect.click()
      pick = page.getByRole('dialog').getByRole('button', { name: target.walletEntry }).first()
      await pick.waitFor()
    }
    await page.waitForTimeout(VISITOR.lookMs)
    const intentJsGzip = await js.bytes()
    const intentJsFiles = js.files()
    if (target.walletEntry) {
      walletBefore = (await walletMethods(page)).length
      proxy.reset()
    }
    js.reset()
    await pick.click()
    await waitForMark(page, 'balanceAt')
    const connected = await readMarks(page)
    const clickAt = required(connected.walletClickAt, 'click on the wallet', target.name)
    const onConnect = await requestsSince(page, proxy, walletBefore)
    const connectJsGzip = await js.bytes()
    const connectJsFiles = js.files()

    // A visitor who comes back: the page has done what the connect started (the account's name is
    // looked up after it), so the reload times this page's start, not the last one's leftover work.
    await networkSettled(requests, page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    proxy.reset()
    await page.reload({ waitUntil: 'load' })
    await waitForMark(page, 'balanceAt')
    const onReload = await requestsSince(page, proxy, 0)
    const reloadMs = required((await readMarks(page)).accountAt, 'account after the reload', target.name)
    await waitForPageTime(page, reloadMs + WATCH_MS)
    const reloaded = await readMarks(page)
    const reloadPaintAt = reloaded.firstPaintAt ?? 0
    const reloadTasks = longTasksBetween(reloaded.longTasks, reloaded.frames, 0, reloadMs + WATCH_MS)
    const reloadAfterPaint = longTasksBetween(reloaded.longTasks, reloaded.frames, reloadPaintAt, reloadMs + WATCH_MS)
    const flash = reloaded.connectVisibleAt
    return {
      loadMs,
      longTaskMs: totalMs(early),
      longTaskCount: early.length,
      longestTask: longest(afterPaint),
      reloadLongTaskMs: totalMs(reloadTasks),
      reloadLongestTask: longest(reloadAfterPaint),
      prePaintLongestTask: longest(longTasksBefore(loaded.longTasks, loaded.frames, paintAt)),
      reloadPrePaintLongestTask: longest(longTasksBefore(reloaded.longTasks, reloaded.frames, reloadPaintAt)),
      loadJsGzip,
      jsBeforeButton: chain.length,
      lastJsAt: chain.length === 0 ? 0 : Math.max(...chain),
      loadRpc: onLoad.wallet + onLoad.node,
      loadMethods: onLoad.methods,
      connectMs: required(connected.accountAt, 'account', target.name) - clickAt,
      balanceMs: required(connected.balanceAt, 'balance', target.name) - clickAt,
      connectRpcWallet: onConnect.wallet,
      connectRpcNode: onConnect.node,
      connectMethods: onConnect.methods,
      intentJsGzip,
      intentJsFiles,
      connectJsGzip,
      connectJsFiles,
      reloadMs,
      reloadMethods: onReload.methods,
      reloadFlashAt: flash !== undefined && flash < reloadMs ? flash : undefined,
      foreign: countByHost(foreignUrls),
    }
  } finally {
    await context.close()
  }
}
