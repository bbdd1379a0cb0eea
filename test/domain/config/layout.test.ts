import { describe, expect, it } from 'vitest'
import { COMPACT_BREAKPOINT_PX, isCompactWidth, MODAL_MAX_HEIGHT_COMPACT_PX, MODAL_MAX_HEIGHT_WIDE_PX, modalMaxHeight } from '../../../src-domain/index.js'

describe('layout (spec 2 and 9: compact below 768 px; modal max height 468 compact, 504 wide)', () => {
  it.each([
    [0, true],
    [375, true],
    [767, true],
    [767.5, true],
    [768, false],
    [1024, false],
  ])('width %d px → compact %j', (width, compact) => {
    expect(isCompactWidth(width)).toBe(compact)
  })

  it.each([
    [true, 468],
    [false, 504],
  ])('compact %j → max height %i px', (compact, height) => {
    expect(modalMaxHeight(compact)).toBe(height)
  })

  it('uses the spec constants', () => {
    expect([COMPACT_BREAKPOINT_PX, MODAL_MAX_HEIGHT_COMPACT_PX, MODAL_MAX_HEIGHT_WIDE_PX]).toEqual([768, 468, 504])
  })
})
