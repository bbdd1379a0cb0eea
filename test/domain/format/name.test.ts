import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH, truncateName } from '../../../src-domain/index.js'

describe('truncateName (spec 2: names are cut at 24 characters)', () => {
  it.each([
    // the part before the last dot is 27 characters: cut to 24 and marked with '...'
    ['averyveryverylongnameindeed.eth', 'averyveryverylongnameind...'],
    // exactly 24 before the dot: unchanged
    ['abcdefghijklmnopqrstuvwx.eth', 'abcdefghijklmnopqrstuvwx.eth'],
    // 25 before the dot: cut
    ['abcdefghijklmnopqrstuvwxy.eth', 'abcdefghijklmnopqrstuvwx...'],
    // sub-names count as part of the head
    ['sub.domain.averyveryverylong.eth', 'sub.domain.averyveryvery...'],
    ['vitalik.eth', 'vitalik.eth'],
    // no dot: returned as is, however long
    ['a'.repeat(40), 'a'.repeat(40)],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(truncateName(input)).toBe(expected)
  })

  it('cuts at the spec constant 24', () => {
    expect(NAME_MAX_LENGTH).toBe(24)
  })
})

describe('truncateName properties', () => {
  it('never throws and never returns more than 24 characters plus "..." for a dotted name it cuts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (name) => {
        const result = truncateName(name)
        if (result !== name) {
          expect(result).toHaveLength(NAME_MAX_LENGTH + 3)
          expect(result.endsWith('...')).toBe(true)
          expect(name.startsWith(result.slice(0, NAME_MAX_LENGTH))).toBe(true)
        }
      }),
    )
  })

  it('leaves a name whose head is at most 24 characters unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.stringMatching(/^[a-z]{1,8}$/), (head, tld) => {
        const name = `${head}.${tld}`
        fc.pre(name.lastIndexOf('.') <= NAME_MAX_LENGTH)
        expect(truncateName(name)).toBe(name)
      }),
    )
  })
})
