import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { en, type Messages } from './messages/en.js'
import { browserLanguages, DEFAULT_LOCALE, directionOf, resolveLocale, type Locale } from './locales.js'
import { createTranslate, translateEnglish, type Translate } from './translate.js'
import { fetchedCatalogues as fetched } from './prefetch.js'

export interface I18n {
  /** The locale whose texts are on screen (English until another catalogue has arrived). */
  locale: Locale
  dir: 'ltr' | 'rtl'
  t: Translate
}

const ENGLISH: I18n = { locale: DEFAULT_LOCALE, dir: 'ltr', t: translateEnglish }
const I18nContext = createContext<I18n>(ENGLISH)

/** The active texts; English outside a provider, so a component rendered on its own still reads well. */
export const useI18n = (): I18n => useContext(I18nContext)

export interface I18nProviderProps {
  /** A language tag (`de`, `pt`, `zh-Hant`...) matched to a catalogue; absent follows the browser's languages. */
  locale?: string | undefined
  children: ReactNode
}

/**
 * Picks the catalogue (the given tag, else the browser's languages, else English) and fetches it
 * when it is not English: only the active locale's texts are ever downloaded.
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const wanted = useMemo(() => resolveLocale(locale === undefined ? browserLanguages() : [locale]), [locale])
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>(() => {
    const messages = fetched.get(wanted)
    return messages ? { locale: wanted, messages } : { locale: DEFAULT_LOCALE, messages: en }
  })
  useEffect(() => {
    const show = (messages: Messages) => setLoaded((current) => (current.messages === messages ? current : { locale: wanted, messages }))
    if (wanted === 'en') return show(en)
    const known = fetched.get(wanted)
    if (known) return show(known)
    let live = true
    import('./load-messages.js')
      .then(({ loadMessages }) => loadMessages(wanted))
      .then(
        (messages) => {
          fetched.set(wanted, messages)
          if (live) setLoaded({ locale: wanted, messages })
        },
        // Offline or a stale deploy: English still lets the visitor connect, rather than no text at all.
        () => live && setLoaded({ locale: DEFAULT_LOCALE, messages: en }),
      )
    return () => {
      live = false
    }
  }, [wanted])
  const value = useMemo<I18n>(() => ({ locale: loaded.locale, dir: directionOf(loaded.locale), t: createTranslate(loaded.messages) }), [loaded])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}
