import type { Page } from 'playwright-core'

/**
 * Resolves once the page has drawn a frame and then found itself with nothing to do
 * (`requestIdleCallback`): whatever an answer already in the page set off (promise callbacks,
 * React's scheduled renders, their effects) has run. For "and then nothing changes" checks: the
 * page tells when it is done, so a busy machine only makes the wait longer, never too short.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))))
}
