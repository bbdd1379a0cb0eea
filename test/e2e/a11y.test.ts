import { describe, expect, it } from 'vitest'
import { COMPACT, WIDE } from '../support/browser/app-page.js'
import { runAxe } from '../support/browser/axe.js'
import { DIALOG_SCENARIOS } from '../support/browser/dialogs.js'
import { saveScreenshot } from '../support/browser/screenshots.js'
import { useAppSuite } from '../support/browser/suite.js'

const app = useAppSuite('memory')
const layouts = [
  { layout: 'wide', viewport: WIDE },
  { layout: 'compact', viewport: COMPACT },
] as const

describe('every dialog passes axe-core in light and dark theme, wide and compact', () => {
  for (const scenario of DIALOG_SCENARIOS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const { layout, viewport } of layouts) {
        it(`${scenario.name} dialog, ${colorScheme}, ${layout}`, async () => {
          const { page } = await app.open({ viewport, colorScheme })
          const opened = await scenario.open(page)
          // Let transitions settle so colour-contrast sees the final colours.
          await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
          await opened.evaluate((element) => element.setAttribute('data-axe-target', ''))
          expect(await runAxe(page, '[data-axe-target]')).toEqual([])
          await saveScreenshot(page, `${scenario.name}-${colorScheme}-${layout}`)
        })
      }
    }
  }
})

describe('the axe harness itself', () => {
  it('reports violations on a dialog without a name and a button without text', async () => {
    const { context } = await app.open()
    // A blank page of its own, so the app's script cannot race the replaced document.
    const page = await context.newPage()
    await page.setContent('<main><div role="dialog" aria-modal="true" id="bad"><button></button></div></main>')
    const ids = (await runAxe(page, '#bad')).map((violation) => violation.id)
    expect(ids).toEqual(expect.arrayContaining(['aria-dialog-name', 'button-name']))
  })
})
