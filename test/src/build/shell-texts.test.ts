import { describe, expect, it } from 'vitest'
import { shellTextsMarkup } from '../../../src/build/shell-texts.js'
import { LOCALES } from '../../../src-ui/i18n/locales.js'
import { loadMessages } from '../../../src-ui/i18n/load-messages.js'
import { SHELL_TEXT_KEYS } from '../../../src-ui/start-protocol.js'

/** The table as the boot script reads it: the meta element's content, decoded, and the fixed locale it names. */
function table(markup: string): { locale?: string; texts: Record<string, string[]> } {
  const content = /content="([^"]*)"/.exec(markup)?.[1] ?? ''
  const locale = /data-locale="([^"]*)"/.exec(markup)?.[1]
  const texts = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
  return locale === undefined ? { texts } : { locale, texts }
}

describe("the shell's texts for the boot script", () => {
  it("carries every language but English (the shell's own), each row the catalogue's own texts", async () => {
    const { locale, texts } = table(shellTextsMarkup())
    expect(locale).toBeUndefined()
    expect(Object.keys(texts).sort()).toEqual(LOCALES.filter((entry) => entry !== 'en').sort())
    for (const [entry, row] of Object.entries(texts)) {
      const messages = await loadMessages(entry as Exclude<(typeof LOCALES)[number], 'en'>)
      expect(row).toEqual(SHELL_TEXT_KEYS.map((key) => messages[key]))
    }
  })

  it('an app with its own language carries that one only, named; English carries none', () => {
    expect(table(shellTextsMarkup('pt'))).toEqual({ locale: 'pt-BR', texts: { 'pt-BR': expect.any(Array) } })
    expect(table(shellTextsMarkup('en'))).toEqual({ locale: 'en', texts: {} })
  })

  it('writes no markup a text could break out of: quotes and ampersands are escaped', () => {
    const markup = shellTextsMarkup()
    expect(markup.match(/"/g)).toHaveLength(4)
    expect(markup).not.toMatch(/<(?!meta )/)
  })
})
