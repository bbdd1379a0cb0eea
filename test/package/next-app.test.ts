import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_ARGS, ensureChromium } from '../support/browser/chromium.js'
import { freePort } from '../support/ports.js'

const run = promisify(execFile)
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const APP = join(ROOT, 'test/next-app')
const NEXT = join(APP, 'node_modules/.bin/next')
/** The in-memory wallet's account, as the header shortens it. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SHORT = '0xf3…2266'

/** A developer's shell: not this run's NODE_ENV=test, which would make Next build React's development code. */
const SHELL_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST'))

async function sh(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd: APP,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...SHELL_ENV, NO_COLOR: '1', NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    return stdout + stderr
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`)
  }
}

/** `next start` on a port the system handed out; resolves once it says it is ready. */
function startNext(port: number): Promise<ChildProcess> {
  const child = spawn(NEXT, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: APP,
    env: { ...SHELL_ENV, NEXT_TELEMETRY_DISABLED: '1', APP_ORIGIN: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready in/.test(output)) resolve(child)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`next start exited (${code}):\n${output}`)))
  })
}

let server: ChildProcess | undefined
let browser: Browser
let origin = ''

/** A page whose console errors, page errors and React hydration warnings are all kept. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return { page, problems }
}

/**
 * From navigation start, before the first byte is parsed: whether `Connect Wallet` was ever in the
 * document (the server's markup included) while the page was drawn.
 */
const RECORDER = () => {
  const state = window as unknown as { sawConnectWallet: boolean }
  state.sawConnectWallet = false
  new MutationObserver(() => {
    if (document.body?.textContent?.includes('Connect Wallet')) state.sawConnectWallet = true
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

/** The server's own HTML for a request carrying this context's cookies: what is drawn before any script runs. */
async function serverHtml(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(origin)
  const response = await fetch(`${origin}/`, { headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } })
  expect(response.status).toBe(200)
  return (await response.text()).replace(/<!-- -->/g, '')
}

beforeAll(async () => {
  ensureChromium()
  copyFileSync(inject('kitTarball'), join(APP, 'retropgf-connect.tgz'))
  // A fresh install each time, as a new app gets (each pack is a new tarball of the same version).
  rmSync(join(APP, 'node_modules'), { recursive: true, force: true })
  rmSync(join(APP, 'package-lock.json'), { force: true })
  rmSync(join(APP, '.next'), { recursive: true, force: true })
  await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'])
  await sh(NEXT, ['build'])
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = await startNext(port)
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] })
})

afterAll(async () => {
  await browser?.close()
  server?.kill()
})

describe('the kit in a Next.js App Router app (next build, next start)', () => {
  it('draws the connection on the server from its cookie: a reload never shows Connect Wallet, sign-in holds over a reload, no hydration error', async () => {
    const context = await browser.newContext()
    try {
      // A first visit: nothing known, the server draws Connect Wallet.
      expect(await serverHtml(context)).toContain('Connect Wallet')
      const { page, problems } = await watchedPage(context)
      await page.goto(origin)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('button', { name: /Mock Wallet/ }).click()
      await expect.poll(() => page.getByTestId('account').textContent()).toBe(`Connected as ${ACCOUNT}`)
      await expect.poll(async () => (await context.cookies(origin)).find((cookie) => cookie.name === 'rk-connection')?.sameSite).toBe('Lax')

      // Sign in through the route handler, in the sign-in dialog the provider shows once connected.
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect.poll(() => page.getByTestId('sign-in').textContent()).toBe('Sign-in: authenticated')

      // The reload's own HTML already holds the account and the session.
      const html = await serverHtml(context)
      expect(html).toContain(SHORT)
      expect(html).toContain('Sign-in: authenticated')
      expect(html).not.toContain('Connect Wallet')

      await page.addInitScript(RECORDER)
      await page.reload()
      await expect.poll(() => page.getByTestId('account').textContent()).toBe(`Connected as ${ACCOUNT}`)
      await expect(page.getByTestId('sign-in').textContent()).resolves.toBe('Sign-in: authenticated')
      // The wallet has answered the reconnect by now: the account button is the live one.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('rk-last-wallet'))).toBe('mock')
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { sawConnectWallet: boolean }).sawConnectWallet)).toBe(false)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('gives a browser without cookies Connect Wallet, and ignores a tampered connection cookie', async () => {
    const context = await browser.newContext()
    try {
      const { page, problems } = await watchedPage(context)
      await page.goto(origin)
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
      await expect.poll(() => page.getByTestId('account').textContent()).toBe('Account: disconnected')

      await context.addCookies([{ name: 'rk-connection', value: encodeURIComponent('<b>x</b>|0xnot|31337'), url: origin }])
      const html = await serverHtml(context)
      expect(html).toContain('Connect Wallet')
      expect(html).not.toContain('<b>x</b>')
      await page.reload()
      await expect.poll(() => page.getByTestId('account').textContent()).toBe('Account: disconnected')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
