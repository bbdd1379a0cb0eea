import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, posix } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp, buildCode } from '../../support/browser/build-app.js'
import { launchChromium } from '../../support/browser/chromium.js'
import { accountButton, chainButton, connectButton, dialog } from '../../support/browser/flows.js'
import { startStaticServer, type StaticServer } from '../../support/browser/static-server.js'
import { installTestWallet } from '../../support/wallet/eip1193-test-wallet.js'

/** Only ethers carries it: another backend's library, which a wagmi build holds nowhere (its page names only its own backend). */
const ETHERS_MARKER = 'JsonRpcSigner'

/** Strings only the heavy SDKs carry: their relay, key servers and package names. */
const SDK_MARKERS = {
  walletConnect: 'relay.walletconnect',
  coinbase: 'keys.coinbase.com',
  safe: 'getSafeInfo',
  metaMask: 'metamask-sdk',
  // wagmi and viem themselves load on the first connect (or a restore): listing wallets needs neither.
  wagmi: '@wagmi/core@',
  wagmiActions: 'recentConnectorId',
  viem: 'viem@',
} as const

let outDir: string

/** The chunks a page loads before anyone clicks: the entry, the wagmi backend it boots, and their static imports. */
function startChunks(root: string): string[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const entry = /<script[^>]*src="\/([^"]+)"/.exec(html)?.[1]
  const backend = readdirSync(join(root, 'assets')).find((name) => /^wagmi-[\w-]+\.js$/.test(name))
  if (!entry || !backend) throw new Error(`no entry (${entry}) or wagmi backend chunk (${backend}) in the build`)
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(join(root, file), 'utf8')
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later.
    for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(posix.normalize(posix.join(dirname(file), match[1] as string)))
    }
  }
  visit(entry)
  visit(`assets/${backend}`)
  return [...seen]
}

beforeAll(async () => {
  const urls = inject('chainUrls')
  outDir = mkdtempSync(join(tmpdir(), 'wagmi-build-'))
  // Built as a maintainer would for end-to-end runs: the local chain offered through its node.
  // The test wallet is on the local chain: it is the default, the one the connect dialog gets ready to read.
  await buildApp({
    backend: 'wagmi',
    env: { VITE_RPC_URL_31337: urls[31337] as string, VITE_RPC_URL_10: urls[10] as string, VITE_DEFAULT_CHAIN_ID: '31337' },
    outDir,
  })
}, 180_000)
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('the wagmi build: nothing heavy at start', () => {
  it("the JS loaded at start holds no wallet SDK, nor wagmi and viem themselves; the build has them as separate chunks, and no other backend's library", () => {
    const start = startChunks(outDir)
    expect(start.some((file) => file.includes('wagmi-'))).toBe(true)
    const startCode = buildCode(outDir, start)
    const allCode = buildCode(outDir)
    for (const [sdk, marker] of Object.entries(SDK_MARKERS)) {
      expect(allCode.includes(marker), `${sdk} is in the build`).toBe(true)
      expect(startCode.includes(marker), `${sdk} is not loaded at start`).toBe(false)
    }
    expect(allCode.includes(ETHERS_MARKER), 'ethers is in no chunk of the wagmi build').toBe(false)
  })
})

describe('the wagmi build in Chromium, with the EIP-6963 test wallet on the real node', () => {
  let browser: Browser
  let server: StaticServer

  beforeAll(async () => {
    server = await startStaticServer({ root: outDir })
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  /** A page with the test wallet injected before the app runs, counting what reaches the nodes. */
  async function open(): Promise<{ page: Page; nodeRequests: string[]; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext()
    const urls = inject('chainUrls')
    const options = {
      rpcUrls: urls,
      chainId: 31337,
      name: 'Test Wallet',
      rdns: 'org.example.testwallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
      persistKey: 'test-wallet',
    }
    // The wallet function is serialized into the page; `__name` is what the test transform may wrap it in.
    await context.addInitScript(`var __name = (fn) => fn; (${installTestWallet.toString()})(window, ${JSON.stringify(options)})`)
    const page = await context.newPage()
    const nodes = new Set(Object.values(urls).map((url) => new URL(url).origin))
    const nodeRequests: string[] = []
    const errors: string[] = []
    page.on('request', (request) => {
      if (!nodes.has(new URL(request.url()).origin)) return
      const body = request.postData() ?? ''
      // One entry per HTTP request; a batch lists its methods joined by '+'.
      nodeRequests.push([...body.matchAll(/"method":"([^"]+)"/g)].map((match) => match[1]).join('+') || body)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${server.url}/`)
    return { page, nodeRequests, errors, close: () => context.close() }
  }

  const walletRequests = (page: Page) =>
    page.evaluate(() => (window as unknown as { ethereum: { __test: { requests(): string[] } } }).ethereum.__test.requests())

  it('lists the wallet by its announced name, connects with 3 JSON-RPC requests from the pick, and auto-connects after a reload', async () => {
    const { page, nodeRequests, errors, close } = await open()
    try {
      await connectButton(page).waitFor()
      expect(nodeRequests, 'a first visit asks no node anything').toEqual([])
      expect(await walletRequests(page), 'nor the wallet').toEqual([])

      await connectButton(page).click()
      const connect = dialog(page, 'Connect a Wallet')
      await connect.waitFor()
      // The open dialog gets the default chain's reads ready: its endpoint's chain checked once, ahead of the pick.
      await expect.poll(() => nodeRequests).toEqual(['eth_chainId'])
      expect(await walletRequests(page), 'the wallet is asked nothing before the pick').toEqual([])

      await connect.getByRole('button', { name: 'Test Wallet' }).click()
      await accountButton(page).waitFor()
      expect(await chainButton(page).textContent()).toContain('Hardhat')
      // From the pick to account and balance: the wallet's accounts and chain, then the balance alone.
      await expect.poll(() => nodeRequests).toEqual(['eth_chainId', 'eth_getBalance'])
      expect(await walletRequests(page)).toEqual(['eth_requestAccounts', 'eth_chainId'])

      await page.reload()
      await accountButton(page).waitFor()
      expect(await chainButton(page).textContent()).toContain('Hardhat')
      // Neither asks for a prompt: the boot script asks the remembered wallet before the app loads
      // (the account shows from its answer), then wagmi's own reconnect asks again.
      await expect.poll(() => walletRequests(page)).toEqual(['eth_accounts', 'eth_chainId', 'eth_accounts', 'eth_chainId'])
      expect(await dialog(page).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
