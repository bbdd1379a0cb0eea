import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/** Writes a screenshot of the whole viewport to artifacts/screenshots/<name>.png (gitignored). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = join(inject('e2e').screenshotDir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`)
  await page.screenshot({ path })
  return path
}
