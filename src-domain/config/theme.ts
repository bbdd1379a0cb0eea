import { InvalidHexColorError, InvalidScopeIdError, InvalidThemeError } from '../errors/config.js'

const HEX_COLOR_RE = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
const SCOPE_ID_RE = /^[A-Za-z0-9_]+$/

/** `#rgb` or `#rrggbb`. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR_RE.test(value)
}

/** Wallet accent colours must be hex: anything else could smuggle CSS into a style attribute. */
export function assertHexColor(value: string): string {
  if (!isHexColor(value)) throw new InvalidHexColorError(value)
  return value
}

/** A theme is a plain object of values; a function (an uncalled theme factory) is rejected. */
export function assertTheme<T extends object>(theme: T | ((...args: never[]) => unknown)): T {
  if (typeof theme === 'function') throw new InvalidThemeError()
  return theme
}

export function isValidScopeId(id: string): boolean {
  return SCOPE_ID_RE.test(id)
}

/** The connect component's theme-scope id becomes a CSS selector, so only letters, digits and underscores. */
export function assertScopeId(id: string): string {
  if (!isValidScopeId(id)) throw new InvalidScopeIdError(id)
  return id
}
