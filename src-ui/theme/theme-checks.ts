// The theme's checks and the public themeCss: loaded with the provider, not on the first screen
// (whose theme the build checked when it read the config).
import { assertTheme, isHexColor } from '../../src-domain/config/theme.js'
import { InvalidConfigError, InvalidHexColorError } from '../../src-domain/errors/config.js'
import {
  BORDER_RADII,
  FONT_STACKS,
  LAYOUT_KEYS,
  OVERLAY_BLURS,
  scopeSelector,
  THEME_NAMES,
  writeThemeCss,
  type Theme,
  type ThemeChoice,
  type ThemeFunction,
  type ThemeOptions,
} from './themes.js'

const THEME_KEYS = ['name', 'accentColor', 'accentColorForeground', ...LAYOUT_KEYS] as const
const oneOf = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ')
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A mistake, and the colour it names when it is a colour (kept as InvalidHexColorError when alone). */
interface Problem {
  message: string
  colour?: string
}

function optionProblems(options: Record<string, unknown>, at: string, inPair: boolean): Problem[] {
  const problems: Problem[] = []
  for (const key of Object.keys(options)) {
    if ((THEME_KEYS as readonly string[]).includes(key) || options[key] === undefined) continue
    const near = THEME_KEYS.find((known) => known.toLowerCase() === key.toLowerCase())
    problems.push({ message: `${at} has no "${key}"${near ? `; did you mean "${near}"?` : `: its keys are ${oneOf(THEME_KEYS)}.`}` })
  }
  const names: readonly string[] = inPair ? THEME_NAMES.filter((name) => name !== 'auto') : THEME_NAMES
  const pick = (key: string, values: readonly string[]) => {
    const value = options[key]
    if (value !== undefined && !values.includes(value as string))
      problems.push({ message: `${at}.${key} must be one of ${oneOf(values)}, got ${JSON.stringify(value)}.` })
  }
  pick('name', names)
  pick('borderRadius', BORDER_RADII)
  pick('fontStack', FONT_STACKS)
  pick('overlayBlur', OVERLAY_BLURS)
  for (const key of ['accentColor', 'accentColorForeground']) {
    const value = options[key]
    if (value !== undefined && (typeof value !== 'string' || !isHexColor(value)))
      problems.push({ message: `${at}.${key}: not a hex colour: ${JSON.stringify(value)}. Use #rgb or #rrggbb.`, colour: String(value) })
  }
  return problems
}

/**
 * Every mistake of a `theme` at once, each naming its key (`theme.borderRadius must be one of ...`):
 * empty when there is none. A function (an uncalled theme factory) is InvalidThemeError's, not listed.
 */
export function themeProblems(theme: unknown): string[] {
  return problemsOf(theme).map((problem) => problem.message)
}

function problemsOf(theme: unknown): Problem[] {
  if (theme === undefined || typeof theme === 'function') return []
  if (!isObject(theme)) return [{ message: `theme must be an object: { name, accentColor, borderRadius, ... } or { lightMode, darkMode }.` }]
  if (!('lightMode' in theme) && !('darkMode' in theme)) return optionProblems(theme, 'theme', false)
  const problems: Problem[] = []
  const extra = Object.keys(theme).filter((key) => key !== 'lightMode' && key !== 'darkMode')
  if (extra.length > 0) problems.push({ message: `theme with lightMode and darkMode takes nothing else (${extra.join(', ')}): put those inside each mode.` })
  for (const mode of ['lightMode', 'darkMode'] as const) {
    const options = theme[mode]
    if (isObject(options)) problems.push(...optionProblems(options, `theme.${mode}`, true))
    else
      problems.push({
        message: `theme.${mode} must be an object ({ name, accentColor, borderRadius, ... }), got ${typeof options === 'function' ? 'a function' : JSON.stringify(options)}.`,
      })
  }
  return problems
}

/**
 * The theme, checked: InvalidThemeError for a function, InvalidHexColorError for a bad colour (the
 * only mistake), else InvalidConfigError naming every mistake, one a line.
 */
export function checkTheme<T extends Theme>(theme: T | ThemeFunction | undefined): T | undefined {
  if (theme === undefined) return undefined
  const checked = assertTheme<T>(theme)
  const problems = problemsOf(checked)
  const [first] = problems
  if (first?.colour !== undefined && problems.length === 1) throw new InvalidHexColorError(first.colour)
  if (problems.length > 0) throw new InvalidConfigError(problems.map((problem) => problem.message).join('\n'))
  return checked
}

/** The checked theme (one, not a pair), its name filled in. */
export type ResolvedTheme = ThemeOptions & { name: ThemeChoice }

export function resolveTheme(theme: ThemeOptions | ThemeFunction | undefined): ResolvedTheme {
  const options = checkTheme(theme) ?? {}
  return { ...options, name: options.name ?? 'auto' }
}

/** A selector given to themeCss is the app's own, but is still kept from closing its rule or opening another. */
const SELECTOR_RE = /^[^{}<>;@\\]+$/

export interface ThemeCssOptions {
  /** Where the variables go: `:root` by default; `[data-rk="<id>"]` is the provider's own element. */
  selector?: string
}

/**
 * The style sheet of a theme's `--rpgf-*` variables (colours, corners, font, overlay blur), for a
 * page that styles its own parts with them outside the provider, as RainbowKit's `cssStringFromTheme`:
 * `themeCss({ name: 'dark', borderRadius: 'small' })`. `auto` and `{ lightMode, darkMode }` follow the
 * visitor's colour scheme (a `prefers-color-scheme` media query). Only checked values reach the sheet.
 */
export function themeCss(theme: Theme | ThemeFunction = {}, { selector = ':root' }: ThemeCssOptions = {}): string {
  if (!SELECTOR_RE.test(selector)) throw new InvalidConfigError(`themeCss's selector must be a plain CSS selector, got ${JSON.stringify(selector)}.`)
  return writeThemeCss(checkTheme<Theme>(theme) ?? {}, selector)
}

/** The provider's own sheet: the theme on `[data-rk="<id>"]`, the id checked first as it is written into the selector. */
export const scopeCss = (scopeId: string, theme: Theme | ThemeFunction = {}): string => themeCss(theme, { selector: scopeSelector(scopeId) })
