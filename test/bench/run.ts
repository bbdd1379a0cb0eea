/**
 * `npm run bench`: the wallet backends compared in one run, and this app against a RainbowKit 2 app
 * and a plain page. Builds the app once per backend and weighs the JS a first visit loads; starts a
 * real anvil node behind a counting proxy, times connect and balance reads and counts the JSON-RPC
 * requests they make; then measures every build, the RainbowKit app and the plain page in Debian
 * chromium, as is and with the CPU slowed 4x. Prints the tables. Not part of `npm test`.
 *
 * BENCH_AGAINST=<git ref> also builds every backend as it was at that commit and visits those builds in the
 * comparison's passes, beside this checkout's: a table per CPU rate then gives each time now and then.
 *
 * BENCH_ONLY=backends | compare | dialog runs one part (dialog: only "click `Connect Wallet` -> dialog painted", this
 * app against the RainbowKit app, 1 s after load, at 1x and 4x CPU, which the comparison also runs); BENCH_BACKEND=<name>
 * measures one backend; BENCH_RUNS=<n> sets the comparison's visits per page
 * (default 9: the click rows are a few milliseconds, and fewer visits move their ratios by ±0.3); BENCH_FORMAT=markdown prints markdown tables; BENCH_HOVER_MS and BENCH_LOOK_MS set how long the
 * modelled visitor rests the pointer on `Connect Wallet` and reads the wallet list (visitor.ts). Without BENCH_ONLY the sign-in API's load
 * test (`npm run bench:auth`) runs last.
 *
 * Exits 3, after printing every table, when this app's pages had a long task from the first paint to a few seconds
 * after the page is usable (on load or reload, at any CPU rate), naming each task's work; 1 when the run failed.
 * Tasks over before the first paint are reported in their own row, not failed: nothing was on screen to click.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { startLocalChain } from '../../src/dev/local-chain.js'
import { launchChromium } from '../support/browser/chromium.js'
import { startStaticServer } from '../support/browser/static-server.js'
import { freePort } from '../support/ports.js'
import { EIP1193_BACKENDS } from '../../src/backends/index.js'
import { BENCH_BACKENDS, type BenchBackend } from './backends.js'
import { buildBackend, startBytes, type StartBytes } from './bundle-size.js'
import { startCountingProxy, type CountingProxy } from '../support/chain/counting-proxy.js'
import { measureAuthLoad } from './auth-load.js'
import { measureInBrowser } from './browser.js'
import { measureLatency, type LatencyOptions } from './latency.js'
import { VISITOR } from './visitor.js'
import { runComparison } from './compare/run-comparison.js'
import { WATCH_MS } from './compare/long-tasks.js'
import { buildAgainst, type AgainstBuilds } from './against.js'
import { BROWSER_HEADERS, browserRows, HEADERS, markdownTable, requestLines, rows, textTable, type BackendFigures } from './report.js'

const OPTIONS: LatencyOptions = { connectRuns: 15, balanceRuns: 40 }
const BROWSER_RUNS = 9
const ONLY = process.env.BENCH_ONLY
const COMPARE_RUNS = Number(process.env.BENCH_RUNS ?? 9)
if (!Number.isInteger(COMPARE_RUNS) || COMPARE_RUNS < 1 || COMPARE_RUNS > 50)
  throw new Error(`BENCH_RUNS must be a whole number from 1 to 50, got "${process.env.BENCH_RUNS}".`)
if (ONLY !== undefined && ONLY !== 'backends' && ONLY !== 'compare' && ONLY !== 'dialog')
  throw new Error(`BENCH_ONLY must be backends, compare or dialog, got "${ONLY}".`)
const COMPARE_CPU_RATES = [1, 4] as const
/** BENCH_BACKEND=<name> measures one backend (beside the RainbowKit app and the plain page): a quick look while working. */
const PICKED = process.env.BENCH_BACKEND
if (PICKED !== undefined && !BENCH_BACKENDS.includes(PICKED as BenchBackend))
  throw new Error(`BENCH_BACKEND must be one of ${BENCH_BACKENDS.join(', ')}, got "${PICKED}".`)
const MEASURED = PICKED === undefined ? BENCH_BACKENDS : BENCH_BACKENDS.filter((backend) => backend === PICKED)
const MARKDOWN = process.env.BENCH_FORMAT === 'markdown'
const AGAINST = process.env.BENCH_AGAINST
const table = (headers: readonly string[], body: readonly string[][]) => (MARKDOWN ? markdownTable(headers, body) : textTable(headers, body))
const log = (line: string) => void process.stderr.write(`${line}\n`)

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

// The bench wallet is on the local chain: the app's default chain, as a deployment names the chain its visitors use.
// Names are read after the connect from a chain-1 node here (no ENS on it: no name), not from a public host.
const buildEnv = (appRpcUrl: string, mainnetUrl: string) => ({ VITE_RPC_URL_31337: appRpcUrl, VITE_DEFAULT_CHAIN_ID: '31337', VITE_RPC_URL_1: mainnetUrl })

/** Builds the app with this backend; the local chain is offered, its RPC through the counting proxy. */
async function build(backend: BenchBackend, scratch: string, appRpcUrl: string, mainnetUrl: string): Promise<{ outDir: string; bytes: StartBytes }> {
  const outDir = join(scratch, backend)
  log(`building with VITE_WALLET_BACKEND=${backend}...`)
  await buildBackend(root, backend, outDir, buildEnv(appRpcUrl, mainnetUrl))
  return { outDir, bytes: startBytes(outDir, backend) }
}

/** Debian's chromium when it is there; without it the browser table is left out, said so, and the rest still runs. */
async function startBrowser(): Promise<Browser | undefined> {
  try {
    return await launchChromium()
  } catch (error) {
    process.stderr.write(`no browser figures: ${error instanceof Error ? error.message : String(error)}\n`)
    return undefined
  }
}

function backendsReport(figures: readonly BackendFigures[], table: string, browserTable: string | undefined): string {
  const onIntent = figures.map((entry) => `${entry.backend} ${(entry.bytes.onIntentGzip / 1000).toFixed(1)} kB`).join(', ')
  return [
    `The backends (run ${new Date().toISOString()} on Node ${process.version}; all measured in the same run):`,
    '',
    table,
    '',
    "- Builds: `VITE_WALLET_BACKEND=<backend> VITE_RPC_URL_31337=<counting proxy> VITE_DEFAULT_CHAIN_ID=31337 VITE_RPC_URL_1=<chain-1 node> vite build` (the local chain offered, as the e2e builds, and the default: the bench wallet is on it; the account's ENS name is looked up after the connect on a local chain-1 node, not counted here).",
    "- JS at start: gzip (level 9) of the JS a first visit loads before any interaction: index.html's entry and",
    "  its static imports. The app and backend modules the entry loads on the visitor's intent (or at once for a",
    `  remembered wallet), with their static imports: ${onIntent}. Lazy chunks (wallet SDKs, QR code, sign-in) are in neither.`,
    `- connect: median of ${OPTIONS.connectRuns} first connects, each on a fresh page (new port, a wallet that has not seen the app).`,
    `  memory waits its specified 100 ms; ${EIP1193_BACKENDS.join(', ')} connect the EIP-1193/6963 test wallet backed by a real anvil node.`,
    `- balance read: median of ${OPTIONS.balanceRuns} reads on a connected page (memory: in-memory; ${EIP1193_BACKENDS.join(', ')}: HTTP to anvil).`,
    '- JSON-RPC per connect: from picking the wallet to having account and balance (connect + one balance read):',
    "  EIP-1193 requests to the wallet + requests to the app's node, counted by a proxy in front of anvil.",
    '  per auto-connect: the same after a reload (reconnect + balance). The design budget is 3 for each.',
    "- ÷ memory: the figure divided by the memory backend's (the baseline); – where the baseline is 0.",
    '- Timings are from Node on this machine (no browser, no network latency): compare them, do not quote them as page times.',
    '',
    ...(browserTable
      ? [
          'In a real browser (Debian chromium, headless):',
          '',
          browserTable,
          '',
          "- Each backend's build served on 127.0.0.1; the EIP-1193/6963 test wallet injected before the app (memory: its Mock Wallet).",
          `- JS on first load: gzip (level 9) of every .js the page fetched until the network was idle. pick wallet → balance shown: median of ${BROWSER_RUNS} fresh visits,`,
          '  from the click on the wallet in the connect dialog until the account button shows the balance; it includes fetching the code loaded on first use',
          `  that was not fetched ahead while the pointer rested ${VISITOR.hoverMs} ms on \`Connect Wallet\` and the list was read ${VISITOR.lookMs} ms (BENCH_HOVER_MS, BENCH_LOOK_MS).`,
          '- JSON-RPC on load: requests to the node before any click (the design says 0); foreign requests: to hosts other than 127.0.0.1 (blocked; the design says 0).',
          '',
        ]
      : ['No browser figures in this run: Debian chromium was not available.', '']),
    'Requests made:',
    '',
    ...requestLines(figures),
    '',
  ].join('\n')
}

async function measureBackends(
  builds: ReadonlyArray<{ backend: BenchBackend; outDir: string; bytes: StartBytes }>,
  chain: { url: string },
  proxy: CountingProxy,
  browser: Browser | undefined,
): Promise<string> {
  const figures: BackendFigures[] = []
  for (const { backend, outDir, bytes } of builds) {
    log(`measuring ${backend}...`)
    const latency = await measureLatency(backend, { nodeUrl: chain.url, appRpcUrl: proxy.url }, proxy, OPTIONS)
    const entry: BackendFigures = { backend, bytes, ...latency }
    if (browser) {
      const server = await startStaticServer({ root: outDir })
      try {
        entry.browser = await measureInBrowser(browser, backend, server.url, chain.url, proxy, BROWSER_RUNS)
      } finally {
        await server.close()
      }
    }
    figures.push(entry)
  }
  const inBrowser = browserRows(figures)
  return backendsReport(figures, table(HEADERS, rows(figures)), inBrowser.length > 0 ? table(BROWSER_HEADERS, inBrowser) : undefined)
}

/** Exit code when this app's pages had a long task: the figures are printed, and the run says it missed. */
const LONG_TASK_EXIT = 3

async function main(): Promise<number> {
  let longTasks: string[] = []
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'))
  const chain = await startLocalChain({ port: await freePort(), chainId: 31337 })
  const mainnet = await startLocalChain({ port: await freePort(), chainId: 1 })
  const proxy = await startCountingProxy(chain.url)
  try {
    const builds = []
    for (const backend of MEASURED) builds.push({ backend, ...(await build(backend, scratch, proxy.url, mainnet.url)) })
    const against: AgainstBuilds | undefined =
      AGAINST && ONLY !== 'backends' ? await buildAgainst(root, AGAINST, MEASURED, scratch, buildEnv(proxy.url, mainnet.url), log) : undefined
    const browser = await startBrowser()
    try {
      if (ONLY !== 'compare' && ONLY !== 'dialog') process.stdout.write(`\n${await measureBackends(builds, chain, proxy, browser)}\n`)
      if (ONLY !== 'backends') {
        if (!browser) log('no comparison with the RainbowKit app and the plain page: it needs Debian chromium.')
        else {
          const comparison = await runComparison({
            browser,
            nodeUrl: chain.url,
            proxy,
            builds,
            scratch,
            runs: COMPARE_RUNS,
            cpuRates: COMPARE_CPU_RATES,
            ...(against ? { against } : {}),
            log,
            dialogOnly: ONLY === 'dialog',
          })
          process.stdout.write(`\nThis app, a RainbowKit 2 app and a plain page in Debian chromium:\n\n${MARKDOWN ? comparison.markdown : comparison.text}\n`)
          longTasks = comparison.longTasks
        }
      }
    } finally {
      await browser?.close()
      await against?.remove()
    }
    if (ONLY === undefined) process.stdout.write(`\n${await measureAuthLoad()}\n`)
  } finally {
    await proxy.close()
    await chain.stop()
    await mainnet.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
  if (longTasks.length === 0) return 0
  process.stderr.write(
    `\nbench: LONG TASKS in this app (none may run from the first paint to ${WATCH_MS / 1000} s after the page is usable):\n${longTasks.map((line) => `  ${line}`).join('\n')}\n`,
  )
  return LONG_TASK_EXIT
}

main().then(
  // Wallet libraries may leave timers behind; the bench is done.
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
