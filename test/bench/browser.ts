import { gzipSync } from 'node:zlib'
import type { Browser, Page, Response } from 'playwright-core'
import { accountButton, connectButton, dialog } from '../support/browser/flows.js'
import { watchForeignRequests } from '../support/browser/foreign-requests.js'
import { installTestWallet, type TestWalletOptions } from '../support/wallet/eip1193-test-wallet.js'
import { BACKENDS } from '../../src/backends/index.js'
import type { BenchBackend } from './backends.js'
import type { CountingProxy } from '../support/chain/counting-proxy.js'
import { median } from './latency.js'
import { VISITOR } from './visitor.js'
import { withoutDevToolsStacks } from './devtools-stacks.js'

export interface BrowserFigures {
  /** gzip bytes of the JS the page fetched until it was idle, before anyone clicked. */
  loadJsGzip: number
  /** JSON-RPC requests to the node during that first load (the design says none). */
  loadNodeRequests: number
  /** Median ms from the click on the wallet to the account button showing the balance. */
  connectMs: number
  /** gzip bytes of the JS fetched during the connect (libraries loaded on first use). */
  connectJsGzip: number
  connectNodeRequests: number
  connectWalletRequests: number
  /** Requests to any host but 127.0.0.1 (blocked): the design says none. */
  foreignRequests: number
}

const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
export const BROWSER_WALLET_NAME = 'Bench Wallet'

/** The test wallet as a page script: tsx adds `__name` calls to functions, which the page must have. */
export function walletScript(nodeUrl: string, extra: Partial<TestWalletOptions> = {}): string {
  const options: TestWalletOptions = {
    rpcUrls: { 31337: nodeUrl },
    chainId: 31337,
    name: BROWSER_WALLET_NAME,
    rdns: 'org.example.benchwallet',
    icon: ICON,
    ...extra,
  }
  return `(() => { const __name = (target) => target; (${installTestWallet.toString()})(window, ${JSON.stringify(options)}) })()`
}

/** gzip (level 9) bytes of every JS response the page received, from the network, since the last reset. */
export function jsCounter(page: Page): { bytes(): Promise<number>; files(): number; reset(): void } {
  let pending: Array<Promise<number>> = []
  page.on('response', (response: Response) => {
    const isJs = new URL(response.url()).pathname.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript')
    if (!isJs) return
    pending.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  return {
    bytes: async () => (await Promise.all(pending)).reduce((sum, size) => sum + size, 0),
    files: () => pending.length,
    reset: () => void (pending = []),
  }
}

const walletRequests = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const wallet = (window as unknown as { ethereum?: { __test?: { requests(): string[] } } }).ethereum
    return wallet?.__test?.requests().length ?? 0
  })

/** One fresh visit: load, then connect through the dialog until the balance shows. */
async function visit(browser: Browser, appUrl: string, walletName: string, nodeUrl: string, proxy: CountingProxy) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(15_000)
  const foreign = watchForeignRequests(context)
  await context.addInitScript({ content: walletScript(nodeUrl) })
  try {
    const page = await context.newPage()
    await withoutDevToolsStacks(page)
    const js = jsCounter(page)
    proxy.reset()
    await page.goto(appUrl, { waitUntil: 'networkidle' })
    await connectButton(page).waitFor()
    const loadJsGzip = await js.bytes()
    const loadNodeRequests = proxy.methods().length

    await connectButton(page).hover()
    await page.waitForTimeout(VISITOR.hoverMs)
    await connectButton(page).click()
    const wallet = dialog(page, 'Connect a Wallet').getByRole('button', { name: walletName })
    await wallet.waitFor()
    await page.waitForTimeout(VISITOR.lookMs)
    js.reset()
    proxy.reset()
    const before = await walletRequests(page)
    const started = performance.now()
    await wallet.click()
    await accountButton(page).filter({ hasText: 'ETH' }).waitFor()
    const connectMs = performance.now() - started
    return {
      loadJsGzip,
      loadNodeRequests,
      connectMs,
      connectJsGzip: await js.bytes(),
      connectNodeRequests: proxy.methods().length,
      connectWalletRequests: (await walletRequests(page)) - before,
      foreignRequests: foreign.length,
    }
  } finally {
    await context.close()
  }
}

/**
 * The backend's build in Debian's chromium: what a first visit downloads, and how long from
 * picking the wallet to seeing account and balance, through the injected EIP-1193/6963 test
 * wallet (memory: its Mock Wallet) on the real node behind the counting proxy.
 */
export async function measureInBrowser(
  browser: Browser,
  backend: BenchBackend,
  appUrl: string,
  nodeUrl: string,
  proxy: CountingProxy,
  runs: number,
): Promise<BrowserFigures> {
  const walletName = BACKENDS[backend].wallets === 'memory' ? 'Mock Wallet' : BROWSER_WALLET_NAME
  const visits = []
  // One untimed visit first: the browser's own warm-up is not the backend's.
  for (let run = 0; run <= runs; run++) visits.push(await visit(browser, appUrl, walletName, nodeUrl, proxy))
  const [, first] = visits
  if (!first) throw new Error('No timed browser visit.')
  return {
    ...first,
    connectMs: median(visits.slice(1).map((entry) => entry.connectMs)),
    foreignRequests: Math.max(...visits.map((entry) => entry.foreignRequests)),
  }
}
