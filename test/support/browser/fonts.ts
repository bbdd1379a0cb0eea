import type { Page } from 'playwright-core'

/**
 * Resolves once the page's style sheets are in, every face of the web font its layout asked for
 * has loaded (or failed), and every finite animation has finished. A box read before then is measured in the fallback font: a visitor sees it for
 * a moment at most, and a busy machine makes a test see it. Read sizes after this, never before.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null))
  await page.evaluate(async () => {
    // A layout starts the loads of the faces its text uses; `ready` then waits for them too.
    document.body.getBoundingClientRect()
    // A face that fails to load (a blocked request) settles too: the page then stays in its fallback.
    const settle = (font: string) => document.fonts.load(font).catch(() => [])
    await Promise.all([settle('400 16px Inter'), settle('600 16px Inter')])
    await document.fonts.ready
    // And every motion that ends (a dialog rising into place; not a spinner's endless turn) has ended.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })
}
