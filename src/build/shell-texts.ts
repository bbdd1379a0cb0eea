import type { Messages } from '../../src-ui/i18n/messages/en.js'
import ar from '../../src-ui/i18n/messages/ar.js'
import de from '../../src-ui/i18n/messages/de.js'
import es419 from '../../src-ui/i18n/messages/es-419.js'
import fa from '../../src-ui/i18n/messages/fa.js'
import fr from '../../src-ui/i18n/messages/fr.js'
import he from '../../src-ui/i18n/messages/he.js'
import hi from '../../src-ui/i18n/messages/hi.js'
import id from '../../src-ui/i18n/messages/id.js'
import it from '../../src-ui/i18n/messages/it.js'
import ja from '../../src-ui/i18n/messages/ja.js'
import ko from '../../src-ui/i18n/messages/ko.js'
import ms from '../../src-ui/i18n/messages/ms.js'
import pl from '../../src-ui/i18n/messages/pl.js'
import ptBR from '../../src-ui/i18n/messages/pt-BR.js'
import ru from '../../src-ui/i18n/messages/ru.js'
import th from '../../src-ui/i18n/messages/th.js'
import tr from '../../src-ui/i18n/messages/tr.js'
import uk from '../../src-ui/i18n/messages/uk.js'
import vi from '../../src-ui/i18n/messages/vi.js'
import zhCN from '../../src-ui/i18n/messages/zh-CN.js'
import zhHK from '../../src-ui/i18n/messages/zh-HK.js'
import zhTW from '../../src-ui/i18n/messages/zh-TW.js'
import { resolveLocale, type Locale } from '../../src-ui/i18n/locales.js'
import { SHELL_LOCALE_ATTRIBUTE, SHELL_TEXT_KEYS, SHELL_TEXTS_META } from '../../src-ui/start-protocol.js'

// The HTML shell's texts in every language the app speaks, for the boot script to put in the
// visitor's before the first paint (src/boot/texts.ts): the shell stays up for the page's first
// seconds, and a visitor reading German should not see English that then changes.

const CATALOGUES: Record<Exclude<Locale, 'en'>, Messages> = {
  ar,
  de,
  'es-419': es419,
  fa,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  ms,
  pl,
  'pt-BR': ptBR,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
}

/**
 * The <meta> the boot script reads: its content `{ <locale>: [the texts in SHELL_TEXT_KEYS order] }`;
 * an app with a fixed locale names it in SHELL_LOCALE_ATTRIBUTE and carries that row only (none for
 * English, the shell's own language). The visitor's locale is settled before the table is parsed,
 * so an English visit parses nothing.
 */
export function shellTextsMarkup(appLocale?: string): string {
  const fixed = appLocale === undefined ? undefined : resolveLocale([appLocale])
  const entries = Object.entries(CATALOGUES).filter(([locale]) => fixed === undefined || locale === fixed)
  const texts = Object.fromEntries(entries.map(([locale, messages]) => [locale, SHELL_TEXT_KEYS.map((key) => messages[key])]))
  const content = JSON.stringify(texts).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  const named = fixed === undefined ? '' : ` ${SHELL_LOCALE_ATTRIBUTE}="${fixed}"`
  return `<meta name="${SHELL_TEXTS_META}"${named} content="${content}" />`
}
