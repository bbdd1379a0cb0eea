import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runAxe } from '../support/browser/axe.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { dialog } from '../support/browser/flows.js'
import { IPHONE } from '../support/browser/phone-app.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

// The phone's connect sheet: everything on it within reach, a connecting screen that shows its
// progress under one title; and the desktop explainer with its pictures and no empty half.
const app = useAppSuite('wagmi')

const LOOKS = [
  { colorScheme: 'light', locale: 'en', connect: 'Connect Wallet', title: 'Connect a Wallet', opening: `Opening ${TEST_WALLET_NAME}...` },
  { colorScheme: 'dark', locale: 'en', connect: 'Connect Wallet', title: 'Connect a Wallet', opening: `Opening ${TEST_WALLET_NAME}...` },
  { colorScheme: 'light', locale: 'ar', connect: 'ربط المحفظة', title: 'ربط محفظة', opening: `جارٍ فتح ${TEST_WALLET_NAME}...` },
] as const

const settle = async (locator: Locator) => {
  // The opening motions end; a spinner's never does.
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await layoutSettled(locator.page())
}

/** Every control of the sheet is on screen, or the sheet scrolls inside itself to it; the page itself does not move sideways. */
async function expectWithinReach(page: Page, sheet: Locator) {
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const box = await sheet.boundingBox()
  if (!box) throw new Error('no sheet')
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  const controls = await sheet.locator('button, a[href]').all()
  const last = controls[controls.length - 1]
  if (!last) throw new Error('no controls')
  await last.scrollIntoViewIfNeeded()
  const lastBox = await last.boundingBox()
  expect(lastBox).not.toBeNull()
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(viewport.height + 0.5)
  expect(lastBox?.y ?? -1).toBeGreaterThanOrEqual(box.y)
}

describe('the connect sheet on a phone', () => {
  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: 390 x 844, the list and the explainer within reach; connecting shows one title and a moving progress state`, async () => {
      const { page } = await app.open({ device: IPHONE, colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript()] })
      await page.getByRole('button', { name: look.connect }).click()
      const sheet = dialog(page, look.title)
      await sheet.locator('[data-layout="phone"]').waitFor()
      await settle(sheet)
      await expectWithinReach(page, sheet)

      // The wallet is asked and has not answered yet.
      await testWallet(page).hold('eth_requestAccounts')
      await sheet.getByRole('button', { name: TEST_WALLET_NAME }).click()
      const heading = sheet.getByRole('heading', { name: look.opening })
      await heading.waitFor()
      await settle(sheet)
      // One title on screen: the step's; the dialog's own is kept for screen readers only.
      const titles = await sheet
        .locator('h2, h3')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getBoundingClientRect().width > 1 && element.getBoundingClientRect().height > 1)
            .map((element) => element.textContent),
        )
      expect(titles).toEqual([look.opening])
      const progress = sheet.getByTestId('connect-progress')
      expect(await progress.isVisible()).toBe(true)
      expect(await progress.evaluate((element) => element.getAnimations().length)).toBeGreaterThan(0)
      expect(await sheet.getAttribute('aria-labelledby')).not.toBeNull()
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      await saveScreenshot(page, `phone-connecting-${look.colorScheme}-${look.locale}`)
    })
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 375, height: 667 },
    { width: 320, height: 568 },
  ]) {
    it(`${viewport.width} x ${viewport.height}: the explainer's last line is within reach (the sheet scrolls inside itself when it must)`, async () => {
      const { page } = await app.open({ device: { ...IPHONE, viewport }, initScripts: [testWalletScript()] })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const sheet = dialog(page, 'Connect a Wallet')
      await sheet.locator('[data-layout="phone"]').waitFor()
      await settle(sheet)
      await expectWithinReach(page, sheet)
      await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
      await settle(sheet)
      await expectWithinReach(page, sheet)
      await saveScreenshot(page, `phone-sheet-get-${viewport.width}x${viewport.height}`)
    })
  }
})

describe('the desktop explainer', () => {
  for (const look of LOOKS) {
    it(`${look.colorScheme}, ${look.locale}: two bundled pictures, and the explainer in the middle of its panel, not over an empty half`, async () => {
      const { page } = await app.open({ colorScheme: look.colorScheme, locale: look.locale, initScripts: [testWalletScript()] })
      await page.getByRole('button', { name: look.connect }).click()
      const connect = dialog(page, look.title)
      const panel = connect.locator('.rpgf-connect-panel')
      await panel.locator('.rpgf-learn').waitFor()
      await settle(connect)
      const pictures = panel.locator('.rpgf-learn svg.rpgf-learn-picture')
      expect(await pictures.count()).toBe(2)
      for (const picture of await pictures.all()) expect(await picture.isVisible()).toBe(true)
      const [panelBox, stepBox] = [await panel.boundingBox(), await panel.locator('.rpgf-step').boundingBox()]
      const content = await panel.locator('.rpgf-step > *').evaluateAll((elements) => {
        const boxes = elements.map((element) => element.getBoundingClientRect())
        return { top: Math.min(...boxes.map((box) => box.top)), bottom: Math.max(...boxes.map((box) => box.bottom)) }
      })
      if (!panelBox || !stepBox) throw new Error('no panel')
      const above = content.top - panelBox.y
      const below = panelBox.y + panelBox.height - content.bottom
      // Centred: no empty band of 190 px under the explainer, the space shared above and below.
      expect(below).toBeLessThan(150)
      expect(Math.abs(above - below)).toBeLessThan(40)
      expect(await runAxe(page, '[role="dialog"]')).toEqual([])
      await saveScreenshot(page, `explainer-${look.colorScheme}-${look.locale}`)
    })
  }
})
