import { describe, expect, it } from 'vitest'
import { COMPACT, WIDE } from '../support/browser/app-page.js'
import { useAppSuite, useDevPagesSuite } from '../support/browser/suite.js'

describe('the page’s own files (production build, memory backend, the server’s CSP)', () => {
  const app = useAppSuite('memory')

  it('names an SVG favicon that is served and drawn under the CSP; a load asks for nothing that is missing', async () => {
    const { page } = await app.open()
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    await page.reload({ waitUntil: 'networkidle' })
    const href = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(href).toBe('/favicon.svg')
    const icon = await page.request.get(new URL(href!, page.url()).href)
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    // Drawn as an image by the page itself: the CSP's img-src allows it and it is a valid picture.
    const size = await page.evaluate(async (url) => {
      const image = new Image()
      image.src = url
      await image.decode()
      return { width: image.naturalWidth, height: image.naturalHeight }
    }, href!)
    expect(size.width).toBeGreaterThan(0)
    expect(size.height).toBe(size.width)
    expect(failed).toEqual([])
  })
})

describe('the development page', () => {
  const devPages = useDevPagesSuite('/?dev=transactions')

  it.each([
    ['wide', WIDE],
    ['compact', COMPACT],
  ] as const)('%s: its content lines up with the header’s, clear of the window’s sides', async (_name, viewport) => {
    const { page } = await devPages.open({ viewport })
    const heading = page.getByRole('heading', { name: 'Development: transactions' })
    await heading.waitFor()
    const [text, appName] = await Promise.all([heading.boundingBox(), page.locator('.rpgf-app-name').boundingBox()])
    expect(text!.x).toBeGreaterThanOrEqual(8)
    expect(text!.x).toBe(appName!.x)
    for (const button of await page.getByRole('button', { name: /^Send a transaction/ }).all()) {
      const box = await button.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(8)
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width - 8)
    }
  })
})
