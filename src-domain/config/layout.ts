import { COMPACT_BREAKPOINT_PX, MODAL_MAX_HEIGHT_COMPACT_PX, MODAL_MAX_HEIGHT_WIDE_PX } from '../constants.js'

/** Below 768 px the dialogs use the compact layout. */
export function isCompactWidth(widthPx: number): boolean {
  return widthPx < COMPACT_BREAKPOINT_PX
}

export function modalMaxHeight(compact: boolean): number {
  return compact ? MODAL_MAX_HEIGHT_COMPACT_PX : MODAL_MAX_HEIGHT_WIDE_PX
}
