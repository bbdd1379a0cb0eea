import fc from 'fast-check'
import { formatUnits as viemFormatUnits, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatUnits, NATIVE_CURRENCY_DECIMALS, toPlainDecimal, truncateDecimal } from '../../../src-domain/index.js'

describe('toPlainDecimal', () => {
  it.each([
    [123.45, '123.45'],
    [0, '0'],
    [1e-7, '0.0000001'],
    [1.5e-7, '0.00000015'],
    [-1e-7, '-0.0000001'],
    [1e21, '1000000000000000000000'],
    [1.2345e21, '1234500000000000000000'],
  ])('%d → %j', (value, expected) => {
    expect(toPlainDecimal(value)).toBe(expected)
  })

  it('never uses exponent notation and keeps the value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = toPlainDecimal(value)
        expect(text).toMatch(/^-?\d+(\.\d+)?$/)
        expect(Number(text)).toBe(value === 0 ? 0 : value)
      }),
    )
  })
})

describe('truncateDecimal', () => {
  it.each([
    ['1.23456', 2, '1.23'],
    ['1.999', 2, '1.99'],
    ['1.000', 2, '1'],
    ['0.10', 1, '0.1'],
    ['5', 3, '5'],
    ['0.0009', 3, '0'],
  ])('(%j, %i) → %j', (text, decimals, expected) => {
    expect(truncateDecimal(text, decimals)).toBe(expected)
  })

  it('cuts, never rounds: the result is a prefix of the input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}\.\d{1,10}$/), fc.integer({ min: 0, max: 12 }), (text, decimals) => {
        const result = truncateDecimal(text, decimals)
        expect(text.startsWith(result)).toBe(true)
        expect((result.split('.')[1] ?? '').length).toBeLessThanOrEqual(decimals)
      }),
    )
  })
})

describe('formatUnits (native currency has 18 decimals)', () => {
  it.each([
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [10n ** 18n, 18, '1'],
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [-1_500_000_000_000_000_000n, 18, '-1.5'],
    [123n, 0, '123'],
  ])('(%s, %i) → %j', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('uses 18 decimals for every native currency', () => {
    expect(NATIVE_CURRENCY_DECIMALS).toBe(18)
  })

  it('agrees with viem and parses back to the same integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const text = formatUnits(value, decimals)
        expect(text).toBe(viemFormatUnits(value, decimals))
        expect(parseUnits(text, decimals)).toBe(value)
      }),
    )
  })
})
