import { cleanText } from '../../src-domain/index.js'

/** Longest wallet name kept from an announcement; the UI cuts further for display. */
export const MAX_WALLET_NAME_LENGTH = 64
/** Largest icon kept from an announcement (a data URI of about 256 kB). */
export const MAX_WALLET_ICON_LENGTH = 256 * 1024

const TAG_RE = /<[^>]*>?/g
const RDNS_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const DATA_IMAGE_RE = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i

/**
 * A wallet name from an untrusted announcement as plain text: markup stripped, then cleaned like
 * every outside text (hidden and bidi characters, whitespace, length). Returns undefined when nothing is left.
 */
export function sanitizeWalletName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = cleanText(value.replace(TAG_RE, '').replace(/[<>]/g, ''), MAX_WALLET_NAME_LENGTH)
  return text === '' ? undefined : text
}

/**
 * Only `data:image/` URIs of a bounded size are kept; anything else (http, javascript:, markup)
 * is dropped. Quotes, angle brackets and whitespace are percent-encoded so the URI cannot break
 * out of an attribute or a CSS `url()` even in a consumer less careful than React.
 */
export function sanitizeWalletIcon(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const icon = value.trim()
  if (icon.length > MAX_WALLET_ICON_LENGTH || !DATA_IMAGE_RE.test(icon)) return undefined
  return icon.replace(/["'<>\s()\\]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)
}

/** A reverse-DNS id (`io.metamask`), lower-cased; anything else is dropped. */
export function sanitizeRdns(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const rdns = value.trim().toLowerCase()
  return rdns.length <= 253 && RDNS_RE.test(rdns) ? rdns : undefined
}
