import { useMemo, type ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'
import { DEFAULT_SCOPE_ID, scopeCss, type Theme, type ThemeFunction } from '../theme/themes.js'

export interface ThemeScopeProps {
  /** A plain theme object, or `{ lightMode, darkMode }`; a function is rejected with InvalidThemeError. */
  theme?: Theme | ThemeFunction
  /** Letters, digits and underscores only (InvalidScopeIdError otherwise): it is written into a CSS selector. */
  id?: string
  children: ReactNode
}

/**
 * Puts the theme's colours and layout (corners, font, overlay blur) on `[data-rk="<id>"]` and everything under it. The style sheet is
 * built from checked values only (named themes, hex colours, a checked id), so nothing a caller
 * passes can inject CSS.
 */
export function ThemeScope({ theme, id = DEFAULT_SCOPE_ID, children }: ThemeScopeProps) {
  const css = useMemo(() => scopeCss(id, theme), [id, theme])
  // The scope carries the language and direction, so the dialogs inside mirror for right-to-left readers.
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
