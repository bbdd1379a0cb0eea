import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runAxe } from '../support/browser/axe.js'
import { startEnsNode, type EnsNode } from '../support/browser/ens-node.js'
import { connectButton, dialog, TEST_ACCOUNT } from '../support/browser/flows.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { startServedBuild } from '../support/browser/served-build.js'
import type { StaticServer } from '../support/browser/static-server.js'
import { useBrowserSuite } from '../support/browser/suite.js'

// A chain-1 node of this file's own gives the account a 40-character primary name, so the other
// files, running beside this one, still see the account unnamed.
const LONG_NAME = 'averyveryverylongnamethatgoesonandon.eth'
let names: EnsNode | undefined
let build: StaticServer | undefined
beforeAll(async () => {
  expect(LONG_NAME).toHaveLength(40)
  names = await startEnsNode()
  await names.ens.register(LONG_NAME, TEST_ACCOUNT)
  await names.ens.setPrimaryName(TEST_ACCOUNT, LONG_NAME)
  const { localChainUrl, opChainUrl } = inject('e2e')
  build = await startServedBuild('memory', { VITE_RPC_URL_31337: localChainUrl, VITE_RPC_URL_10: opChainUrl, VITE_RPC_URL_1: names.node.url })
})
afterAll(async () => {
  await build?.close()
  await names?.node.stop()
})
const app = useBrowserSuite(() => {
  if (!build) throw new Error('The build did not start.')
  return build.url
})

/** The name as the 24-character rule cuts it. */
const CUT = `${LONG_NAME.slice(0, 24)}...`

type Box = { left: number; right: number; top: number; bottom: number }
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
  })
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
/** Whether the element's text is cut by its box (wider content than the box shows). */
const clipped = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1)

function expectInside(box: Box, viewport: { width: number; height: number }, what: string) {
  expect(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(-0.5)
  expect(box.right, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(box.top, `${what}: top edge`).toBeGreaterThanOrEqual(-0.5)
  expect(box.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5)
}

// 390 and 320 px phones; 640x400 is a 1280x800 screen at 200 % zoom (the CSS viewport halves).
const SCREENS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 640, height: 400 },
] as const
const LOOKS = [
  { colorScheme: 'light', locale: 'en' },
  { colorScheme: 'dark', locale: 'en' },
  { colorScheme: 'light', locale: 'ar' },
] as const

describe('a 40-character name fits the header and the account dialog at every width', () => {
  for (const viewport of SCREENS) {
    for (const look of LOOKS) {
      it(`${viewport.width}x${viewport.height}, ${look.colorScheme}, ${look.locale}`, async () => {
        const { page } = await app.open({ viewport, colorScheme: look.colorScheme, locale: look.locale })
        await connectButton(page)
          .or(page.getByRole('button', { name: 'ربط المحفظة' }))
          .click()
        await dialog(page)
          .getByRole('button', { name: /Mock Wallet/ })
          .click()
        const account = page.getByRole('button', { name: new RegExp(`^${CUT.replaceAll('.', '\\.')}`) })
        await account.waitFor()
        await layoutSettled(page)
        await saveScreenshot(page, `long-name-header-${viewport.width}-${look.colorScheme}-${look.locale}`)

        // The page never scrolls sideways; the header's parts are all on the screen.
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
        expectInside(await boxOf(account), viewport, 'account button')
        const chain = page.getByRole('button', { name: /Chain Selector|اختيار الشبكة/ })
        expectInside(await boxOf(chain), viewport, 'chain button')
        // The chain's name (shown from 360 px) stays whole: the account gives way.
        if (viewport.width >= 360) expect(await clipped(chain.locator('span')), 'chain name cut').toBe(false)
        // The app's name keeps its room: it is not cut.
        const appName = page.locator('.rpgf-app-name')
        expect(await clipped(appName), 'app name cut').toBe(false)
        // The name is cut to the space there is (an ellipsis), the button not wider than the screen.
        const text = account.locator('bdi').first()
        expect(await text.textContent()).toBe(CUT)
        expect(await text.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis')

        await account.click()
        const panel = dialog(page)
        await panel.waitFor()
        await panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))
        await layoutSettled(page)
        await saveScreenshot(page, `long-name-account-${viewport.width}-${look.colorScheme}-${look.locale}`)
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
        // The backdrop covers the whole screen.
        const backdrop = await boxOf(page.getByTestId('dialog-backdrop'))
        expect(backdrop).toEqual({ left: 0, top: 0, right: viewport.width, bottom: viewport.height })
        // The title is the cut name, on one line, inside the dialog.
        const title = panel.getByRole('heading', { level: 2 })
        expect(await title.textContent()).toBe(CUT)
        const dialogBox = await boxOf(panel)
        const titleBox = await boxOf(title)
        expect(titleBox.left).toBeGreaterThanOrEqual(dialogBox.left)
        expect(titleBox.right).toBeLessThanOrEqual(dialogBox.right)
        // Copy and Disconnect can be reached: scrolled to if the dialog is taller than the screen, then wholly on it.
        for (const action of [panel.getByRole('button', { name: /^(Copy Address|نسخ)/ }), panel.getByRole('button', { name: /^(Disconnect|قطع)/ })]) {
          await action.scrollIntoViewIfNeeded()
          expectInside(await boxOf(action), viewport, (await action.textContent()) ?? 'action')
          expect(await action.isVisible()).toBe(true)
        }
        expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      })
    }
  }
})
