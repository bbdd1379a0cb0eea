import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../src-ui/i18n/locales.js'
import { loadMessages } from '../../src-ui/i18n/load-messages.js'
import { en, type Messages } from '../../src-ui/i18n/messages/en.js'
import { COMPACT, WIDE } from '../support/browser/app-page.js'
import { runAxe } from '../support/browser/axe.js'
import { dialogGeometry, layoutProblems, motion, unnamedControls } from '../support/browser/reflow.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

// The production wagmi build with the injected test wallet; the locale is the browser's own language.
const app = useAppSuite('wagmi')
const RTL: readonly Locale[] = ['ar', 'he', 'fa']
const AXE: readonly Locale[] = ['ar', 'ja', 'de']

const messagesOf = (locale: Locale): Promise<Messages> => (locale === 'en' ? Promise.resolve(en) : loadMessages(locale))

const dialog = (page: Page): Locator => page.getByRole('dialog')

async function openLocale(locale: string, options: Parameters<typeof app.open>[0] = {}) {
  const session = await app.open({ viewport: WIDE, locale, initScripts: [testWalletScript()], ...options })
  // The shell's scope carries `lang` once the locale's catalogue has arrived.
  await session.page.locator(`[data-rk][lang="${locale}"]`).waitFor()
  return session
}

async function openConnect(page: Page): Promise<Locator> {
  await page.locator('.rpgf-header > .rpgf-button').click()
  await dialog(page).locator('.rpgf-wallet', { hasText: TEST_WALLET_NAME }).waitFor()
  return dialog(page)
}

async function openAccount(page: Page): Promise<Locator> {
  await page.locator('.rpgf-account-button').click()
  await dialog(page).locator('[data-testid="account-balance"]', { hasText: 'ETH' }).waitFor()
  return dialog(page)
}

async function openNetwork(page: Page): Promise<Locator> {
  await page.locator('.rpgf-chain-button').click()
  await dialog(page).locator('.rpgf-network-row[aria-current="true"]').waitFor()
  return dialog(page)
}

async function close(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}

/** A drawn dialog fits: nothing overflows or sticks out, the page does not scroll sideways, every control has a name. */
async function expectFits(opened: Locator, label: string): Promise<void> {
  expect(await layoutProblems(opened), `${label}: overflow`).toEqual([])
  expect(await unnamedControls(opened), `${label}: controls without a name`).toEqual([])
  const { top } = await dialogGeometry(opened)
  expect(top, `${label}: the dialog's top can be reached`).toBeGreaterThanOrEqual(-1)
}

/** Right to left: mirrored dialog, close button on the reader's side (left), the address still left to right. */
async function expectDirection(opened: Locator, locale: Locale, label: string): Promise<void> {
  const geometry = await dialogGeometry(opened)
  const middle = (geometry.left + geometry.right) / 2
  const rtl = RTL.includes(locale)
  expect(geometry.direction, label).toBe(rtl ? 'rtl' : 'ltr')
  expect(geometry.closeCenter! < middle, `${label}: close button on the ${rtl ? 'left' : 'right'}`).toBe(rtl)
  if (geometry.titleDirection !== undefined) expect(geometry.titleDirection, `${label}: the address reads left to right`).toBe('ltr')
}

/** axe-core on the open dialog in the light and then the dark colour scheme. */
async function expectAxeClean(page: Page, opened: Locator, label: string): Promise<void> {
  await opened.evaluate((element) => element.setAttribute('data-axe-target', ''))
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await runAxe(page, '[data-axe-target]'), `${label}, ${colorScheme}`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** WCAG 2.5.3 (label in name): what a control shows begins its accessible name, so voice control can say it. */
const LABEL_IN_NAME = ['label-content-name-mismatch'] as const

/** The connected header (no dialog open): the chain and account buttons. */
async function expectHeaderNamesItsText(page: Page, locale: Locale): Promise<void> {
  const chain = page.locator('.rpgf-chain-button')
  const shown = (await chain.locator('span').textContent()) ?? ''
  expect(shown, locale).not.toBe('')
  expect(await chain.getAttribute('aria-label'), `${locale}: the chain button's name begins with the chain it shows`).toMatch(
    new RegExp(`^${shown}\\P{L}`, 'u'),
  )
  expect(await runAxe(page, '.rpgf-header', LABEL_IN_NAME), `${locale} connected header`).toEqual([])
  if (AXE.includes(locale)) expect(await runAxe(page, '.rpgf-header'), `${locale} connected header`).toEqual([])
}

describe('every locale in the production build: dialogs open, fit at 375 and 1280 px, mirror right to left', () => {
  for (const locale of LOCALES) {
    it(locale, async () => {
      const messages = await messagesOf(locale)
      const { page } = await openLocale(locale)
      const check = async (opened: Locator, name: string, layout: 'wide' | 'compact') => {
        const label = `${locale} ${name} ${layout}`
        await expectFits(opened, label)
        await expectDirection(opened, locale, label)
        await expect.poll(() => opened.getByRole('button', { name: messages['dialog.close'], exact: true }).count(), { message: label }).toBe(1)
        expect(await runAxe(page, '[role="dialog"]', LABEL_IN_NAME), label).toEqual([])
        if (layout === 'wide' && AXE.includes(locale)) await expectAxeClean(page, opened, label)
      }

      // Disconnected: the connect dialog, wide (with the Get step) and compact (with the explainer).
      let connect = await openConnect(page)
      await expect.poll(() => connect.getByRole('heading', { name: messages['connect.title'] }).count()).toBe(1)
      await check(connect, 'connect', 'wide')
      if (RTL.includes(locale)) {
        // The wallet list is the reader's first column: on the right.
        const [list, panel] = await Promise.all([connect.locator('.rpgf-connect-list').boundingBox(), connect.locator('.rpgf-connect-panel').boundingBox()])
        expect(list!.x).toBeGreaterThan(panel!.x)
      }
      await saveScreenshot(page, `locale-${locale}-connect-wide`)
      await connect.locator('.rpgf-connect-panel .rpgf-action').click()
      await connect.locator('.rpgf-get-row').first().waitFor()
      await check(connect, 'connect-get', 'wide')
      await close(page)

      await page.setViewportSize(COMPACT)
      connect = await openConnect(page)
      await check(connect, 'connect', 'compact')
      await saveScreenshot(page, `locale-${locale}-connect-compact`)
      await connect.locator('.rpgf-connect-footer .rpgf-pill').click()
      await connect.locator('.rpgf-learn').waitFor()
      await check(connect, 'connect-learn', 'compact')
      await close(page)

      // Connected: the account and network dialogs, compact then wide.
      connect = await openConnect(page)
      await connect.locator('.rpgf-wallet', { hasText: TEST_WALLET_NAME }).click()
      await page.locator('.rpgf-account-button').waitFor()
      await expectHeaderNamesItsText(page, locale)
      await check(await openAccount(page), 'account', 'compact')
      await saveScreenshot(page, `locale-${locale}-account-compact`)
      await close(page)
      await check(await openNetwork(page), 'network', 'compact')
      await close(page)

      await page.setViewportSize(WIDE)
      await expectHeaderNamesItsText(page, locale)
      await check(await openAccount(page), 'account', 'wide')
      await saveScreenshot(page, `locale-${locale}-account-wide`)
      await close(page)
      await check(await openNetwork(page), 'network', 'wide')
      await close(page)
    })
  }
})

describe('reflow: 200 % zoom (640 px) and 320 px wide, nothing cut off and no sideways scrolling', () => {
  const VIEWPORTS = [
    { width: 640, height: 512 },
    { width: 320, height: 568 },
    { width: 320, height: 400 },
  ]
  for (const locale of ['de', 'ar', 'th', 'ru'] as const) {
    it(locale, async () => {
      const { page } = await openLocale(locale)
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        const label = `${locale} ${viewport.width}x${viewport.height}`
        const connect = await openConnect(page)
        await expectFits(connect, `${label} connect`)
        await connect.locator('.rpgf-connect-footer .rpgf-pill').click()
        await connect.locator('.rpgf-learn').waitFor()
        await expectFits(connect, `${label} connect-learn`)
        await close(page)
        expect(await layoutProblems(page.locator('.rpgf-header')), `${label} header`).toEqual([])
      }
      // Connected, on the narrowest screen: the header and both dialogs still fit.
      await openConnect(page)
      await dialog(page).locator('.rpgf-wallet', { hasText: TEST_WALLET_NAME }).click()
      await page.locator('.rpgf-account-button').waitFor()
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        const label = `${locale} ${viewport.width}x${viewport.height}`
        expect(await layoutProblems(page.locator('.rpgf-header')), `${label} header`).toEqual([])
        await expectFits(await openAccount(page), `${label} account`)
        await close(page)
        await expectFits(await openNetwork(page), `${label} network`)
        await close(page)
      }
      await saveScreenshot(page, `reflow-${locale}-320`)
    })
  }
})

describe('prefers-reduced-motion: reduce', () => {
  /** The connecting spinner, drawn in the shell as the wallet list draws it. */
  const addSpinner = (page: Page) =>
    page.evaluate(() => {
      const spinner = document.createElement('span')
      spinner.className = 'rpgf-spinner'
      document.querySelector('.rpgf-root')?.append(spinner)
    })

  it('leaves no running animation and no transition', async () => {
    const { page } = await openLocale('de', { reducedMotion: 'reduce' })
    await openConnect(page)
    await addSpinner(page)
    expect(await motion(page)).toEqual({ animations: 0, moving: [] })
  })

  it('the check sees motion when the visitor has not asked for less', async () => {
    const { page } = await openLocale('de')
    await openConnect(page)
    await addSpinner(page)
    const seen = await motion(page)
    expect(seen.animations).toBeGreaterThan(0)
    expect(seen.moving).toContain('rpgf-spinner')
  })
})

describe('forced colours: every control and the focus ring stay visible', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(locale, async () => {
      const { page } = await openLocale(locale, { forcedColors: 'active' })
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
      const controlsHaveEdges = (box: Locator) =>
        box.evaluate((root) =>
          [...root.querySelectorAll('button')]
            .filter((button) => {
              const style = getComputedStyle(button)
              return style.borderTopStyle === 'none' || Number.parseFloat(style.borderTopWidth) === 0
            })
            .map((button) => button.className || button.outerHTML.slice(0, 80)),
        )
      /** Tabs through the dialog: each control that takes focus shows a solid ring at least 2 px wide. */
      const focusRings = async (box: Locator) => {
        const rings: string[] = []
        const count = await box.locator('button:not([disabled]), a[href]').count()
        for (let press = 0; press < count; press++) {
          await page.keyboard.press('Tab')
          rings.push(
            await page.evaluate(() => {
              const active = document.activeElement as HTMLElement
              const style = getComputedStyle(active)
              return `${active.className}: ${style.outlineStyle} ${Number.parseFloat(style.outlineWidth) >= 2 ? 'wide' : 'thin'}`
            }),
          )
        }
        return rings.filter((ring) => !ring.endsWith('solid wide'))
      }
      expect(await controlsHaveEdges(page.locator('.rpgf-header')), 'header').toEqual([])
      const connect = await openConnect(page)
      expect(await controlsHaveEdges(connect), 'connect').toEqual([])
      expect(await focusRings(connect), 'connect').toEqual([])
      await expectFits(connect, `${locale} forced colours connect`)
      await saveScreenshot(page, `forced-colors-${locale}-connect`)
      await connect.locator('.rpgf-wallet', { hasText: TEST_WALLET_NAME }).click()
      const account = await openAccount(page)
      expect(await controlsHaveEdges(account), 'account').toEqual([])
      expect(await focusRings(account), 'account').toEqual([])
      await close(page)
      const network = await openNetwork(page)
      expect(await controlsHaveEdges(network), 'network').toEqual([])
      await saveScreenshot(page, `forced-colors-${locale}-network`)
    })
  }
})
