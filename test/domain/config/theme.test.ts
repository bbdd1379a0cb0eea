import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  assertHexColor,
  assertScopeId,
  assertTheme,
  InvalidHexColorError,
  InvalidScopeIdError,
  InvalidThemeError,
  isHexColor,
  isValidScopeId,
} from '../../../src-domain/index.js'

describe('accent colours (spec 5: must be hex, otherwise an error)', () => {
  it.each([
    ['#fff', true],
    ['#FFF', true],
    ['#0c2f78', true],
    ['#A1b2C3', true],
    ['fff', false],
    ['#ff', false],
    ['#ffff', false],
    ['#fffffff', false],
    ['#ggg', false],
    ['red', false],
    ['rgb(0,0,0)', false],
    ['#fff;background:url(x)', false],
    ['', false],
  ])('%j → %j', (value, valid) => {
    expect(isHexColor(value)).toBe(valid)
    if (valid) expect(assertHexColor(value)).toBe(value)
    else expect(() => assertHexColor(value)).toThrow(InvalidHexColorError)
  })

  it('accepts exactly # with 3 or 6 hex digits, for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (value) => {
        expect(isHexColor(value)).toBe(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value))
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/), (value) => {
        expect(isHexColor(value)).toBe(true)
      }),
    )
  })
})

describe('theme (spec 5: a theme given as a function is rejected)', () => {
  it('rejects a function', () => {
    const themeFactory = () => ({ accentColor: '#0e76fd' })
    expect(() => assertTheme(themeFactory)).toThrow(InvalidThemeError)
  })

  it('accepts the object a theme function returns', () => {
    const theme = { accentColor: '#0e76fd' }
    expect(assertTheme(theme)).toBe(theme)
  })
})

describe('theme-scope id (spec 5: letters, digits and underscores only)', () => {
  it.each([
    ['rk', true],
    ['my_App_2', true],
    ['_', true],
    ['123', true],
    ['', false],
    ['a-b', false],
    ['a b', false],
    ['a.b', false],
    ['#id', false],
    ['é', false],
    ['x"]{}body{', false],
  ])('%j → %j', (id, valid) => {
    expect(isValidScopeId(id)).toBe(valid)
    if (valid) expect(assertScopeId(id)).toBe(id)
    else expect(() => assertScopeId(id)).toThrow(InvalidScopeIdError)
  })

  it('never accepts an id with a character outside [A-Za-z0-9_]', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (id) => {
        expect(isValidScopeId(id)).toBe(id.length > 0 && [...id].every((char) => /[A-Za-z0-9_]/.test(char)))
      }),
    )
  })
})
