import { useMemo, type ReactNode } from 'react'
import { DEFAULT_SCOPE_ID, themeCss, type ThemeFunction, type ThemeOptions } from '../theme/themes.js'

export interface ThemeScopeProps {
  /** A plain theme object; a function is rejected with InvalidThemeError. */
  theme?: ThemeOptions | ThemeFunction
  /** Letters, digits and underscores only (InvalidScopeIdError otherwise): it is written into a CSS selector. */
  id?: string
  children: ReactNode
}

/**
 * Puts the theme's colours on `[data-rk="<id>"]` and everything under it. The style sheet is
 * built from checked values only (named themes, hex colours, a checked id), so nothing a caller
 * passes can inject CSS.
 */
export function ThemeScope({ theme, id = DEFAULT_SCOPE_ID, children }: ThemeScopeProps) {
  const css = useMemo(() => themeCss(id, theme), [id, theme])
  return (
    <>
      <style>{css}</style>
      <div data-rk={id} className="rpgf-root">
        {children}
      </div>
    </>
  )
}
