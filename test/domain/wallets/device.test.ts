import { describe, expect, it } from 'vitest'
import { devicePlatform, isMobileDevice, type DeviceFacts } from '../../../src-domain/index.js'
import { USER_AGENTS } from '../../support/user-agents.js'

const phone = (userAgent: string, extra: Partial<DeviceFacts> = {}): DeviceFacts => ({ userAgent, coarsePointer: true, maxTouchPoints: 5, ...extra })
const desktop = (userAgent: string, extra: Partial<DeviceFacts> = {}): DeviceFacts => ({ userAgent, coarsePointer: false, maxTouchPoints: 0, ...extra })

describe('isMobileDevice: the phone layout is chosen by the device, not the width', () => {
  it.each([
    ['iPhone Safari', phone(USER_AGENTS.iPhoneSafari)],
    ['iPhone Chrome', phone(USER_AGENTS.iPhoneChrome)],
    ['Android Chrome', phone(USER_AGENTS.androidChrome)],
    ['an Android tablet', phone(USER_AGENTS.androidTablet)],
    ['an iPad (old user agent)', phone(USER_AGENTS.oldIpad)],
    ['an iPad asking for desktop pages (Mac user agent, touch points)', phone(USER_AGENTS.iPadDesktopClass)],
    ['MetaMask’s in-app browser', phone(USER_AGENTS.metaMaskAndroid)],
    ['Coinbase Wallet’s in-app browser', phone(USER_AGENTS.coinbaseIos)],
    ['Rainbow’s in-app browser', phone(USER_AGENTS.rainbowIos)],
    ['Facebook’s in-app browser', phone(USER_AGENTS.facebookIos)],
    ['a phone whose browser cannot answer the pointer query', phone(USER_AGENTS.iPhoneSafari, { coarsePointer: undefined })],
  ])('%s: mobile', (_name, facts) => {
    expect(isMobileDevice(facts)).toBe(true)
  })

  it.each([
    ['a Mac', desktop(USER_AGENTS.macSafari)],
    ['Windows Chrome', desktop(USER_AGENTS.windowsChrome)],
    ['a Windows laptop with a touch screen as its main pointer', desktop(USER_AGENTS.windowsChrome, { coarsePointer: true, maxTouchPoints: 10 })],
    ['Linux Firefox in a narrow window', desktop(USER_AGENTS.linuxFirefox)],
    ['an Android tablet docked to a mouse', phone(USER_AGENTS.androidTablet, { coarsePointer: false })],
  ])('%s: not mobile', (_name, facts) => {
    expect(isMobileDevice(facts)).toBe(false)
  })
})

describe('devicePlatform: which store a phone gets', () => {
  it.each([
    [USER_AGENTS.iPhoneSafari, 5, 'ios'],
    [USER_AGENTS.iPhoneChrome, 5, 'ios'],
    [USER_AGENTS.oldIpad, 5, 'ios'],
    [USER_AGENTS.iPadDesktopClass, 5, 'ios'],
    [USER_AGENTS.macSafari, 0, 'other'],
    [USER_AGENTS.androidChrome, 5, 'android'],
    [USER_AGENTS.metaMaskAndroid, 5, 'android'],
    [USER_AGENTS.windowsChrome, 10, 'other'],
  ] as const)('%s (%i touch points): %s', (userAgent, maxTouchPoints, platform) => {
    expect(devicePlatform({ userAgent, maxTouchPoints })).toBe(platform)
  })
})
