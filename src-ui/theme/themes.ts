// On the first screen's path: the domain's own modules, not its index (see src/config.ts).
import { assertScopeId } from '../../src-domain/config/theme.js'

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

/** Corner roundness of the buttons, rows and dialogs, as RainbowKit's: `large` is the kit's own. */
export const BORDER_RADII = ['none', 'small', 'medium', 'large'] as const
export type BorderRadius = (typeof BORDER_RADII)[number]
/** `system` is the platform's own font; `rounded` its rounded face where it has one (Apple's). The kit's Inter when absent. */
export const FONT_STACKS = ['system', 'rounded'] as const
export type FontStack = (typeof FONT_STACKS)[number]
/** How much the page behind an open dialog is blurred. */
export const OVERLAY_BLURS = ['none', 'small', 'large'] as const
export type OverlayBlur = (typeof OVERLAY_BLURS)[number]

/** What an app passes as `theme`: a plain object (a theme factory must be called first). */
export interface ThemeOptions {
  name?: ThemeChoice
  /** `#rgb` or `#rrggbb`; anything else is rejected, since it ends up in a style sheet. */
  accentColor?: string
  /** Text on the accent colour; defaults to black or white, whichever reads better. */
  accentColorForeground?: string
  borderRadius?: BorderRadius
  fontStack?: FontStack
  overlayBlur?: OverlayBlur
}

/** A theme for each colour scheme, as RainbowKit's `{ lightMode, darkMode }`: the visitor's preference picks one. */
export interface ThemeModes {
  lightMode: ThemeOptions
  darkMode: ThemeOptions
}

/** Either one theme, or a light and a dark one that follow the visitor's colour scheme. */
export type Theme = ThemeOptions | ThemeModes

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

/** The layout a theme sets, each a `--rpgf-*` variable; a key left out keeps the style sheet's own value. */
export type LayoutKey = 'borderRadius' | 'fontStack' | 'overlayBlur'
export const LAYOUT_KEYS: readonly LayoutKey[] = ['borderRadius', 'fontStack', 'overlayBlur']

/** Button, dialog, pill-shaped action and row (wallet, tile, network) corners, RainbowKit's steps. */
const RADII: Record<BorderRadius, readonly [string, string, string, string]> = {
  none: ['0', '0', '0', '0'],
  small: ['4px', '8px', '4px', '4px'],
  medium: ['8px', '16px', '10px', '8px'],
  large: ['12px', '24px', '999px', '12px'],
}
const FONTS: Record<FontStack, string> = {
  system: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  rounded: 'SFRounded, ui-rounded, "SF Pro Rounded", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
}
/** The kit's own font, when a mode of a pair leaves `fontStack` out and the other sets it. */
const DEFAULT_FONT = "'Inter', 'Inter fallback', 'Inter fallback Roboto', system-ui, sans-serif"
const BLURS: Record<OverlayBlur, string> = { none: 'none', small: 'blur(4px)', large: 'blur(20px)' }

function layoutDeclaration(key: LayoutKey, options: ThemeOptions): string {
  if (key === 'borderRadius') {
    const [button, dialog, action, row] = RADII[options.borderRadius ?? 'large']
    return `--rpgf-radius-button:${button};--rpgf-radius-dialog:${dialog};--rpgf-radius-action:${action};--rpgf-radius-row:${row};`
  }
  if (key === 'fontStack') return `--rpgf-font:${options.fontStack ? FONTS[options.fontStack] : DEFAULT_FONT};`
  return `--rpgf-overlay-blur:${BLURS[options.overlayBlur ?? 'none']};`
}

/** The colours of a named theme with the custom accent applied. */
export function themeColors(name: ThemeName, options: ThemeOptions): ThemeColors {
  const base = THEMES[name]
  const accent = options.accentColor ?? base.accent
  const accentForeground = options.accentColorForeground ?? (options.accentColor ? readableOn(options.accentColor) : base.accentForeground)
  return { ...base, accent, accentForeground }
}

function declarations(colors: ThemeColors, options: ThemeOptions, layout: readonly LayoutKey[]): string {
  const variables = (Object.keys(VARIABLES) as (keyof ThemeColors)[]).map((key) => `${VARIABLES[key]}:${colors[key]};`).join('')
  return variables + layout.map((key) => layoutDeclaration(key, options)).join('')
}

const isModes = (theme: Theme): theme is ThemeModes => 'lightMode' in theme

/**
 * The style sheet of a theme already checked (`checkTheme`, or the build's own config): its colours
 * and the layout keys it sets, as `--rpgf-*` variables on `selector`; `auto` and `{ lightMode, darkMode }`
 * follow the visitor's colour scheme (a `prefers-color-scheme` media query).
 */
export function writeThemeCss(theme: Theme, selector: string): string {
  const dark = (rule: string) => `@media (prefers-color-scheme: dark){${selector}{${rule}}}`
  if (isModes(theme)) {
    const { lightMode, darkMode } = theme
    // A key one mode sets and the other leaves out gets the kit's default in that other mode.
    const layout = LAYOUT_KEYS.filter((key) => lightMode[key] !== undefined || darkMode[key] !== undefined)
    const light = themeColors(lightMode.name === undefined || lightMode.name === 'auto' ? 'light' : lightMode.name, lightMode)
    const darkColors = themeColors(darkMode.name === undefined || darkMode.name === 'auto' ? 'dark' : darkMode.name, darkMode)
    return `${selector}{color-scheme:light dark;${declarations(light, lightMode, layout)}}${dark(declarations(darkColors, darkMode, layout))}`
  }
  const layout = LAYOUT_KEYS.filter((key) => theme[key] !== undefined)
  const name = theme.name ?? 'auto'
  if (name !== 'auto') return `${selector}{color-scheme:${name === 'light' ? 'light' : 'dark'};${declarations(themeColors(name, theme), theme, layout)}}`
  return `${selector}{color-scheme:light dark;${declarations(themeColors('light', theme), theme, layout)}}${dark(declarations(themeColors('dark', theme), theme, []))}`
}

/** The provider's element for a scope id, the id checked first as it is written into the selector. */
export const scopeSelector = (scopeId: string): string => `[data-rk="${assertScopeId(scopeId)}"]`
