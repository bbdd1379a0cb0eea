import type { Page } from 'playwright-core'

/**
 * An init script that records every text the app's polite live region takes, in order, so a
 * test sees announcements that last only a moment (`Connecting to ...`).
 */
export const recordAnnouncements = {
  content: `(() => {
    const said = (window.__announcements = [])
    const record = () => {
      const region = document.querySelector('[role="status"][aria-live="polite"]')
      const text = region ? region.textContent.trim() : ''
      if (text && said[said.length - 1] !== text) said.push(text)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })()`,
}

export const announcements = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __announcements?: string[] }).__announcements ?? [])

/** Forgets what was recorded so far: the next announcements are recorded from an empty list. */
export const clearAnnouncements = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const said = (window as unknown as { __announcements?: string[] }).__announcements
    if (said) said.length = 0
  })
