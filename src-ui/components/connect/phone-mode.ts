import { isMobileDevice } from '../../../src-domain/index.js'

/**
 * Whether this browser runs on a phone or tablet (its user agent and a coarse main pointer), read
 * once: a device does not turn into another while the page is open, unlike a window's width.
 */
export function readPhoneMode(): boolean {
  if (typeof navigator === 'undefined') return false
  const coarsePointer = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)').matches : undefined
  return isMobileDevice({ userAgent: navigator.userAgent, coarsePointer, maxTouchPoints: navigator.maxTouchPoints })
}
