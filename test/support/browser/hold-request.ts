import type { BrowserContext } from 'playwright-core'

export interface HeldRequest {
  /** Resolves once the browser has asked for a matching file. */
  requested: Promise<void>
  /** Lets the held request (and any later one) through. */
  release: () => void
}

/** Holds every request matching `url` until `release()`: the page runs without that file meanwhile. */
export async function holdRequest(context: BrowserContext, url: RegExp): Promise<HeldRequest> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked!: () => void
  const requested = new Promise<void>((resolve) => (asked = resolve))
  await context.route(url, async (route) => {
    asked()
    await released
    await route.continue()
  })
  return { requested, release }
}
