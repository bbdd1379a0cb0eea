import { truncateDecimal, toPlainDecimal } from './decimal.js'

const UNITS = ['k', 'm', 'b', 't'] as const

/**
 * Abbreviates a balance for display. Digits are cut, never rounded, so a balance is never shown
 * as more than it is: below 1 three decimals, below 100 two, below 10 000 one decimal with the
 * locale's grouping, above that one decimal and k, m, b or t.
 */
export function abbreviateBalance(value: number, locale = 'en-US'): string {
  if (!Number.isFinite(value)) return String(value)
  if (value < 0) return `-${abbreviateBalance(-value, locale)}`
  if (value < 1) return localizeDigits(truncateDecimal(toPlainDecimal(value), 3), locale)
  if (value < 100) return localizeDigits(truncateDecimal(toPlainDecimal(value), 2), locale)
  if (value < 10_000) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
      Number(truncateDecimal(toPlainDecimal(value), 1)),
    )
  }
  for (let index = UNITS.length - 1; index >= 0; index--) {
    const exponent = (index + 1) * 3
    if (value >= 10 ** exponent) {
      return `${localizeDigits(truncateDecimal(shiftDecimal(value, exponent), 1), locale)}${UNITS[index]}`
    }
  }
  return localizeDigits(toPlainDecimal(value), locale)
}

/**
 * A plain `123.45` written with the locale's digits and decimal sign (`123,45` in German), so
 * every range reads like the grouped one that Intl formats; the digits themselves stay as cut.
 */
function localizeDigits(plain: string, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { useGrouping: false })
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return plain.replace(/[0-9.]/g, (char) => (char === '.' ? decimal : digits.format(Number(char))))
}

/** value / 10^exponent done on the decimal digits, so no floating-point division can round up. */
function shiftDecimal(value: number, exponent: number): string {
  const [intPart = '0', fracPart = ''] = toPlainDecimal(value).split('.')
  const split = intPart.length - exponent
  return `${intPart.slice(0, split)}.${intPart.slice(split)}${fracPart}`
}
