import { INSTRUCTION_TEXTS } from './instruction-texts.js'
import type { InstructionStep, WalletAppLinks } from './types.js'

export { INSTRUCTION_TEXTS }

/** A wallet's pages in the two phone stores, from the Play Store's package id and the App Store's path. */
export const stores = (playId: string, appStorePath: string) => ({
  android: `https://play.google.com/store/apps/details?id=${playId}`,
  ios: `https://apps.apple.com/${appStorePath}`,
})

const named = (text: string, name: string) => text.replace('{wallet}', name)

const install = (name: string, place: 'mobile' | 'extension'): InstructionStep =>
  place === 'mobile'
    ? { step: 'install', title: named(INSTRUCTION_TEXTS.openApp, name), description: named(INSTRUCTION_TEXTS.openAppText, name) }
    : { step: 'install', title: named(INSTRUCTION_TEXTS.installExtension, name), description: named(INSTRUCTION_TEXTS.installExtensionText, name) }
const create: InstructionStep = { step: 'create', title: INSTRUCTION_TEXTS.create, description: INSTRUCTION_TEXTS.createText }
export const scan: InstructionStep = { step: 'scan', title: INSTRUCTION_TEXTS.scan, description: INSTRUCTION_TEXTS.scanText }
const refresh: InstructionStep = { step: 'refresh', title: INSTRUCTION_TEXTS.refresh, description: INSTRUCTION_TEXTS.refreshText }

/** The scan steps of a wallet's phone app. */
const qrCode = (name: string, learnMoreUrl: string) => ({ instructions: { learnMoreUrl, steps: [install(name, 'mobile'), create, scan] } })

/** A wallet whose phone app takes a WalletConnect pairing: how to open the app, and its scan steps. */
export function mobileApp(name: string, learnMoreUrl: string, mobile: WalletAppLinks) {
  return { mobile, qrCode: qrCode(name, learnMoreUrl) }
}

/** A wallet whose phone app its own SDK opens (no pairing link to build) and that has an extension: both sets of setup steps. */
export function sdkAppAndExtension(name: string, learnMoreUrl: string) {
  return { qrCode: qrCode(name, learnMoreUrl), ...browserExtension(name, learnMoreUrl) }
}

/** A wallet with a browser extension: its setup steps. */
export function browserExtension(name: string, learnMoreUrl: string) {
  return { extension: { instructions: { learnMoreUrl, steps: [install(name, 'extension'), create, refresh] } } }
}

/** A wallet with a phone app and a browser extension: how to open its app, and both sets of setup steps. */
export function mobileAndExtension(name: string, learnMoreUrl: string, mobile: WalletAppLinks) {
  return { ...mobileApp(name, learnMoreUrl, mobile), ...browserExtension(name, learnMoreUrl) }
}
