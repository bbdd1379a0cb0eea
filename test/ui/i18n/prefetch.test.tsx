import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider, useI18n } from '../../../src-ui/i18n/I18nProvider.js'
import { prefetchMessages } from '../../../src-ui/i18n/prefetch.js'

function ConnectLabel() {
  const { t, locale } = useI18n()
  return <span lang={locale}>{t('button.connect')}</span>
}

describe('prefetchMessages: a catalogue fetched before React renders', () => {
  it('a provider mounted after it draws that language in its first render, never English first', async () => {
    await prefetchMessages('de')
    const seen: string[] = []
    function Recorder() {
      const text = useI18n().t('button.connect')
      seen.push(text)
      return null
    }
    render(
      <I18nProvider locale="de">
        <Recorder />
        <ConnectLabel />
      </I18nProvider>,
    )
    expect(screen.getByText('Wallet verbinden')).toHaveAttribute('lang', 'de')
    expect(seen.every((text) => text === 'Wallet verbinden')).toBe(true)
  })

  it('English and tags with no catalogue fetch nothing and never reject', async () => {
    await expect(prefetchMessages('en')).resolves.toBeUndefined()
    await expect(prefetchMessages('sw')).resolves.toBeUndefined()
    await expect(prefetchMessages('not a tag !')).resolves.toBeUndefined()
  })
})
