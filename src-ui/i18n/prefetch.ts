import { browserLanguages, resolveLocale, type Locale } from './locales.js'
import type { Messages } from './messages/en.js'

/**
 * Catalogues other than English already fetched on this page: a provider mounted later (the app
 * replacing the start screen) starts with them rather than showing English for a moment.
 */
export const fetchedCatalogues = new Map<Locale, Messages>()

/**
 * Fetches the catalogue a provider given `locale` will show (the browser's languages when absent),
 * so that its first render is in that language rather than English for a moment. Free of React:
 * the page's entry asks for it before React runs. Never rejects: a catalogue that cannot be
 * fetched leaves the provider to try again, and English meanwhile.
 */
export async function prefetchMessages(locale?: string): Promise<void> {
  const wanted = resolveLocale(locale === undefined ? browserLanguages() : [locale])
  if (wanted === 'en' || fetchedCatalogues.has(wanted)) return
  try {
    const { loadMessages } = await import('./load-messages.js')
    fetchedCatalogues.set(wanted, await loadMessages(wanted))
  } catch {
    // Offline or a stale deploy: the provider asks again.
  }
}
