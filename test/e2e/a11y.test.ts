import { describe, expect, it } from 'vitest'
import { COMPACT, WIDE } from '../support/browser/app-page.js'
import { runAxe } from '../support/browser/axe.js'
import { DIALOG_SCENARIOS, type Layout } from '../support/browser/dialogs.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite, useSignInSuite } from '../support/browser/suite.js'
import { testWalletScript } from '../support/browser/test-wallet.js'

// The production wagmi build with the injected test wallet; the sign-in dialog on the sign-in build.
const apps = { wagmi: useAppSuite('wagmi'), signIn: useSignInSuite() }
const VIEWPORTS: Record<Layout, { width: number; height: number }> = { wide: WIDE, compact: COMPACT }

describe('every dialog passes axe-core in light and dark theme, wide and compact (screenshots in artifacts/screenshots)', () => {
  for (const scenario of DIALOG_SCENARIOS) {
    for (const layout of scenario.layouts ?? (['wide', 'compact'] as const)) {
      it(`${scenario.name} dialog, ${layout}, light and dark`, async () => {
        const { page } = await apps[scenario.app].open({ viewport: VIEWPORTS[layout], initScripts: [testWalletScript(scenario.wallet)] })
        const opened = await scenario.open(page, layout)
        expect(await opened.getAttribute('aria-modal')).toBe('true')
        await opened.evaluate((element) => element.setAttribute('data-axe-target', ''))
        // The theme follows the visitor's colour scheme (a media query): the same open dialog is checked in both.
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme })
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark')
          // Let transitions settle so colour-contrast sees the final colours.
          await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
          expect(await runAxe(page, '[data-axe-target]'), colorScheme).toEqual([])
          await saveScreenshot(page, `${scenario.name}-${colorScheme}-${layout}`)
        }
        // Every dialog, at every step, closes on Escape.
        await page.keyboard.press('Escape')
        await opened.waitFor({ state: 'detached' })
      })
    }
  }
})

describe('the axe harness itself', () => {
  it('reports violations on a dialog without a name and a button without text', async () => {
    const { context } = await apps.wagmi.open()
    // A blank page of its own, so the app's script cannot race the replaced document.
    const page = await context.newPage()
    await page.setContent('<main><div role="dialog" aria-modal="true" id="bad"><button></button></div></main>')
    const ids = (await runAxe(page, '#bad')).map((violation) => violation.id)
    expect(ids).toEqual(expect.arrayContaining(['aria-dialog-name', 'button-name']))
  })

  it('reports a button whose name does not hold the text it shows (label in name), and not one whose name begins with it', async () => {
    const { context } = await apps.wagmi.open()
    const page = await context.newPage()
    await page.setContent(
      '<main><button id="old" aria-label="Chain Selector"><span>Hardhat</span></button><button id="new" aria-label="Hardhat, Chain Selector"><span>Hardhat</span></button></main>',
    )
    expect((await runAxe(page, '#old', ['label-content-name-mismatch'])).map((violation) => violation.id)).toEqual(['label-content-name-mismatch'])
    expect(await runAxe(page, '#new')).toEqual([])
  })
})
