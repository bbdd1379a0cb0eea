import { formatUnits, toPlainDecimal } from './decimal.js'

/** Suffixes from the largest down, with the power of ten each stands for. */
const UNITS = [
  [12, 't'],
  [9, 'b'],
  [6, 'm'],
  [3, 'k'],
] as const

/** The largest `decimals` accepted: far beyond any token's, small enough that 10^decimals stays cheap. */
export const MAX_UNIT_DECIMALS = 1000

/**
 * Abbreviates an amount of a token's smallest unit (wei and 18 decimals) for display, computed on
 * the exact integer: digits are cut, never rounded, so a balance is never shown as more than it
 * is. Below 1 three decimals, below 100 two, below 10 000 one decimal with the locale's grouping,
 * above that one decimal and k, m, b or t.
 */
export function abbreviateUnits(value: bigint, decimals: number, locale = 'en-US'): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_UNIT_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_UNIT_DECIMALS}`)
  }
  if (value < 0n) return `-${abbreviateUnits(-value, decimals, locale)}`
  const one = 10n ** BigInt(decimals)
  if (value < one) return localizeDigits(formatUnits((value * 1000n) / one, 3), locale)
  if (value < 100n * one) return localizeDigits(formatUnits((value * 100n) / one, 2), locale)
  if (value < 10_000n * one) {
    // At most 9 999.9: a double holds it exactly, so the locale's formatter only adds grouping.
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(formatUnits((value * 10n) / one, 1)))
  }
  for (const [exponent, suffix] of UNITS) {
    const unit = 10n ** BigInt(exponent) * one
    if (value >= unit) return `${localizeDigits(formatUnits((value * 10n) / unit, 1), locale)}${suffix}`
  }
  throw new Error('unreachable: 10 000 and more always has a suffix')
}

/**
 * The same abbreviation for a JS number, taken at its shortest decimal form (0.9999 is cut to
 * 0.999). A balance read from a chain goes through `abbreviateUnits` instead: a number cannot hold
 * every wei amount (999999999999999999 wei is the number 1).
 */
export function abbreviateBalance(value: number, locale = 'en-US'): string {
  if (!Number.isFinite(value)) return String(value)
  const [intPart = '0', fracPart = ''] = toPlainDecimal(Math.abs(value)).split('.')
  const shown = abbreviateUnits(BigInt(intPart + fracPart), fracPart.length, locale)
  return value < 0 && shown !== '0' ? `-${shown}` : shown
}

/**
 * A plain `123.45` written with the locale's digits and decimal sign (`123,45` in German), so
 * every range reads like the grouped one that Intl formats; the digits themselves stay as cut.
 */
function localizeDigits(plain: string, locale: string): string {
  const { digits, decimal } = localeSymbols(locale)
  return plain.replace(/[0-9.]/g, (char) => (char === '.' ? decimal : (digits[Number(char)] as string)))
}

/** The ten digits and the decimal sign of a locale, worked out once: balances are written on every render. */
const symbolsByLocale = new Map<string, { digits: readonly string[]; decimal: string }>()
function localeSymbols(locale: string): { digits: readonly string[]; decimal: string } {
  let symbols = symbolsByLocale.get(locale)
  if (!symbols) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false })
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    symbols = { digits: Array.from({ length: 10 }, (_, digit) => format.format(digit)), decimal }
    // A caller may pass any tag: the cache stays small whatever it is given.
    if (symbolsByLocale.size >= 64) symbolsByLocale.clear()
    symbolsByLocale.set(locale, symbols)
  }
  return symbols
}
