import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanText } from '../../../src-domain/index.js'

/** Every character cleanText must never let through. */
const HIDDEN = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)),
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  // Characters that draw nothing, so two names could look alike.
  '\u00ad',
  '\u034f',
  '\u115f',
  '\u1160',
  '\u2800',
  '\u3164',
  '\uffa0',
  '\ufff9',
  '\ufffa',
  '\ufffb',
  '\ufe00',
  '\u{e0001}',
  '\u{e0041}',
  '\u{e007f}',
  '\u{e0100}',
]

describe('cleanText: outside text made safe to store, show and announce', () => {
  it.each([
    ['Swap \u202eHTE 01\u202c for USDC', 'Swap HTE 01 for USDC'],
    ['\u2066Approve\u2069 \u2067spender\u2069', 'Approve spender'],
    ['pay\u200b\u200bto', 'payto'],
    ['line\nbreak\ttab\r\nend', 'line break tab end'],
    ['  spaced   out  ', 'spaced out'],
    ['bell\u0007 and \u0085next', 'bell and next'],
    ['\ufeffBOM', 'BOM'],
    ['family 👨\u200d👩\u200d👧', 'family 👨\u200d👩\u200d👧'],
    ['lone \ud800 half', 'lone half'],
    ['<b>markup</b> is text', '<b>markup</b> is text'],
    ['', ''],
    ['\u202e\u202e\u202e', ''],
    ['ali\u00adce', 'alice'],
    ['alice\u{e0061}\u{e0062}', 'alice'],
    ['\u3164alice\u115f\u1160\uffa0', 'alice'],
    ['al\u034fice\u2800', 'alice'],
    ['alice\ufe0f', 'alice'],
    ['alice\ufe0e\ufe00', 'alice'],
    ['\ufff9alice\ufffa note\ufffb', 'alice note'],
    ['love ❤\ufe0f', 'love ❤\ufe0f'],
    ['love ❤\ufe0f\ufe0f', 'love ❤\ufe0f'],
    ['key 1\ufe0f\u20e3', 'key 1\ufe0f\u20e3'],
    ['rainbow 🏳\ufe0f\u200d🌈', 'rainbow 🏳\ufe0f\u200d🌈'],
    ['1\ufe0f', '1'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input, 1000)).toBe(expected)
  })

  it('drops every other default-ignorable and format character: "vitalik" + U+206A + ".eth" is "vitalik.eth"', () => {
    for (const hidden of ['\u206a', '\u206b', '\u206f', '\u{1bca0}', '\u{1bca3}', '\u{13430}', '\u{1343f}', '\u2065', '\u{1d17a}']) {
      expect(cleanText(`vitalik${hidden}.eth`, 64), `U+${hidden.codePointAt(0)!.toString(16)}`).toBe('vitalik.eth')
    }
    // ZWJ sequences and a pictograph's presentation selector are kept.
    expect(cleanText('👩\u200d💻 ❤\ufe0f', 64)).toBe('👩\u200d💻 ❤\ufe0f')
  })

  it('a cut that ends a keycap before its U+20E3 drops the selector it leaves behind', () => {
    expect(cleanText('1\ufe0f\u20e3', 2)).toBe('1')
    expect(cleanText('1\ufe0f\u20e3', 3)).toBe('1\ufe0f\u20e3')
    expect(cleanText(cleanText('1\ufe0f\u20e3', 2), 2)).toBe('1')
  })

  it('cuts to the bound in code points and never splits a surrogate pair', () => {
    expect(cleanText('😀'.repeat(10), 3)).toBe('😀😀😀')
    expect(cleanText('a'.repeat(5000), 1000)).toHaveLength(1000)
  })

  it('never lets a hidden character through, never exceeds the bound, and is idempotent', () => {
    const hostile = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...HIDDEN),
        fc.constantFrom('\ufe0f', '\ufe0e', '\u20e3', '❤', '1', '🏳'),
        fc.string({ unit: 'grapheme', maxLength: 1 }),
        fc.string({ unit: 'binary', maxLength: 1 }),
      ),
      maxLength: 200,
    })
    fc.assert(
      fc.property(hostile, fc.integer({ min: 0, max: 120 }), (input, max) => {
        const cleaned = cleanText(input, max)
        expect(HIDDEN.some((char) => cleaned.includes(char))).toBe(false)
        // U+FE0F stays only after a pictographic character or in a keycap.
        expect(cleaned).not.toMatch(/(?<!\p{Extended_Pictographic}|[0-9#*])\ufe0f/u)
        expect(Array.from(cleaned).length).toBeLessThanOrEqual(max)
        expect(cleaned).toBe(cleaned.trim())
        expect(cleanText(cleaned, max)).toBe(cleaned)
      }),
      { numRuns: 2000 },
    )
  })
})
