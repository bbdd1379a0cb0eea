import { useMemo, type ReactNode } from 'react'
import { scopeCss } from '../theme/theme-checks.js'
import { DEFAULT_SCOPE_ID, type Theme, type ThemeFunction } from '../theme/themes.js'
import { ThemeRoot } from './ThemeRoot.js'

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
  return (
    <ThemeRoot css={css} id={id}>
      {children}
    </ThemeRoot>
  )
}
