/** The phone platform a store link is picked for; `other` for anything that is not iOS or Android. */
export type DevicePlatform = 'ios' | 'android' | 'other'

export interface DeviceFacts {
  userAgent: string
  /** `matchMedia('(pointer: coarse)').matches`; undefined where the browser cannot answer. */
  coarsePointer?: boolean | undefined
  /** `navigator.maxTouchPoints`: tells an iPad (which reports a Mac user agent) from a Mac. */
  maxTouchPoints?: number | undefined
}

const IOS = /\b(iPhone|iPad|iPod)\b/
const ANDROID = /\bAndroid\b/
// Other handheld systems the field still counts as mobile (RainbowKit, AppKit): they get the phone layout too.
const OTHER_MOBILE = /\b(Mobile|webOS|BlackBerry|IEMobile|Opera Mini|Windows Phone)\b/

export function devicePlatform({ userAgent, maxTouchPoints = 0 }: DeviceFacts): DevicePlatform {
  if (IOS.test(userAgent)) return 'ios'
  // iPadOS asks for desktop pages with a Mac user agent; only its touch points give it away.
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios'
  if (ANDROID.test(userAgent)) return 'android'
  return 'other'
}

/**
 * Whether the visitor holds a phone or tablet, so wallets open as apps instead of a QR code to scan:
 * a handheld system in the user agent and a touch screen as the main pointer. Width alone does not
 * decide (a narrow desktop window is not a phone), nor does touch alone (a laptop with a touch
 * screen has a desktop system); a handheld system whose main pointer is a mouse (a tablet docked to
 * a desktop screen) gets the desktop flow, where its extension or QR code works.
 */
export function isMobileDevice(facts: DeviceFacts): boolean {
  const handheld = devicePlatform(facts) !== 'other' || OTHER_MOBILE.test(facts.userAgent)
  return handheld && facts.coarsePointer !== false
}
