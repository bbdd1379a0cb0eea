import type { Page } from 'playwright-core'

/**
 * An init script that records every text the app's polite live region takes, in order, so a
 * test sees announcements that last only a moment (`Connecting to ...`).
 */
export const recordAnnouncements = {
  content: `(() => {
    const said = (window.__announcements = [])
    // The last text taken, kept apart from the list: a cleared list does not take the region's standing text again.
    let last = ''
    const record = () => {
      const region = document.querySelector('[role="status"][aria-live="polite"]')
      const text = region ? region.textContent.trim() : ''
      if (text && text !== last) said.push((last = text))
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })()`,
}

export const announcements = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __announcements?: string[] }).__announcements ?? [])

/** Forgets what was recorded so far: only what the region says next is recorded, not what it says now. */
export const clearAnnouncements = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const said = (window as unknown as { __announcements?: string[] }).__announcements
    if (said) said.length = 0
  })
