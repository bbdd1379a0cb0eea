import { directionOf, isLocale, resolveLocale, type Locale } from '../../src-ui/i18n/locales.js'
import { SHELL_LOCALE_ATTRIBUTE, SHELL_TEXT_KEYS, SHELL_TEXTS_META } from '../../src-ui/start-protocol.js'

/** The shell's texts in the visitor's language (the app's, when it fixes one). */
export interface ShellTexts {
  locale: Locale
  dir: 'ltr' | 'rtl'
  connect: string
  title: string
  close: string
  checking: string
}

/** No text of the table is longer: anything else in the page's meta is not the build's. */
const MAX_TEXT_LENGTH = 120

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT_LENGTH

/**
 * The texts for the visitor's languages from the table the build writes (src/build/shell-texts.ts);
 * undefined for English (the shell's own) and for a table that is missing or malformed, which
 * leaves the shell as it is. The locale comes first: an English visit (most of them) parses no table.
 */
export function shellTexts(doc: Document, languages: readonly string[]): ShellTexts | undefined {
  const meta = doc.querySelector(`meta[name=${SHELL_TEXTS_META}]`)
  if (!meta) return undefined
  const fixed = meta.getAttribute(SHELL_LOCALE_ATTRIBUTE)
  const locale = fixed !== null && isLocale(fixed) ? fixed : resolveLocale(languages)
  if (locale === 'en') return undefined
  let table: unknown
  try {
    table = JSON.parse(meta.getAttribute('content') ?? '')
  } catch {
    return undefined
  }
  if (typeof table !== 'object' || table === null) return undefined
  const row: unknown = (table as Record<string, unknown>)[locale]
  if (!Array.isArray(row) || row.length !== SHELL_TEXT_KEYS.length || !row.every(isText)) return undefined
  const [connect, title, close, checking] = row as [string, string, string, string]
  return { locale, dir: directionOf(locale), connect, title, close, checking }
}
