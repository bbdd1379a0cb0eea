import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddress, isChainId, isHex } from '../../../src-domain/index.js'

describe('domain value checks', () => {
  it.each<[unknown, boolean]>([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
    ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', true],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', false],
    ['f39Fd6e51aad88F6F4ce6aB8827279cffFb92266aa', false],
    ['0x<script>alert(1)</script>000000000000000', false],
    [null, false],
    [42, false],
  ])('isAddress(%j) → %j', (value, expected) => {
    expect(isAddress(value)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    ['0x', true],
    ['0xdeadBEEF', true],
    ['0xzz', false],
    ['deadbeef', false],
    [undefined, false],
  ])('isHex(%j) → %j', (value, expected) => {
    expect(isHex(value)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    [10, true],
    [420, true],
    [31337, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['10', false],
  ])('isChainId(%j) → %j', (value, expected) => {
    expect(isChainId(value)).toBe(expected)
  })

  it('never throws and accepts only well-formed values, for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isAddress(value)).toBe(typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value))
        expect(isChainId(value)).toBe(typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
      }),
    )
  })
})
