import type { StoragePort } from '../ports/storage-port.js'
import { isRecord, readJson, writeJson } from './json.js'

/**
 * The wallet app a visitor opened through WalletConnect, under the key and in the shape RainbowKit
 * 1.x and WalletConnect's own SDKs use: the SDK reads it to bring that app forward for every later
 * request (a signature, a transaction), and the app this one replaces left it in its users' browsers.
 */
export const WALLETCONNECT_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

export interface DeepLinkChoice {
  /** The link without its query: the pairing URI is single-use and stays out of storage. */
  href: string
  name: string
}

/** Bounds what a foreign value under the key may bring into the page. */
const MAX_FIELD_LENGTH = 2048

const parse = (value: unknown): DeepLinkChoice | undefined => {
  if (!isRecord(value) || typeof value.href !== 'string' || typeof value.name !== 'string') return undefined
  if (value.href.length === 0 || value.href.length > MAX_FIELD_LENGTH || value.name.length > MAX_FIELD_LENGTH) return undefined
  return { href: value.href, name: value.name }
}

export const readDeepLinkChoice = (storage: StoragePort): DeepLinkChoice | undefined => readJson(storage, WALLETCONNECT_DEEPLINK_KEY, parse, undefined)

/** Remembers the app opened by `link` (its query, the pairing URI, cut off as RainbowKit does). */
export function rememberDeepLinkChoice(storage: StoragePort, link: string, name: string): DeepLinkChoice {
  const choice = { href: link.split('?')[0] ?? link, name }
  writeJson(storage, WALLETCONNECT_DEEPLINK_KEY, choice)
  return choice
}

/**
 * Forgets the wallet app when the session ends, as RainbowKit 1.x did on every disconnect: the SDK
 * would otherwise bring that app forward for the next session's requests, whichever wallet it is.
 */
export function forgetDeepLinkChoice(storage: StoragePort): void {
  storage.remove(WALLETCONNECT_DEEPLINK_KEY)
}
