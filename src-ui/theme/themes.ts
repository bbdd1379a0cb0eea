// On the first screen's path: the domain's own modules, not its index (see src/config.ts).
import { assertHexColor, assertScopeId, assertTheme } from '../../src-domain/config/theme.js'
import { InvalidConfigError } from '../../src-domain/errors/config.js'

/** The colours a theme sets; every one becomes a `--rpgf-*` CSS variable inside the theme's scope. */
export interface ThemeColors {
  accent: string
  accentForeground: string
  pageBackground: string
  background: string
  foreground: string
  muted: string
  line: string
  hover: string
  backdrop: string
  danger: string
  success: string
}

export type ThemeName = 'light' | 'dark' | 'midnight'
/** `auto` follows the visitor's colour-scheme preference: light, or dark when they ask for it. */
export const THEME_NAMES = ['auto', 'light', 'dark', 'midnight'] as const
export type ThemeChoice = (typeof THEME_NAMES)[number]

/** A theme factory passed uncalled: rejected with InvalidThemeError, but typed so the check is reachable. */
export type ThemeFunction = (...args: never[]) => unknown

/** What an app passes as `theme`: a plain object (a theme factory must be called first). */
export interface ThemeOptions {
  name?: ThemeChoice
  /** `#rgb` or `#rrggbb`; anything else is rejected, since it ends up in a style sheet. */
  accentColor?: string
  /** Text on the accent colour; defaults to black or white, whichever reads better. */
  accentColorForeground?: string
}

/** Colour sets chosen so text passes WCAG AA (4.5:1) on its background in every theme. */
export const THEMES: Record<ThemeName, ThemeColors> = {
  light: {
    accent: '#0b63d6',
    accentForeground: '#ffffff',
    pageBackground: '#f5f6f8',
    background: '#ffffff',
    foreground: '#1a1b1f',
    muted: '#55575e',
    line: 'rgba(0, 0, 0, 0.12)',
    hover: 'rgba(0, 0, 0, 0.06)',
    backdrop: 'rgba(0, 0, 0, 0.3)',
    danger: '#c5221f',
    success: '#137333',
  },
  dark: {
    accent: '#3898ff',
    accentForeground: '#000000',
    pageBackground: '#111214',
    background: '#1a1b1f',
    foreground: '#ffffff',
    muted: '#b0b3ba',
    line: 'rgba(255, 255, 255, 0.16)',
    hover: 'rgba(255, 255, 255, 0.08)',
    backdrop: 'rgba(0, 0, 0, 0.5)',
    danger: '#ff8a80',
    success: '#81c995',
  },
  midnight: {
    accent: '#3898ff',
    accentForeground: '#000000',
    pageBackground: '#000000',
    background: '#0b0e17',
    foreground: '#ffffff',
    muted: '#a9b1c2',
    line: 'rgba(255, 255, 255, 0.12)',
    hover: 'rgba(255, 255, 255, 0.06)',
    backdrop: 'rgba(0, 0, 0, 0.7)',
    danger: '#ff8a80',
    success: '#81c995',
  },
}

const VARIABLES: Record<keyof ThemeColors, string> = {
  accent: '--rpgf-accent',
  accentForeground: '--rpgf-accent-fg',
  pageBackground: '--rpgf-page-bg',
  background: '--rpgf-bg',
  foreground: '--rpgf-fg',
  muted: '--rpgf-muted',
  line: '--rpgf-line',
  hover: '--rpgf-hover',
  backdrop: '--rpgf-backdrop',
  danger: '--rpgf-danger',
  success: '--rpgf-success',
}

/** The default scope id: the attribute value `[data-rk]` the style sheet is written for. */
export const DEFAULT_SCOPE_ID = 'rk'

/** Relative luminance (WCAG 2) of `#rgb` / `#rrggbb`. */
export function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1)
  const channel = (i: number) => {
    const value = parseInt(digits.slice(i * 2, i * 2 + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/** Black or white, whichever has the higher contrast on the given colour. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const l = luminance(hex)
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff'
}

/** The checked theme: throws InvalidThemeError for a function, InvalidHexColorError for a bad colour. */
export type ResolvedTheme = ThemeOptions & { name: ThemeChoice }

export function resolveTheme(theme: ThemeOptions | ThemeFunction | undefined): ResolvedTheme {
  const options = theme === undefined ? {} : assertTheme<ThemeOptions>(theme)
  const name = options.name ?? 'auto'
  if (!(THEME_NAMES as readonly string[]).includes(name)) {
    throw new InvalidConfigError(`Unknown theme "${String(name)}": use one of ${THEME_NAMES.join(', ')}.`)
  }
  const resolved: ResolvedTheme = { name }
  if (options.accentColor !== undefined) resolved.accentColor = assertHexColor(options.accentColor)
  if (options.accentColorForeground !== undefined) resolved.accentColorForeground = assertHexColor(options.accentColorForeground)
  return resolved
}

/** The colours of a named theme with the custom accent applied. */
export function themeColors(name: ThemeName, options: ThemeOptions): ThemeColors {
  const base = THEMES[name]
  const accent = options.accentColor ?? base.accent
  const accentForeground = options.accentColorForeground ?? (options.accentColor ? readableOn(options.accentColor) : base.accentForeground)
  return { ...base, accent, accentForeground }
}

function declarations(colors: ThemeColors): string {
  return (Object.keys(VARIABLES) as (keyof ThemeColors)[]).map((key) => `${VARIABLES[key]}:${colors[key]};`).join('')
}

/**
 * The style sheet of one scope: `[data-rk="<id>"]` carries the variables, so two differently themed
 * kits on one page do not clash. The id is checked first because it is written into a selector.
 */
export function themeCss(scopeId: string, theme: ThemeOptions | ThemeFunction = {}): string {
  const selector = `[data-rk="${assertScopeId(scopeId)}"]`
  const options = resolveTheme(theme)
  if (options.name !== 'auto')
    return `${selector}{color-scheme:${options.name === 'light' ? 'light' : 'dark'};${declarations(themeColors(options.name, options))}}`
  return (
    `${selector}{color-scheme:light dark;${declarations(themeColors('light', options))}}` +
    `@media (prefers-color-scheme: dark){${selector}{${declarations(themeColors('dark', options))}}}`
  )
}
