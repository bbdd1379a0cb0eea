import { execFile } from 'node:child_process'
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { THEMES } from '../../src-ui/theme/themes.js'
import { startAnvil, type LocalNode } from '../support/browser/anvil.js'
import { openApp, type AppPageOptions, type AppSession } from '../support/browser/app-page.js'
import { runAxe } from '../support/browser/axe.js'
import { CHROMIUM_ARGS, ensureChromium } from '../support/browser/chromium.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { startStaticServer, type StaticServer } from '../support/browser/static-server.js'
import { deployCounter } from '../support/chain/counter.js'
import { IPHONE, METAMASK_IN_APP } from '../support/browser/phone-app.js'
import { testWallet } from '../support/browser/test-wallet.js'
import { freePort } from '../support/ports.js'
import { installTestWallet, type TestWalletOptions } from '../support/wallet/eip1193-test-wallet.js'

const run = promisify(execFile)
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Its own copy of the example app: the other file of this project installs and builds test/consumer at the same time. */
const SOURCE = join(ROOT, 'test/consumer')
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A developer's shell: not this run's NODE_ENV=test, which would make Vite build React's development code. */
const SHELL_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST'))

async function sh(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  try {
    await run(command, args, { cwd, maxBuffer: 32 * 1024 * 1024, env: { ...SHELL_ENV, NO_COLOR: '1', ...env } })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`)
  }
}

/** MetaMask as the page sees it: an EIP-6963 wallet announcing MetaMask's rdns, on the local node. */
const wallet = (rpcUrl: string): TestWalletOptions => ({
  rpcUrls: { 31337: rpcUrl },
  chainId: 31337,
  name: 'MetaMask',
  rdns: 'io.metamask',
  icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 fill=%22%23f6851b%22/%3E%3C/svg%3E',
  uuid: '6e2e6e2e-0000-4000-8000-0000000000aa',
  flags: { isMetaMask: true },
})

/** The wallet as an init script for every page of a context. */
const walletScript = (rpcUrl: string) => ({
  content: `(() => { const __name = (target) => target; (${installTestWallet.toString()})(window, ${JSON.stringify(wallet(rpcUrl))}) })()`,
})

let node: LocalNode | undefined
let server: StaticServer | undefined
let browser: Browser | undefined
const work = mkdtempSync(join(tmpdir(), 'consumer-chromium-'))

/**
 * The example app as an app's developer ships it, built from the packed kit with the browser-wallet
 * backend against a local anvil node on which the Counter is deployed, and driven in Chromium.
 */
beforeAll(async () => {
  ensureChromium()
  node = await startAnvil({ port: await freePort(), chainId: 31337 })
  const counter = await deployCounter(node.url, ACCOUNT)
  const app = join(work, 'app')
  // The app's sources, not what the other file installs or builds there.
  cpSync(SOURCE, app, { recursive: true, filter: (path) => !/[\\/](node_modules|dist|package-lock\.json|retropgf-connect\.tgz)$/.test(path) })
  copyFileSync(inject('kitTarball'), join(app, 'retropgf-connect.tgz'))
  await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app)
  await sh(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app, {
    VITE_BACKEND: 'eip1193',
    VITE_RPC_URL: node.url,
    VITE_COUNTER_ADDRESS: counter,
  })
  server = await startStaticServer({ root: join(app, 'dist') })
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await node?.stop()
  rmSync(work, { recursive: true, force: true })
})

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

describe('the example app in Chromium, on a local anvil node', () => {
  it('connects with WalletButton, reads and writes the Counter, with its corners, blur and compact dialog', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } })
    const problems: string[] = []
    try {
      await context.addInitScript(walletScript(node!.url))
      const page = await context.newPage()
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(server!.url)

      // The Counter as deployed, read before any wallet is connected.
      await expect.poll(() => page.getByText(/^Count: /).textContent()).toBe('Count: 0')

      // modalSize 'compact' on a wide screen: one panel at a time, 360 px; borderRadius 'small': 8 px dialog corners; overlayBlur 'small'.
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.locator('.rpgf-connect').getAttribute('data-layout')).toBe('compact')
      // Measured once the dialog has risen into place: its opening motion scales it.
      await layoutSettled(page)
      expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(360)
      expect(await style(page, '.rpgf-dialog', 'border-top-left-radius')).toBe('8px')
      expect(await style(page, '.rpgf-backdrop', 'backdrop-filter')).toBe('blur(4px)')
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)

      // WalletButton: MetaMask (the announced wallet) asked at once, no dialog in between.
      await page.getByRole('button', { name: 'MetaMask', exact: true }).click()
      await expect.poll(() => page.getByRole('button', { name: 'MetaMask Connected' }).isDisabled()).toBe(true)
      expect(await dialog.count()).toBe(0)
      await expect.poll(() => page.getByRole('button', { name: /^0xf3…2266/ }).count()).toBe(1)
      expect(await style(page, '.rpgf-wallet-button', 'border-top-left-radius')).toBe('4px')

      // A write through the wallet, its receipt from the node, and the count read again.
      await page.getByRole('button', { name: 'Add one' }).click()
      await expect.poll(() => page.getByText(/^Added in 0x[0-9a-f]{64}: confirmed$/).count()).toBe(1)
      await expect.poll(() => page.getByText(/^Count: /).textContent()).toBe('Count: 1')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/** A fresh context on the example app (only 127.0.0.1 reachable), closed after `use`; it fails on page errors, foreign requests or CSP violations. */
async function withApp(options: AppPageOptions, use: (session: AppSession) => Promise<void>): Promise<void> {
  const session = await openApp(browser!, server!.url, options)
  try {
    await use(session)
    expect(session.pageErrors).toEqual([])
    expect(session.foreignRequests).toEqual([])
    expect(session.cspViolations).toEqual([])
  } finally {
    await session.close()
  }
}

describe("the example app's theme options in Chromium: no axe violation, and the visitor's colour scheme picks the theme", () => {
  it.each(['light', 'dark'] as const)(
    '%s scheme: the theme pair gives its colours; WalletButton idle and connecting, the disclaimer, the custom avatar',
    async (colorScheme) => {
      await withApp({ colorScheme, initScripts: [walletScript(node!.url)] }, async ({ page }) => {
        const walletButton = page.getByRole('button', { name: 'MetaMask', exact: true })
        await walletButton.waitFor()

        // theme: { lightMode, darkMode }: the scheme's own colours on the provider's element, not the other scheme's.
        const other = colorScheme === 'dark' ? 'light' : 'dark'
        const scopeVariable = (name: string) =>
          page
            .locator('[data-rk]')
            .first()
            .evaluate((element, variable) => getComputedStyle(element).getPropertyValue(variable).trim(), name)
        expect(await scopeVariable('--rpgf-bg')).toBe(THEMES[colorScheme].background)
        expect(await scopeVariable('--rpgf-bg')).not.toBe(THEMES[other].background)
        expect(await scopeVariable('--rpgf-fg')).toBe(THEMES[colorScheme].foreground)
        expect(await scopeVariable('--rpgf-accent')).toBe(THEMES[colorScheme].accent)

        expect(await runAxe(page, '.rpgf-wallet-button-box')).toEqual([])

        // The connect dialog with the app's disclaimer under the wallet list.
        await page.getByRole('button', { name: 'Connect', exact: true }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByText(/^By connecting a wallet you agree to the Tip jar/).waitFor()
        expect(await dialog.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('https://example.com/terms')
        expect(await runAxe(page, '[role="dialog"]')).toEqual([])
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })

        // WalletButton while its wallet has not answered yet.
        await testWallet(page).hold('eth_requestAccounts')
        await walletButton.click()
        const connecting = page.getByRole('button', { name: 'Opening MetaMask...' })
        expect(await connecting.getAttribute('aria-busy')).toBe('true')
        expect(await runAxe(page, '.rpgf-wallet-button-box')).toEqual([])
        await testWallet(page).release('eth_requestAccounts')
        await page.getByRole('button', { name: 'MetaMask Connected' }).waitFor()

        // The account button drawn with the app's own avatar component.
        const account = page.getByRole('button', { name: /^0xf3…2266/ })
        await account.getByTestId('tip-avatar').waitFor()
        expect(await runAxe(page, '.rpgf-connected')).toEqual([])
      })
    },
  )
})

describe('WalletButton on a phone, in Chromium (390 x 844, touch, phone user agents)', () => {
  it("opens the sheet at MetaMask's own step on an iPhone without it: not installed, its App Store page; not the wallet grid", async () => {
    await withApp({ device: IPHONE }, async ({ page }) => {
      await page.getByRole('button', { name: 'MetaMask', exact: true }).click()
      const sheet = page.getByRole('dialog')
      await sheet.getByRole('heading', { name: 'MetaMask is not installed' }).waitFor()
      expect(await sheet.locator('[data-layout="phone"]').count()).toBe(1)
      expect(await sheet.getByRole('button', { name: 'Get a Wallet' }).count()).toBe(0)
      expect(await sheet.locator('.rpgf-wallet').count()).toBe(0)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    })
  })

  it("in MetaMask's in-app browser: the sheet opens at MetaMask connecting, and the account follows", async () => {
    await withApp({ device: METAMASK_IN_APP, initScripts: [walletScript(node!.url)] }, async ({ page }) => {
      await testWallet(page).hold('eth_requestAccounts')
      await page.getByRole('button', { name: 'MetaMask', exact: true }).click()
      const sheet = page.getByRole('dialog')
      await sheet.getByRole('heading', { name: 'Opening MetaMask...' }).waitFor()
      expect(await sheet.locator('[data-layout="phone"]').count()).toBe(1)
      expect(await sheet.getByRole('button', { name: 'Get a Wallet' }).count()).toBe(0)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      await testWallet(page).release('eth_requestAccounts')
      await sheet.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'MetaMask Connected' }).waitFor()
    })
  })
})
