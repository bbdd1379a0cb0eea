import { describe, expect, it } from 'vitest'
import { LOCALES, matchLocale, resolveLocale, type Locale } from '../../../src-ui/i18n/locales.js'
import { loadMessages } from '../../../src-ui/i18n/load-messages.js'
import { en, type MessageKey } from '../../../src-ui/i18n/messages/en.js'
import { formatMessage, placeholders } from '../../../src-ui/i18n/translate.js'

const OTHERS = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')
const KEYS = Object.keys(en).sort()

describe('message catalogues', () => {
  it('offer RainbowKit 2’s locales plus Hebrew and Persian, 23 in all', () => {
    expect(LOCALES).toHaveLength(23)
    expect(LOCALES).toEqual(
      expect.arrayContaining([
        'ar',
        'de',
        'en',
        'es-419',
        'fr',
        'hi',
        'id',
        'ja',
        'ko',
        'ms',
        'pt-BR',
        'ru',
        'th',
        'tr',
        'uk',
        'vi',
        'zh-CN',
        'zh-HK',
        'zh-TW',
        'he',
        'fa',
      ]),
    )
  })

  it.each(OTHERS)('%s has every key of English, no other, each a non-empty text with the same placeholders', async (locale) => {
    const messages = await loadMessages(locale)
    expect(Object.keys(messages).sort()).toEqual(KEYS)
    for (const key of KEYS as MessageKey[]) {
      const text = messages[key]
      expect(typeof text === 'string' && text.trim() !== '', `${locale} ${key}`).toBe(true)
      expect(placeholders(text).sort(), `${locale} ${key}: ${text}`).toEqual(placeholders(en[key]).sort())
    }
  })

  it.each(OTHERS)('%s is a translation: at most a few texts equal the English (names, loanwords)', async (locale) => {
    const messages = await loadMessages(locale)
    const same = (KEYS as MessageKey[]).filter((key) => messages[key] === en[key])
    expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThanOrEqual(3)
  })

  it.each(LOCALES)('%s: a button’s accessible name holds its visible text (WCAG 2.5.3, label in name)', async (locale) => {
    const messages = locale === 'en' ? en : await loadMessages(locale)
    expect(messages['get.walletLabel'].toLowerCase()).toContain(messages['connect.get'].toLowerCase())
    // The chain button shows the chain's name: its accessible name begins with it.
    expect(messages['button.chainSelector']).toMatch(/^\{chain\}\P{L}/u)
  })

  it('keeps the spec’s English texts', () => {
    expect(en['button.connect']).toBe('Connect Wallet')
    expect(en['connect.retry']).toBe('RETRY')
    expect(formatMessage(en['error.notInstalled'], { wallet: 'MetaMask' })).toBe('MetaMask is not installed')
    expect(en['network.wrongNetwork']).toBe('Wrong network detected, switch or disconnect to continue.')
    expect(en['signIn.nonceFailed']).toBe('Error preparing message, please retry!')
    expect(en['signIn.signOutFailed']).toBe('Could not sign out, please retry!')
    expect(en['account.balanceUnavailable']).toBe('Balance unavailable')
    expect(en['account.retryBalance']).toBe('Retry')
  })

  it('fills placeholders as text and leaves an unfilled one visible', () => {
    expect(formatMessage('Open {wallet} now', { wallet: '<b>x</b>' })).toBe('Open <b>x</b> now')
    expect(formatMessage('Chain {id} (unsupported)', { id: 7 })).toBe('Chain 7 (unsupported)')
    expect(formatMessage('Hello {name}')).toBe('Hello {name}')
  })
})

describe('choosing the locale from the browser’s languages', () => {
  it.each([
    [['de-DE', 'en'], 'de'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['es-MX'], 'es-419'],
    [['es'], 'es-419'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-HK'],
    [['zh-Hant-HK'], 'zh-HK'],
    [['zh'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['iw'], 'he'],
    [['he-IL'], 'he'],
    [['fa-IR'], 'fa'],
    [['ar-EG'], 'ar'],
    [['ja_JP'], 'ja'],
    [['nl-NL', 'fr-CA'], 'fr'],
    [['nl', 'sv'], 'en'],
    [['not a tag', 'ko'], 'ko'],
    [['de-', 'ko'], 'ko'],
    [['zh-hant-hk'], 'zh-HK'],
    [['ZH-MO'], 'zh-TW'],
    // 158 is Taiwan's UN M49 region code.
    [['zh-158'], 'zh-TW'],
    // An extension's subtags are not the tag's script or region.
    [['zh-u-nu-hant'], 'zh-CN'],
    [['zh-CN-x-tw'], 'zh-CN'],
    [['in-ID'], 'id'],
    [[], 'en'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(resolveLocale(languages)).toBe(expected)
  })
})

describe('a plain tag (a language, perhaps a region) read without Intl.Locale', () => {
  // The reading before the shortcut: every tag through Intl.Locale.
  const byIntl = (tag: string): Locale | undefined => {
    let parsed: Intl.Locale
    try {
      parsed = new Intl.Locale(tag.replace(/_/g, '-'))
    } catch {
      return undefined
    }
    const { language, region, script } = parsed
    if (language === 'zh') return region === 'HK' ? 'zh-HK' : script === 'Hant' || region === 'TW' || region === 'MO' ? 'zh-TW' : 'zh-CN'
    const named: Record<string, Locale> = { pt: 'pt-BR', es: 'es-419', iw: 'he', in: 'id' }
    return named[language] ?? LOCALES.find((locale) => locale === language)
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const languages = [...letters].flatMap((first) => [...letters].map((second) => first + second))

  it('every two-letter language, alone, with a region and in other cases, reads as Intl.Locale reads it', () => {
    const tags = languages.flatMap((language) => [language, `${language}-US`, `${language}_BR`, `${language.toUpperCase()}-tw`, `${language}-HK`])
    const differing = tags.filter((tag) => matchLocale(tag) !== byIntl(tag))
    expect(differing).toEqual([])
  })

  it('does not call Intl.Locale for one', () => {
    const original = Intl.Locale
    const intl = Intl as { Locale: typeof Intl.Locale }
    let made = 0
    intl.Locale = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.Locale>) {
        made += 1
        return Reflect.construct(target, args)
      },
    })
    try {
      expect(resolveLocale(['en-GB'])).toBe('en')
      expect(resolveLocale(['de_AT'])).toBe('de')
      expect(made).toBe(0)
      expect(resolveLocale(['zh-HK'])).toBe('zh-HK')
      expect(made).toBe(1)
    } finally {
      intl.Locale = original
    }
  })
})
