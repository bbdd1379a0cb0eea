import { useMemo, type ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'
import { DEFAULT_SCOPE_ID, scopeSelector, writeThemeCss, type Theme } from '../theme/themes.js'

/** The theme's sheet and the scope's element, carrying the language and direction so the dialogs inside mirror for right-to-left readers. */
export function ThemeRoot({ css, id, children }: { css: string; id: string; children: ReactNode }) {
  const { locale, dir } = useI18n()
  return (
    <>
      <style>{css}</style>
      <div data-rk={id} className="rpgf-root" lang={locale} dir={dir}>
        {children}
      </div>
    </>
  )
}

/**
 * ThemeScope for a theme checked already: the first screen's, which the build checked when it read
 * the config. It leaves the theme's checks (and their messages) to the code that loads with the provider.
 */
export function CheckedThemeScope({
  theme = {},
  id = DEFAULT_SCOPE_ID,
  children,
}: {
  theme?: Theme | undefined
  id?: string | undefined
  children: ReactNode
}) {
  const css = useMemo(() => writeThemeCss(theme, scopeSelector(id)), [id, theme])
  return (
    <ThemeRoot css={css} id={id}>
      {children}
    </ThemeRoot>
  )
}
