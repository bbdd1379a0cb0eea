import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountButton, connectButton, connectWith, dialog } from '../support/browser/flows.js'
import { holdRequest } from '../support/browser/hold-request.js'
import { jsFetched } from '../support/browser/resources.js'
import { useAppSuite } from '../support/browser/suite.js'
import { RECONNECT_PRELOAD_META } from '../../src-ui/start-protocol.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// What the first screen loads, and when the rest comes: the app module (container, services,
// dialogs: src/app.tsx) and the backend module load after the page's load event and first paint,
// once the page is idle (or sooner on the visitor's intent, or at once for a remembered wallet).
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/

/** The backend's own chunk (`wagmi-<hash>.js`), and the chunks it splits off (`wagmi-config-<hash>.js`): the backend's family. */
const backendChunk = (backend: string) => new RegExp(`/assets/${backend}-[\\w-]{8}\\.js$`)
const backendFamily = (backend: string) => new RegExp(`/assets/${backend}-[\\w-]+\\.js$`)

/** When each JS file was asked for, and when the load event ended (ms since navigation start). */
const jsStarts = (page: Page): Promise<{ loadEnd: number; files: Array<{ path: string; start: number }> }> =>
  page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    files: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.endsWith('.js')),
  }))

/** When React replaced the HTML shell's `Connect Wallet` (ms since navigation start), recorded by SHELL_GONE_RECORDER. */
const SHELL_GONE = 'rpgfShellGoneAt'
/** When the boot script drew a remembered account (its stand-in), before React could. */
const STAND_IN_AT = 'rpgfStandInAt'
const SHELL_GONE_RECORDER = `new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (window.${STAND_IN_AT} === undefined && (node.matches?.('[data-rpgf-shell="account"]') || node.querySelector?.('[data-rpgf-shell="account"]'))) window.${STAND_IN_AT} = performance.now()
    }
    for (const node of record.removedNodes) {
      if (window.${SHELL_GONE} === undefined && (node.id === 'rpgf-shell-connect' || node.querySelector?.('#rpgf-shell-connect'))) window.${SHELL_GONE} = performance.now()
    }
  }
}).observe(document, { childList: true, subtree: true })`
const recorded = (page: Page) =>
  page.evaluate(
    ([gone, standIn]) => {
      const marks = window as unknown as Record<string, number | undefined>
      return { gone: marks[gone], standIn: marks[standIn], paint: performance.getEntriesByName('first-paint')[0]?.startTime }
    },
    [SHELL_GONE, STAND_IN_AT] as const,
  )

describe.each(['wagmi', 'ethers'] as const)('%s build: the app loads after the page', (backend) => {
  const app = useAppSuite(backend)

  it('a first visit that does nothing fetches the app and the backend only after its load event, and opens nothing', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectButton(page).waitFor()
    await expect
      .poll(async () => {
        const fetched = await jsFetched(page)
        return fetched.some((path) => APP_CHUNK.test(path)) && fetched.some((path) => backendChunk(backend).test(path))
      })
      .toBe(true)
    const { loadEnd, files } = await jsStarts(page)
    const late = files.filter((file) => APP_CHUNK.test(file.path) || backendFamily(backend).test(file.path))
    expect(late.every((file) => file.start >= loadEnd)).toBe(true)
    // Still nothing asked of the wallet or shown: the code alone opens no dialog.
    await connectButton(page).hover()
    expect(await dialog(page).count()).toBe(0)
  })

  it('a click while the app is on its way turns the button busy and draws the dialog frame, then the connect dialog with the wallets', async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    const held = await holdRequest(context, APP_CHUNK)
    await page.reload()
    await held.requested
    await connectButton(page).click()
    expect(await connectButton(page).getAttribute('aria-busy')).toBe('true')
    expect(await dialog(page, 'Connect a Wallet').getAttribute('aria-busy')).toBe('true')
    held.release()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await accountButton(page).waitFor()
  })

  it('a first visit that does nothing keeps the HTML shell for its first 3 s on screen: React runs only after them', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), { content: SHELL_GONE_RECORDER }] })
    await page.waitForFunction((name) => (window as unknown as Record<string, number | undefined>)[name] !== undefined, SHELL_GONE)
    const { paint, gone } = await recorded(page)
    expect(paint).toBeDefined()
    expect((gone ?? 0) - (paint ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(3000)
    expect(await dialog(page).count()).toBe(0)
  })

  it('Enter on the focused button opens the dialog too: focus fetches the code ahead, without running it', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await connectButton(page).focus()
    await expect.poll(async () => (await jsFetched(page)).some((path) => APP_CHUNK.test(path))).toBe(true)
    await page.keyboard.press('Enter')
    await dialog(page, 'Connect a Wallet').waitFor()
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
  })

  it('a remembered wallet loads the app and the backend before any interaction and shows the account, drawn by the boot script before React runs', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), { content: SHELL_GONE_RECORDER }] })
    await connectWith(page, TEST_WALLET_NAME)
    await page.reload()
    await accountButton(page).waitFor()
    await page.waitForFunction((name) => (window as unknown as Record<string, number | undefined>)[name] !== undefined, SHELL_GONE)
    const { gone, standIn } = await recorded(page)
    expect(standIn).toBeDefined()
    expect(standIn).toBeLessThan(gone ?? 0)
    // The boot script draws the account before the app is in: what counts is that both arrive with no interaction.
    await expect
      .poll(async () => {
        const fetched = await jsFetched(page)
        return { app: fetched.some((path) => APP_CHUNK.test(path)), backend: fetched.some((path) => backendChunk(backend).test(path)) }
      })
      .toEqual({ app: true, backend: true })
    // Asked for by the boot script from the build's list, before the entry had run.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
    )
    expect(preloads.some((path) => APP_CHUNK.test(path))).toBe(true)
    expect(preloads.some((path) => backendChunk(backend).test(path))).toBe(true)
  })
})

describe('wagmi build: a reconnect links its modules one a task', () => {
  const app = useAppSuite('wagmi')
  /** Batches of module links added at once (one MutationObserver record list: one task), each file once. */
  const LINK_BATCHES = 'rpgfLinkBatches'
  const LINK_RECORDER = `window.${LINK_BATCHES} = [];
new MutationObserver((records) => {
  const added = records.flatMap((record) => [...record.addedNodes]).filter((node) => node.nodeName === 'LINK' && node.rel === 'modulepreload')
  if (added.length > 0) window.${LINK_BATCHES}.push(added.map((link) => new URL(link.href).pathname))
}).observe(document, { childList: true, subtree: true })`

  it("the wagmi driver and the reads' transport are in the build's reconnect list, and the reload links every file of that list in a task of its own", async () => {
    const { page } = await app.open({ initScripts: [testWalletScript(), { content: LINK_RECORDER }] })
    await connectWith(page, TEST_WALLET_NAME)
    await page.reload()
    await accountButton(page).waitFor()
    await page.getByRole('button', { name: /ETH/ }).first().waitFor()
    const { listed, batches } = await page.evaluate(
      ([name, list]) => {
        const meta = document.querySelector(`meta[name="${list}"]`)?.getAttribute('content') ?? ''
        return { listed: meta.split(' ').filter(Boolean), batches: (window as unknown as Record<string, string[][]>)[name] ?? [] }
      },
      [LINK_BATCHES, RECONNECT_PRELOAD_META] as const,
    )
    // The adapters' halves the backend loads itself, with their static imports (viem's code among them).
    expect(listed.some((file) => /\/assets\/driver-[\w-]+\.js$/.test(file))).toBe(true)
    expect(listed.some((file) => /\/assets\/transport-[\w-]+\.js$/.test(file))).toBe(true)
    const linked = batches.flat()
    expect(listed.filter((file) => !linked.includes(file))).toEqual([])
    // Never several at once: Vite's preload helper links what is missing in one task (tens of ms on a slow phone).
    expect(batches.filter((batch) => batch.some((file) => listed.includes(file)) && batch.length > 1)).toEqual([])
  })
})
