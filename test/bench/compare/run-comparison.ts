import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { startStaticServer, type StaticServer } from '../../support/browser/static-server.js'
import { BACKENDS } from '../../../src/backends/index.js'
import { MOCK_CONNECT_DELAY_MS } from '../../../src-domain/index.js'
import type { BenchBackend } from '../backends.js'
import type { CountingProxy } from '../../support/chain/counting-proxy.js'
import { markdownTable, textTable } from '../report.js'
import { buildRainbowKitApp, PLAIN_PAGE_DIR } from './rainbowkit.js'
import { againstRows, comparisonRows, longTaskLines, overheadBeyondDelay, requestLines, summarize, type TargetSummary } from './summary.js'
import { describeTask, LONG_TASK_MS, WATCH_MS } from './long-tasks.js'
import { BROWSER_WALLET_NAME } from '../browser.js'
import { VISITOR } from '../visitor.js'
import { KEEP_DEVTOOLS_STACKS } from '../devtools-stacks.js'
import { visit, type CompareTarget, type VisitFigures } from './visit.js'
import { dialogOpenReport, measureDialogOpen, type DialogOpenSummary } from './dialog-open.js'

export const PLAIN_PAGE = 'plain page'
export const RAINBOWKIT_APP = 'RainbowKit 2 app'
/** The plain page again, its wallet answering the connect as late as the memory backend's Mock Wallet (the spec's delay). */
export const PLAIN_PAGE_SLOW_WALLET = `plain page, wallet answering after ${MOCK_CONNECT_DELAY_MS} ms`

export interface ComparisonOptions {
  browser: Browser
  /** The node the test wallet talks to. */
  nodeUrl: string
  /** The counting proxy in front of it: the apps' RPC URL for 31337. */
  proxy: CountingProxy
  /** This app's production builds, one per backend, made with the proxy as the local chain's RPC URL. */
  builds: ReadonlyArray<{ backend: BenchBackend; outDir: string }>
  scratch: string
  /** Timed visits per page and CPU rate (after one untimed). */
  runs: number
  /** CPU slow-down factors, 1 = as is. */
  cpuRates: readonly number[]
  /** The same backends built at an older commit (BENCH_AGAINST): visited in the same passes, and compared in a table of their own. */
  against?: { label: string; builds: ReadonlyArray<{ backend: BenchBackend; outDir: string }> }
  log: (line: string) => void
  /** Only the click-to-dialog measure (BENCH_ONLY=dialog): the other passes are left out. */
  dialogOnly?: boolean
}

export interface ComparisonResult {
  byRate: Array<{ cpuRate: number; summaries: TargetSummary[] }>
  dialogOpen: DialogOpenSummary[]
  /** The tables, printable and as markdown, with how each figure is measured. */
  text: string
  markdown: string
  /** This checkout's long tasks (any visit, any rate), each named: the bench fails when there is one. */
  longTasks: string[]
}

const appName = (backend: BenchBackend) => `this app (${backend})`
const appAt = (backend: BenchBackend, label: string) => `${appName(backend)} at ${label}`
const isMemory = (backend: BenchBackend) => BACKENDS[backend].wallets === 'memory'

function notes(runs: number): string[] {
  return [
    `Each cell: the value (× the plain page / × the RainbowKit app, same run, same CPU rate). Medians of ${runs} fresh visits`,
    'per page (after one untimed), visits of all pages interleaved; counts are the most seen in any visit.',
    'Debian chromium (headless) with the EIP-1193/6963 test wallet injected before the page (this app with',
    'the memory backend: its Mock Wallet), over a real anvil node; the apps read the local chain through a counting proxy.',
    '- load: navigation start to a `Connect Wallet` button that is visible, enabled and the topmost element at its',
    '  centre, seen by one probe (a MutationObserver plus a check at the next frame) installed in every page before its scripts.',
    `- long tasks: PerformanceObserver \`longtask\` entries (over ${LONG_TASK_MS} ms) from navigation to ${WATCH_MS} ms after the button`,
    `  showed (the visitor waits that long before the hover), and on the reload to ${WATCH_MS} ms after the account showed again;`,
    '  each is named by the scripts of the `long-animation-frame` entries it overlaps (else rendering). The bench exits 3 when',
    "  this checkout's pages have one from the first contentful paint on. A task over before the first paint holds off that",
    '  paint (the load time counts it) while nothing is on screen to click: its longest is a row of its own, reported, not',
    "  failed (Total Blocking Time leaves it out too); at 4x CPU the plain page has such tasks as well, in the browser's",
    '  parsing and first frame.',
    '- JS: every JS response the first visit fetched until the button showed and the network was idle, gzip level 9;',
    '  the files requested before the button (Resource Timing) and when the last of them had arrived: the import chain.',
    `- the visitor, the same on every page: the pointer rests on \`Connect Wallet\` ${VISITOR.hoverMs} ms (a hover), it is clicked, and the`,
    `  wallet list is read ${VISITOR.lookMs} ms before the wallet is clicked (the plain page has no list: its \`Connect Wallet\``,
    `  is clicked after the same ${VISITOR.hoverMs + VISITOR.lookMs} ms). BENCH_HOVER_MS and BENCH_LOOK_MS change them. A page may fetch ahead`,
    '  in that time what a connect needs: the JS it fetched then is its own row.',
    "- click to connected: from the click on the wallet in the page's list (the plain page: its `Connect Wallet`) to",
    '  a visible button showing the account (`0xf3…2266`); to balance: to a visible button showing an ETH amount.',
    '- reload: navigation start of a reload, once the connected page has settled (nothing in flight, the main thread',
    '  idle), to the account shown again (the wallet remembers the site); the flash row says whether a clickable',
    '  `Connect Wallet` showed first, and when.',
    "- JSON-RPC: EIP-1193 requests to the wallet + requests to the app's RPC URL (the counting proxy).",
    "- Serving: every page's files under /assets/ (a build's, named by their hash) with `Cache-Control: public, max-age=31536000,",
    "  immutable`, as this app's own server (`npm run serve`) and a CDN send them, the HTML with `no-store`; each visit is a",
    '  new browser context, so the first load fetches everything and the reload takes the assets from the cache.',
    '- Other hosts: every request to a host but 127.0.0.1 is blocked; the hosts are named below.',
    "- 4x CPU: Chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate) for the whole visit.",
    KEEP_DEVTOOLS_STACKS
      ? "- Stack capture: on, as Playwright's DevTools session leaves it (BENCH_DEVTOOLS_STACKS=on): every Error a page creates costs a stack with source positions."
      : "- Stack capture: off (CDP Runtime.setMaxCallStackSizeToCapture 0 on Playwright's session), so errors cost what they cost with no DevTools open.",
    `- ${PLAIN_PAGE_SLOW_WALLET}: the same plain page, its test wallet answering eth_requestAccounts ${MOCK_CONNECT_DELAY_MS} ms late, as the`,
    `  memory backend's Mock Wallet waits the spec's ${MOCK_CONNECT_DELAY_MS} ms before connecting. The memory column's first ratio is to this`,
    "  page (every row), so its connect is compared like for like; every other column's first ratio is to the plain page.",
  ]
}

/**
 * This app with each backend, a RainbowKit 2 app configured like it, and a plain page that
 * connects with EIP-1193 alone, measured side by side in one browser at each CPU rate.
 */
export async function runComparison(options: ComparisonOptions): Promise<ComparisonResult> {
  const { browser, nodeUrl, proxy, runs, log } = options
  const kitDir = await buildRainbowKitApp(join(options.scratch, 'rainbowkit'), { VITE_RPC_URL_31337: proxy.url }, log)
  const memoryBuilds = options.builds.filter(({ backend }) => isMemory(backend))
  const pages: Array<{ name: string; root: string; walletEntry?: string; walletConnectDelayMs?: number }> = [
    ...options.builds.map(({ backend, outDir }) => ({
      name: appName(backend),
      root: outDir,
      walletEntry: isMemory(backend) ? 'Mock Wallet' : BROWSER_WALLET_NAME,
    })),
    { name: RAINBOWKIT_APP, root: kitDir, walletEntry: BROWSER_WALLET_NAME },
    { name: PLAIN_PAGE, root: PLAIN_PAGE_DIR },
    ...(memoryBuilds.length > 0 ? [{ name: PLAIN_PAGE_SLOW_WALLET, root: PLAIN_PAGE_DIR, walletConnectDelayMs: MOCK_CONNECT_DELAY_MS }] : []),
  ]
  const { against } = options
  const pairs = (against?.builds ?? []).map(({ backend, outDir }) => ({
    label: backend,
    now: appName(backend),
    then: appAt(backend, against?.label ?? ''),
    outDir,
  }))
  for (const { label, then, outDir } of pairs) pages.push({ name: then, root: outDir, walletEntry: isMemory(label) ? 'Mock Wallet' : BROWSER_WALLET_NAME })
  const older = new Set(pairs.map((pair) => pair.then))
  const plainFor: Record<string, string> = Object.fromEntries(memoryBuilds.map(({ backend }) => [appName(backend), PLAIN_PAGE_SLOW_WALLET]))
  const servers: StaticServer[] = []
  try {
    const targets: CompareTarget[] = []
    for (const page of pages) {
      // Served as the app's own server and a CDN serve a build: a reload takes the hashed files from the cache.
      const server = await startStaticServer({ root: page.root, cacheAssets: true })
      servers.push(server)
      targets.push({
        name: page.name,
        url: server.url,
        ...(page.walletEntry ? { walletEntry: page.walletEntry } : {}),
        ...(page.walletConnectDelayMs === undefined ? {} : { walletConnectDelayMs: page.walletConnectDelayMs }),
      })
    }
    // This app's builds of this checkout and the RainbowKit app: the pages with a connect dialog.
    const withDialog = targets.flatMap((target) =>
      target.walletEntry && !older.has(target.name) ? [{ name: target.name, url: target.url, walletEntry: target.walletEntry }] : [],
    )
    const dialogOpen = await measureDialogOpen(browser, withDialog, { nodeUrl, cpuRates: options.cpuRates, runs, log })
    const dialogSection = ['Click `Connect Wallet` -> dialog painted (1 s after load):', '', dialogOpenReport(dialogOpen, RAINBOWKIT_APP, false), '']
    const dialogMarkdown = ['Click `Connect Wallet` -> dialog painted (1 s after load):', '', dialogOpenReport(dialogOpen, RAINBOWKIT_APP, true), '']
    if (options.dialogOnly) return { byRate: [], dialogOpen, text: dialogSection.join('\n'), markdown: dialogMarkdown.join('\n'), longTasks: [] }
    const byRate: ComparisonResult['byRate'] = []
    for (const cpuRate of options.cpuRates) {
      const visits = new Map<string, VisitFigures[]>(targets.map((target) => [target.name, []]))
      for (let pass = 0; pass <= runs; pass++) {
        log(`comparison at ${cpuRate}x CPU: ${pass === 0 ? 'untimed pass' : `pass ${pass}/${runs}`}...`)
        for (const target of targets) {
          const figures = await visit(browser, target, nodeUrl, proxy, cpuRate)
          if (pass > 0) visits.get(target.name)?.push(figures)
        }
      }
      byRate.push({ cpuRate, summaries: targets.map((target) => summarize(target.name, visits.get(target.name) ?? [])) })
    }
    const rateTitle = (cpuRate: number) => (cpuRate === 1 ? 'CPU as is' : `CPU slowed ${cpuRate}x`)
    const sections = byRate.map(({ cpuRate, summaries }) => ({
      title: rateTitle(cpuRate),
      ...comparisonRows(
        summaries.filter((summary) => !older.has(summary.name)),
        PLAIN_PAGE,
        RAINBOWKIT_APP,
        plainFor,
      ),
    }))
    if (against && pairs.length > 0)
      for (const { cpuRate, summaries } of byRate)
        sections.push({ title: `This checkout against ${against.label}, ${rateTitle(cpuRate)} (now vs then, same passes)`, ...againstRows(summaries, pairs) })
    const [normal] = byRate
    const overhead = byRate.flatMap(({ cpuRate, summaries }) =>
      Object.entries(plainFor).flatMap(([name, plainName]) => {
        const page = summaries.find((summary) => summary.name === name)
        const plain = summaries.find((summary) => summary.name === plainName)
        return page && plain ? [`${overheadBeyondDelay(page, plain, MOCK_CONNECT_DELAY_MS)}, CPU ${cpuRate}x.`] : []
      }),
    )
    const tail = [
      ...notes(runs),
      ...(overhead.length > 0 ? ['', 'What the app adds to a wallet that takes its time:', '', ...overhead] : []),
      '',
      'Longest tasks (any visit) and what ran in them:',
      '',
      ...byRate.flatMap(({ cpuRate, summaries }) => longTaskLines(summaries).map((line) => `${line} (CPU ${cpuRate}x)`)),
      '',
      'Requests made (first timed visit, CPU as is):',
      '',
      ...requestLines((normal?.summaries ?? []).filter((summary) => !older.has(summary.name))),
      '',
    ]
    const text = [...sections.flatMap((section) => [`${section.title}:`, '', textTable(section.headers, section.body), '']), ...dialogSection, ...tail].join(
      '\n',
    )
    const markdown = [
      ...sections.flatMap((section) => [`${section.title}:`, '', markdownTable(section.headers, section.body), '']),
      ...dialogMarkdown,
      ...tail,
    ].join('\n')
    const ours = new Set(options.builds.map(({ backend }) => appName(backend)))
    const longTasks = byRate.flatMap(({ cpuRate, summaries }) =>
      summaries
        .filter((summary) => ours.has(summary.name))
        .flatMap((summary) =>
          (
            [
              ['load', summary.longestTask],
              ['reload', summary.reloadLongestTask],
            ] as const
          ).flatMap(([when, task]) => (task ? [`${summary.name}, ${when}, CPU ${cpuRate}x: ${describeTask(task)}`] : [])),
        ),
    )
    return { byRate, dialogOpen, text, markdown, longTasks }
  } finally {
    for (const server of servers) await server.close()
  }
}
