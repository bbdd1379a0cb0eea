/**
 * `npm run bench`: every wallet backend of src/backends compared in one run. Builds the app once per
 * backend and weighs the JS a first visit loads; starts a real anvil node behind a counting proxy and
 * times connect and balance reads and counts the JSON-RPC requests they make. Prints the table
 * and writes it to artifacts/bench-figures.md (not committed). Not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { startLocalChain } from '../../src/dev/local-chain.js'
import { launchChromium } from '../support/browser/chromium.js'
import { startStaticServer } from '../support/browser/static-server.js'
import { freePort } from '../support/ports.js'
import { BENCH_BACKENDS, type BenchBackend } from './backends.js'
import { buildBackend, startBytes, type StartBytes } from './bundle-size.js'
import { startCountingProxy } from '../support/chain/counting-proxy.js'
import { measureAuthLoad } from './auth-load.js'
import { measureInBrowser } from './browser.js'
import { measureLatency, type LatencyOptions } from './latency.js'
import { BROWSER_HEADERS, browserRows, HEADERS, markdownTable, requestLines, rows, textTable, type BackendFigures } from './report.js'

const OPTIONS: LatencyOptions = { connectRuns: 15, balanceRuns: 40 }
const BROWSER_RUNS = 9

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Builds the app with this backend; the local chain is offered, its RPC through the counting proxy. */
async function build(backend: BenchBackend, scratch: string, appRpcUrl: string): Promise<{ outDir: string; bytes: StartBytes }> {
  const outDir = join(scratch, backend)
  process.stderr.write(`building with VITE_WALLET_BACKEND=${backend}...\n`)
  await buildBackend(root, backend, outDir, { VITE_RPC_URL_31337: appRpcUrl })
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

function figuresFile(figures: readonly BackendFigures[], table: string, browserTable: string | undefined): string {
  const entry = figures.map((entry) => `${entry.backend} ${(entry.bytes.entryGzip / 1000).toFixed(1)} kB`).join(', ')
  return [
    '# Bench figures (`npm run bench`)',
    '',
    `Run ${new Date().toISOString()} on Node ${process.version}; all backends measured in the same run.`,
    '',
    table,
    '',
    '- Builds: `VITE_WALLET_BACKEND=<backend> VITE_RPC_URL_31337=<counting proxy> vite build` (the local chain offered, as the e2e builds).',
    '- JS at start: gzip (level 9) of the JS a first visit loads: index.html\'s entry and its static imports,',
    '  plus the backend module the entry awaits before the first render and its static imports. Lazy chunks',
    `  (wallet SDKs, QR code, sign-in) are left out. The entry alone: ${entry}.`,
    `- connect: median of ${OPTIONS.connectRuns} first connects, each on a fresh page (new port, a wallet that has not seen the app).`,
    '  memory waits its specified 100 ms; ethers and wagmi connect the EIP-1193/6963 test wallet backed by a real anvil node.',
    `- balance read: median of ${OPTIONS.balanceRuns} reads on a connected page (memory: in-memory; ethers, wagmi: HTTP to anvil).`,
    '- JSON-RPC per connect: from picking the wallet to having account and balance (connect + one balance read):',
    '  EIP-1193 requests to the wallet + requests to the app\'s node, counted by a proxy in front of anvil.',
    '  per auto-connect: the same after a reload (reconnect + balance). The design budget is 3 for each.',
    '- ÷ memory: the figure divided by the memory backend\'s (the baseline); – where the baseline is 0.',
    '- Timings are from Node on this machine (no browser, no network latency): compare them, do not quote them as page times.',
    '',
    ...(browserTable
      ? [
          '## In a real browser (Debian chromium, headless)',
          '',
          browserTable,
          '',
          '- Each backend\'s build served on 127.0.0.1; the EIP-1193/6963 test wallet injected before the app (memory: its Mock Wallet).',
          `- JS on first load: gzip (level 9) of every .js the page fetched until the network was idle. pick wallet → balance shown: median of ${BROWSER_RUNS} fresh visits,`,
          '  from the click on the wallet in the connect dialog until the account button shows the balance; it includes fetching the code loaded on first use.',
          '- JSON-RPC on load: requests to the node before any click (the design says 0); foreign requests: to hosts other than 127.0.0.1 (blocked; the design says 0).',
          '',
        ]
      : ['No browser figures in this run: Debian chromium was not available.', '']),
    '## Requests made',
    '',
    ...requestLines(figures),
    '',
  ].join('\n')
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'))
  const chain = await startLocalChain({ port: await freePort(), chainId: 31337 })
  const proxy = await startCountingProxy(chain.url)
  try {
    const figures: BackendFigures[] = []
    const browser = await startBrowser()
    try {
      for (const backend of BENCH_BACKENDS) {
        const { outDir, bytes } = await build(backend, scratch, proxy.url)
        process.stderr.write(`measuring ${backend}...\n`)
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
    } finally {
      await browser?.close()
    }
    const body = rows(figures)
    const inBrowser = browserRows(figures)
    process.stdout.write(`\n${textTable(HEADERS, body)}\n\n`)
    if (inBrowser.length > 0) process.stdout.write(`In Debian chromium:\n\n${textTable(BROWSER_HEADERS, inBrowser)}\n\n`)
    const file = join(root, 'artifacts/bench-figures.md')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, figuresFile(figures, markdownTable(HEADERS, body), inBrowser.length > 0 ? markdownTable(BROWSER_HEADERS, inBrowser) : undefined))
    process.stdout.write(`Figures written to ${file}\n\n${await measureAuthLoad()}\n`)
  } finally {
    await proxy.close()
    await chain.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

main().then(
  // Wallet libraries may leave timers behind; the bench is done.
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
