import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_SHORTEN_KEEP, ADDRESS_SHORTEN_MIN_LENGTH, shortenAddress } from '../../../src-domain/index.js'

const ELLIPSIS = '\u2026'

describe('shortenAddress (spec 2: at least 8 characters → first 4 and last 4)', () => {
  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', `0xf3${ELLIPSIS}2266`],
    ['12345678', `1234${ELLIPSIS}5678`],
    ['123456789', `1234${ELLIPSIS}6789`],
    ['1234567', '1234567'],
    ['0x12', '0x12'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(shortenAddress(input)).toBe(expected)
  })

  it('uses the spec constants 8 and 4 and the single character U+2026', () => {
    expect([ADDRESS_SHORTEN_MIN_LENGTH, ADDRESS_SHORTEN_KEEP]).toEqual([8, 4])
    expect(shortenAddress('abcdefgh')).toHaveLength(9)
  })
})

describe('shortenAddress properties', () => {
  it('returns input shorter than 8 characters unchanged (idempotent on short input)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7, unit: 'grapheme-composite' }), (text) => {
        fc.pre(text.length < 8)
        expect(shortenAddress(text)).toBe(text)
        expect(shortenAddress(shortenAddress(text))).toBe(text)
      }),
    )
  })

  it('never throws on any string and is idempotent on every string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const once = shortenAddress(text)
        expect(shortenAddress(once)).toBe(once)
      }),
    )
  })

  it('keeps exactly the first 4 and last 4 characters of long input', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 100 }), (text) => {
        expect(shortenAddress(text)).toBe(`${text.slice(0, 4)}${ELLIPSIS}${text.slice(-4)}`)
      }),
    )
  })
})
