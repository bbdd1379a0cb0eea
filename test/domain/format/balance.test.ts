import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { abbreviateBalance, abbreviateUnits, formatUnits } from '../../../src-domain/index.js'

describe('abbreviateBalance (spec 2: balances abbreviated with k, m, b and t; truncated, never rounded)', () => {
  it.each([
    [0, '0'],
    [0.0001, '0'],
    [0.0009999, '0'],
    [1e-7, '0'],
    [0.5, '0.5'],
    [0.1234, '0.123'],
    [0.9999, '0.999'],
    [1, '1'],
    [1.005, '1'],
    [12.3456, '12.34'],
    [99.999, '99.99'],
    [100, '100'],
    [123.456, '123.4'],
    [1234.56, '1,234.5'],
    [9999.99, '9,999.9'],
    [10_000, '10k'],
    [12_345, '12.3k'],
    [999_999.99, '999.9k'],
    [1_000_000, '1m'],
    [1_234_567, '1.2m'],
    [1_999_999_999, '1.9b'],
    [1e12, '1t'],
    [1.56e13, '15.6t'],
    [1e15, '1000t'],
    [-1234.56, '-1,234.5'],
  ])('%d → %j', (value, expected) => {
    expect(abbreviateBalance(value)).toBe(expected)
  })

  it('writes every range with the locale’s decimal sign and digits, still cut rather than rounded', () => {
    expect(abbreviateBalance(0.56789, 'de')).toBe('0,567')
    expect(abbreviateBalance(12.349, 'fr')).toBe('12,34')
    expect(abbreviateBalance(12_345.6, 'de')).toBe('12,3k')
    expect(abbreviateBalance(1_999_999, 'pt-BR')).toBe('1,9m')
    expect(abbreviateBalance(12.34, 'ja')).toBe('12.34')
    expect(abbreviateBalance(12.34, 'fa')).toBe('۱۲٫۳۴')
  })

  it('groups with the given locale below 10 000', () => {
    expect(abbreviateBalance(1234.56, 'de-DE')).toBe('1.234,5')
    expect(abbreviateBalance(1234.56, 'en-US')).toBe('1,234.5')
  })

  it.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('does not throw on %d', (value, expected) => {
    expect(abbreviateBalance(value)).toBe(expected)
  })
})

/** The spec's rule computed exactly on integers: what abbreviateBalance must show for units / 10^decimals. */
function expectedAbbreviation(units: bigint, decimals: number): string {
  const one = 10n ** BigInt(decimals)
  const cut = (scaled: bigint, keep: number) => formatUnits(scaled, keep)
  if (units < one) return cut((units * 1000n) / one, 3)
  if (units < 100n * one) return cut((units * 100n) / one, 2)
  if (units < 10_000n * one) return cut((units * 10n) / one, 1).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const suffixes = [
    [12, 't'],
    [9, 'b'],
    [6, 'm'],
    [3, 'k'],
  ] as const
  for (const [exponent, suffix] of suffixes) {
    const unit = 10n ** BigInt(exponent) * one
    if (units >= unit) return `${cut((units * 10n) / unit, 1)}${suffix}`
  }
  throw new Error('unreachable: 10 000 and more always has a suffix')
}

// Up to 15 significant digits, so the number's shortest decimal form is exactly these digits.
const amount = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
  fc.tuple(fc.bigInt({ min: 1n, max: 99_999n }), fc.integer({ min: 0, max: 10 })).map(([mantissa, zeros]) => mantissa * 10n ** BigInt(zeros)),
)

describe('abbreviateBalance properties', () => {
  it('equals the exact integer truncation: never rounded up, for any amount and decimals', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 18 }), (units, decimals) => {
        const value = Number(formatUnits(units, decimals))
        expect(abbreviateBalance(value)).toBe(expectedAbbreviation(units, decimals))
      }),
      { numRuns: 2000 },
    )
  })

  it('never shows more than the balance (all digits below the cut are dropped)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), (units) => {
        const value = Number(formatUnits(units, 6))
        const shown = abbreviateBalance(value)
        const match = /^([\d,]+)(?:\.(\d+))?([kmbt]?)$/.exec(shown)
        expect(match).not.toBeNull()
        const [, intPart = '', fracPart = '', suffix = ''] = match ?? []
        const exponent = { '': 0, k: 3, m: 6, b: 9, t: 12 }[suffix] ?? 0
        // At most 3 shown decimals, so padding to 6 + exponent digits gives the shown amount in the same units.
        const shownUnits = BigInt(intPart.replaceAll(',', '') + fracPart.padEnd(6 + exponent, '0'))
        expect(shownUnits <= units).toBe(true)
      }),
    )
  })

  it('never throws on any number, including NaN, infinities and negatives', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(typeof abbreviateBalance(value)).toBe('string')
      }),
    )
  })
})

describe('abbreviateUnits: the balance shown from the exact integer (wei and decimals)', () => {
  it.each([
    [999_999_999_999_999_999n, 18, '0.999'],
    [1_999_999_999_999_999_999n, 18, '1.99'],
    [99_999_999_999_999_999_999n, 18, '99.99'],
    [9_999_999_999_999_999_999_999n, 18, '9,999.9'],
    [999_999_999_999_999_999_999_999n, 18, '999.9k'],
    [10n ** 18n, 18, '1'],
    [1n, 18, '0'],
    [0n, 18, '0'],
    [1_234_567n, 6, '1.23'],
    [5n, 0, '5'],
    [12_345n, 0, '12.3k'],
    [10n ** 33n, 18, '1000t'],
    [-1_234_560_000_000_000_000_000n, 18, '-1,234.5'],
  ])('%s with %i decimals → %j', (value, decimals, expected) => {
    expect(abbreviateUnits(value, decimals)).toBe(expected)
  })

  it('groups with the given locale below 10 000', () => {
    expect(abbreviateUnits(1_234_560_000_000_000_000_000n, 18, 'de-DE')).toBe('1.234,5')
  })

  it.each([-1, 1.5, Number.NaN, 1001])('refuses %d decimals with a RangeError', (decimals) => {
    expect(() => abbreviateUnits(1n, decimals)).toThrow(RangeError)
  })

  it('equals the exact bigint truncation for any amount and decimals 0..36', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), fc.integer({ min: 0, max: 36 }), (units, decimals) => {
        expect(abbreviateUnits(units, decimals)).toBe(expectedAbbreviation(units, decimals))
      }),
      { numRuns: 3000 },
    )
  })

  it('never shows more than the amount, whatever its size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (units, decimals) => {
        const match = /^([\d,]+)(?:\.(\d+))?([kmbt]?)$/.exec(abbreviateUnits(units, decimals))
        expect(match).not.toBeNull()
        const [, intPart = '', fracPart = '', suffix = ''] = match ?? []
        const exponent = { '': 0, k: 3, m: 6, b: 9, t: 12 }[suffix] ?? 0
        const scale = 10n ** BigInt(exponent + decimals)
        // shown × 10^(exponent + decimals) / 10^fraction digits, compared without division.
        const shownScaled = BigInt(intPart.replaceAll(',', '') + fracPart) * scale
        expect(shownScaled <= units * 10n ** BigInt(fracPart.length)).toBe(true)
      }),
    )
  })
})
