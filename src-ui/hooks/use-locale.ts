import { useI18n } from '../i18n/I18nProvider.js'
import type { Locale } from '../i18n/locales.js'

/** The language the wallet UI speaks (a catalogue's locale, `en` until another has arrived) and its direction, for the app's own texts. */
export function useLocale(): { locale: Locale; dir: 'ltr' | 'rtl' } {
  const { locale, dir } = useI18n()
  return { locale, dir }
}
