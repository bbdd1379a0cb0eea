import { execFileSync } from 'node:child_process'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMPACT } from '../support/browser/app-page.js'
import { accountButton, appLoaded, chainButton, connectButton, connectWith } from '../support/browser/flows.js'
import { layoutSettled } from '../support/browser/fonts.js'
import { holdRequest } from '../support/browser/hold-request.js'
import { useAppSuite } from '../support/browser/suite.js'

// A first visit on a slow network paints in the fallback font, then swaps to Inter when it
// arrives. The fallback face is sized to Inter's average width and its ascent and descent, so the
// swap moves the header's controls by a few per cent at most (an unsized fallback: 9 to 17 %).
// Compared here: the same page with Inter, and with Inter never arriving.
const WEB_FONT = /\/inter-[^/]+\.woff2?$/

const app = useAppSuite('memory')

beforeAll(() => {
  // The stand-in is a local Arial (or a metric-compatible clone): without one the browser falls back unsized.
  const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split('\n')
  if (!families.some((line) => /^(Arial|Liberation Sans|Arimo)(,|$)/.test(line))) {
    throw new Error('No Arial-compatible font on this machine: install one (Debian: apt-get install -y fonts-liberation; .ci/run does).')
  }
})

type Box = { width: number; height: number }

async function sizeOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`not laid out: ${locator.toString()}`)
  return { width: box.width, height: box.height }
}

/** The header's boxes before and after connecting, once the page's fonts have settled either way. */
async function headerBoxes(page: Page): Promise<Record<string, Box>> {
  // The app's own header: the start screen's is swapped for it by the app's first render.
  await appLoaded(page)
  await layoutSettled(page)
  const connect = await sizeOf(connectButton(page))
  const title = await sizeOf(page.locator('.rpgf-header .rpgf-app-name'))
  await connectWith(page, 'Mock Wallet')
  await chainButton(page).waitFor()
  await layoutSettled(page)
  return { connect, title, chain: await sizeOf(chainButton(page)), account: await sizeOf(accountButton(page)) }
}

/** Whether the page drew its text in Inter (true) or only in a fallback face. */
const interLoaded = (page: Page) =>
  page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded'))

describe.each([
  ['a desktop', undefined],
  ['a phone', COMPACT],
] as const)('the web font arriving late on %s moves nothing', (_name, viewport) => {
  it('each header control has the same size in the fallback face as in Inter (widths within 6 %, heights within 1 px)', async () => {
    const withInter = await app.open(viewport ? { viewport } : {})
    const inter = await headerBoxes(withInter.page)
    expect(await interLoaded(withInter.page)).toBe(true)

    const withoutInter = await app.open(viewport ? { viewport } : {})
    await withoutInter.context.route(WEB_FONT, (route) => route.abort())
    await withoutInter.page.reload()
    const fallback = await headerBoxes(withoutInter.page)
    expect(await interLoaded(withoutInter.page)).toBe(false)

    for (const [control, box] of Object.entries(inter)) {
      const other = fallback[control]!
      expect
        .soft(Math.abs(other.width - box.width) / box.width, `${control}: ${other.width} px wide in the fallback, ${box.width} px in Inter`)
        .toBeLessThanOrEqual(0.06)
      expect.soft(Math.abs(other.height - box.height), `${control}: ${other.height} px high in the fallback, ${box.height} px in Inter`).toBeLessThanOrEqual(1)
    }
  })
})

describe("the shell's font", () => {
  const ENTRY_JS = /\/assets\/index-[^/]+\.js$/

  it('is fetched once, by its preload, before the first paint; the shell draws in it and asks for no other Inter file', async () => {
    const { page, context } = await app.open()
    // The shell alone (the entry JS held): the faces in use are the ones its first frame asked for.
    const entry = await holdRequest(context, ENTRY_JS)
    await page.reload({ waitUntil: 'commit' })
    await entry.requested
    await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0)
    await page.evaluate(async () => {
      document.body.getBoundingClientRect()
      await document.fonts.ready
    })
    const seen = await page.evaluate(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => /\.woff2?$/.test(entry.name))
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          by: entry.initiatorType,
          beforePaint: entry.startTime < performance.getEntriesByName('first-paint')[0]!.startTime,
        })),
      preloaded: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => new URL(link.href).pathname),
      inter: [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Inter' && face.status !== 'unloaded')
        .map((face) => `${face.weight} ${face.status}`),
    }))
    expect(seen.preloaded).toHaveLength(1)
    expect(seen.preloaded[0]).toMatch(/^\/assets\/inter-latin-600-normal-[\w-]+\.woff2$/)
    // One request (the face reuses the preload's answer: same file, same CORS mode), sent while the head was parsed.
    expect(seen.fetched).toEqual([{ file: seen.preloaded[0], by: 'link', beforePaint: true }])
    // Used: the layout asked for Inter at 600, and the preloaded file is what that face loaded.
    expect(seen.inter).toEqual(['600 loaded'])
    entry.release()
    await appLoaded(page)
  })
})
