import type { Page } from 'playwright-core'

/** Every JS file the page has fetched so far (Resource Timing), by path. */
export const jsFetched = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )
