import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runAxe } from '../support/browser/axe.js'
import { appLoaded, connectButton, dialog } from '../support/browser/flows.js'
import { holdRequest } from '../support/browser/hold-request.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

// The first open of the connect dialog: the app's code comes in once the page is idle after its
// load, so a click opens the dialog in the next frame; a click before it is in draws the dialog's
// frame at once. Times are the bench's (`npm run bench`); here, what is on screen in which frame.
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/

const app = useAppSuite('wagmi')

/**
 * Clicks `Connect Wallet` and reads, in the first animation frame after the click (before that
 * frame is painted), whether a dialog box is in it and which CSS animations run on it.
 */
async function clickAndReadFirstFrame(page: Page, label: string): Promise<{ dialog: boolean; animations: string[]; title: string | null }> {
  await page.evaluate(() => {
    const probe = window as unknown as { __firstFrame?: Promise<unknown> }
    probe.__firstFrame = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            const box = document.querySelector('[role="dialog"]')
            const rect = box?.getBoundingClientRect()
            resolve({
              dialog: box !== null && rect !== undefined && rect.width > 0 && rect.height > 0,
              animations: box
                ? [box, box.parentElement].flatMap((element) => element?.getAnimations().map((animation) => (animation as CSSAnimation).animationName) ?? [])
                : [],
              title: box?.querySelector('h2')?.textContent ?? null,
            })
          }),
        { capture: true, once: true },
      )
    })
  })
  await page.getByRole('button', { name: label, exact: true }).click()
  return page.evaluate(() => (window as unknown as { __firstFrame: Promise<{ dialog: boolean; animations: string[]; title: string | null }> }).__firstFrame)
}

describe('the first open of the connect dialog', () => {
  it('a first visit fetches the app after its load and first paint, once idle, with no dialog and no request to the wallet', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    await appLoaded(page)
    const timing = await page.evaluate((pattern) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime
      const chunk = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
      return { loadEnd: nav.loadEventEnd, paint, chunkStart: chunk?.startTime }
    }, APP_CHUNK.source)
    expect(timing.paint).toBeDefined()
    expect(timing.chunkStart).toBeDefined()
    expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEnd)
    expect(timing.chunkStart).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY)
    expect(await dialog(page).count()).toBe(0)
    // Nothing asked of the wallet: the app is in, the visitor has not asked to connect.
    expect(await testWallet(page).requests()).toEqual([])
  })

  for (const look of [
    { colorScheme: 'light', locale: 'en', connect: 'Connect Wallet', title: 'Connect a Wallet' },
    { colorScheme: 'dark', locale: 'en', connect: 'Connect Wallet', title: 'Connect a Wallet' },
    { colorScheme: 'light', locale: 'ar', connect: 'ربط المحفظة', title: 'ربط محفظة' },
  ] as const) {
    it(`${look.colorScheme}, ${look.locale}: once the app is in, the dialog with its wallets is in the frame after the click, rising into place`, async () => {
      const { page } = await app.open({ colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript()] })
      await appLoaded(page)
      const frame = await clickAndReadFirstFrame(page, look.connect)
      expect(frame.dialog).toBe(true)
      expect(frame.animations).toEqual(expect.arrayContaining(['rpgf-dialog-in', 'rpgf-backdrop-in']))
      await dialog(page).getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
      await page.waitForFunction(() => document.getAnimations().length === 0)
      await saveScreenshot(page, `dialog-open-${look.colorScheme}-${look.locale}`)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    })
  }

  it('under reduced motion the dialog is there in the first frame too, and nothing moves', async () => {
    const { page } = await app.open({ reducedMotion: 'reduce', initScripts: [testWalletScript()] })
    await appLoaded(page)
    const frame = await clickAndReadFirstFrame(page, 'Connect Wallet')
    expect(frame.dialog).toBe(true)
    expect(frame.animations).toEqual([])
  })

  it('a click while the code is on its way draws the dialog frame at once; the dialog fills it in place without a second motion and takes the focus', async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    const held = await holdRequest(context, APP_CHUNK)
    await page.reload()
    await held.requested
    const frame = await clickAndReadFirstFrame(page, 'Connect Wallet')
    expect(frame).toMatchObject({ dialog: true, title: 'Connect a Wallet' })
    const framed = dialog(page, 'Connect a Wallet')
    expect(await framed.getAttribute('aria-busy')).toBe('true')
    expect(await runAxe(page, '[role="dialog"]')).toEqual([])
    await saveScreenshot(page, 'dialog-open-frame')
    const before = await framed.boundingBox()
    held.release()
    const wallet = dialog(page, 'Connect a Wallet').getByRole('button', { name: TEST_WALLET_NAME })
    await wallet.waitFor()
    // One dialog, where the frame was, and no second opening motion.
    expect(await dialog(page).count()).toBe(1)
    const after = await dialog(page).boundingBox()
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? Number.NaN))).toBeLessThan(4)
    expect(await dialog(page).evaluate((box) => [box, box.parentElement].flatMap((element) => element?.getAnimations() ?? []).length)).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
    // Escape closes it and gives the focus back to `Connect Wallet`.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => connectButton(page).evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('Escape on the frame closes it; the app, once in, opens nothing', async () => {
    const { context, page } = await app.open({ initScripts: [testWalletScript()] })
    const held = await holdRequest(context, APP_CHUNK)
    await page.reload()
    await held.requested
    await connectButton(page).click()
    await dialog(page, 'Connect a Wallet').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    held.release()
    await appLoaded(page)
    expect(await dialog(page).count()).toBe(0)
  })
})
