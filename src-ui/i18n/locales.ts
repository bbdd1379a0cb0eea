/** Every locale with a catalogue: RainbowKit 2's list, Hebrew and Persian, Italian and Polish. */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es-419',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** Written right to left: the dialogs mirror, addresses and numbers stay left to right inside. */
const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar', 'fa', 'he'])
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.has(locale) ? 'rtl' : 'ltr')

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/** Chinese by script or region: Traditional in Taiwan and Macau (Hong Kong has its own), Simplified elsewhere. */
function chinese(tag: Intl.Locale): Locale {
  const region = tag.region
  if (region === 'HK') return 'zh-HK'
  if (tag.script === 'Hant' || region === 'TW' || region === 'MO') return 'zh-TW'
  return 'zh-CN'
}

/**
 * A language with at most a region (`de`, `en-GB`, `pt_BR`): read without Intl.Locale, whose first
 * use loads the engine's locale data (milliseconds on a slow phone, in the boot script before the
 * first paint). Chinese, numeric regions and longer tags go through Intl.Locale, which knows
 * scripts and region aliases (`zh-158` is Taiwan).
 */
const PLAIN_TAG = /^([a-z]{2})(?:[-_][a-z]{2})?$/i

/** The catalogue for a language subtag, Chinese aside. */
function byLanguage(language: string): Locale | undefined {
  switch (language) {
    case 'pt':
      return 'pt-BR'
    case 'es':
      return 'es-419'
    // `iw` is Hebrew's withdrawn code that older browsers still send; `jw`/`in` likewise for Indonesian.
    case 'iw':
      return 'he'
    case 'in':
      return 'id'
    default:
      return isLocale(language) ? language : undefined
  }
}

/** The catalogue for one language tag, or undefined when none fits it. */
export function matchLocale(tag: string): Locale | undefined {
  const plain = PLAIN_TAG.exec(tag)?.[1]?.toLowerCase()
  if (plain !== undefined && plain !== 'zh') return byLanguage(plain)
  let parsed: Intl.Locale
  try {
    parsed = new Intl.Locale(tag.replace(/_/g, '-'))
  } catch {
    return undefined
  }
  return parsed.language === 'zh' ? chinese(parsed) : byLanguage(parsed.language)
}

/** The first of the visitor's languages there is a catalogue for, else English. */
export function resolveLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const match = matchLocale(language)
    if (match) return match
  }
  return DEFAULT_LOCALE
}

/** The browser's languages in the visitor's order; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}
