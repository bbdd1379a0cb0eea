import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InvalidConfigError, InvalidHexColorError, InvalidScopeIdError, InvalidThemeError } from '../../src-domain/index.js'
import { readConfig } from '../../src/config.js'
import { ThemeScope } from '../../src-ui/components/ThemeScope.js'
import { resolveTheme, scopeCss } from '../../src-ui/theme/theme-checks.js'
import { luminance, readableOn, THEMES, type ThemeOptions } from '../../src-ui/theme/themes.js'
import { Catch } from './support/catch.js'
import { renderApp } from './support/render-app.js'

function renderScope(props: { theme?: unknown; id?: string }): unknown {
  let caught: unknown
  const quiet = console.error
  console.error = () => {}
  try {
    render(
      <Catch onError={(error) => (caught = error)}>
        <ThemeScope {...(props as { theme?: ThemeOptions; id?: string })}>
          <p>inside</p>
        </ThemeScope>
      </Catch>,
    )
  } finally {
    console.error = quiet
  }
  return caught
}

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

describe('themes', () => {
  it('scopes the theme variables under [data-rk="<id>"]', async () => {
    const { container } = await renderApp({ shell: { theme: { name: 'midnight' }, id: 'my_app2' } })
    const scope = container.querySelector('[data-rk="my_app2"]')
    expect(scope).not.toBeNull()
    const css = document.querySelector('style')?.textContent ?? ''
    expect(css.startsWith('[data-rk="my_app2"]{')).toBe(true)
    expect(css).toContain(`--rpgf-bg:${THEMES.midnight.background};`)
  })

  it('offers light, dark and midnight, and auto follows the colour-scheme preference', () => {
    expect(scopeCss('rk', { name: 'light' })).toContain(`--rpgf-bg:${THEMES.light.background};`)
    expect(scopeCss('rk', { name: 'dark' })).toContain(`--rpgf-bg:${THEMES.dark.background};`)
    expect(scopeCss('rk', { name: 'midnight' })).toContain(`--rpgf-bg:${THEMES.midnight.background};`)
    const auto = scopeCss('rk')
    expect(auto).toContain(`--rpgf-bg:${THEMES.light.background};`)
    expect(auto).toContain(`@media (prefers-color-scheme: dark){[data-rk="rk"]{`)
  })

  it('keeps every theme’s text readable (WCAG AA 4.5:1)', () => {
    for (const colors of Object.values(THEMES)) {
      expect(contrast(colors.foreground, colors.background)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(colors.muted, colors.background)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(colors.accentForeground, colors.accent)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('takes a custom accent colour, with readable text on it', () => {
    const css = scopeCss('rk', { name: 'light', accentColor: '#ffcc00' })
    expect(css).toContain('--rpgf-accent:#ffcc00;')
    expect(css).toContain('--rpgf-accent-fg:#000000;')
    expect(readableOn('#7b3fe4')).toBe('#ffffff')
    expect(scopeCss('rk', { name: 'dark', accentColor: '#123', accentColorForeground: '#fff' })).toContain('--rpgf-accent-fg:#fff;')
    expect(scopeCss('rk', { name: 'light', accentColorForeground: '#eee' })).toContain(`--rpgf-accent:${THEMES.light.accent};--rpgf-accent-fg:#eee;`)
  })

  it('rejects an accent colour that is not hex (it would end up in a style sheet)', () => {
    for (const accentColor of ['red', '#12345', 'rgb(0,0,0)', '#fff;} body{display:none', '']) {
      expect(() => resolveTheme({ accentColor })).toThrow(InvalidHexColorError)
    }
    expect(renderScope({ theme: { accentColor: 'blue' } })).toBeInstanceOf(InvalidHexColorError)
  })

  it('rejects a theme passed as a function with a clear error', () => {
    const darkTheme = () => ({ name: 'dark' as const })
    expect(() => resolveTheme(darkTheme)).toThrow(InvalidThemeError)
    expect(() => resolveTheme(darkTheme)).toThrow(
      "A theme is an object, not a function: pass { name: 'light' | 'dark' | 'midnight' | 'auto', accentColor?: '#rrggbb' }.",
    )
    expect(renderScope({ theme: darkTheme })).toBeInstanceOf(InvalidThemeError)
  })

  it('rejects an unknown theme name', () => {
    expect(() => resolveTheme({ name: 'neon' as ThemeOptions['name'] })).toThrow(InvalidConfigError)
  })

  it('allows only letters, digits and underscores in the scope id', () => {
    expect(renderScope({ id: 'App_2' })).toBeUndefined()
    for (const id of ['my-app', 'a b', '"]{}*{color:red}[x="', '', 'ü']) {
      expect(() => scopeCss(id)).toThrow(InvalidScopeIdError)
    }
    expect(renderScope({ id: 'bad-id' })).toBeInstanceOf(InvalidScopeIdError)
  })

  it('is configured by VITE_THEME and VITE_ACCENT_COLOR, checked when the config is read', () => {
    expect(readConfig({ VITE_THEME: 'midnight', VITE_ACCENT_COLOR: '#ff0080' }, { dev: true }).theme).toEqual({
      name: 'midnight',
      accentColor: '#ff0080',
    })
    expect(readConfig({}, { dev: true }).theme).toEqual({ name: 'auto' })
    expect(() => readConfig({ VITE_ACCENT_COLOR: 'pink' }, { dev: true })).toThrow(InvalidConfigError)
    expect(() => readConfig({ VITE_THEME: 'sepia' }, { dev: true })).toThrow(/VITE_THEME/)
  })
})
