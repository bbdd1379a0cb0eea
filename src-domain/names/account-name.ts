import { IPFS_GATEWAY_URL, MAX_AVATAR_URL_LENGTH, MAX_NAME_RECORD_LENGTH } from '../constants.js'
import { truncateName } from '../format/name.js'
import { cleanText } from '../format/text.js'
import type { NamePort } from '../ports/name-port.js'
import { isRecord } from '../storage/json.js'
import type { Address } from '../types.js'

/** What an account is shown with besides its address. */
export interface AccountName {
  /** Its primary name, checked both ways (the name resolves back to the address); null when it has none. */
  name: string | null
  /** An https URL of its picture; null when it has none the app will load. */
  avatarUrl: string | null
}

export const NO_ACCOUNT_NAME: AccountName = Object.freeze({ name: null, avatarUrl: null })

/**
 * A name record as it may be shown: the record itself when cleaning it (`cleanText`, as every text
 * from outside the app) leaves it as it is, has a dot and fits; else null. A record that cleaning
 * would change holds hidden characters or odd spaces, so the cleaned text would pass for another
 * name (`vitalik\u200b.eth` for `vitalik.eth`): it is not shown at all rather than shown cleaned.
 */
export function showableName(record: string): string | null {
  if (record.length === 0 || record.length > MAX_NAME_RECORD_LENGTH) return null
  const cleaned = cleanText(record, MAX_NAME_RECORD_LENGTH)
  if (cleaned !== record || cleaned.includes(' ') || !/[^.]\.[^.]/.test(cleaned)) return null
  return cleaned
}

/** The name as the account button and dialog write it: cut at 24 characters by the spec's rule. */
export function displayName(name: string): string {
  return truncateName(name)
}

const IPFS_RE = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]{10,128})(\/[^?#\s]*)?$/
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
/**
 * An https URL written plainly: a host name of DNS labels with a dot (no user or password, no
 * IP literal), an optional port, and a path, query and fragment of printable characters that need
 * no quoting in HTML or CSS (no spaces, quotes, angle brackets or backslashes). The domain parses
 * it itself: it reads no platform `URL`.
 */
const HTTPS_RE = new RegExp(`^https://(${LABEL}(?:\\.${LABEL})+)(?::(\\d{1,5}))?([/?#][\\x21\\x23-\\x26\\x28-\\x3b\\x3d\\x3f-\\x5b\\x5d-\\x7e]*)?$`, 'i')

/**
 * Names that reach the visitor's own machine or network rather than a public host: loopback
 * (`*.localhost`), mDNS (`*.local`) and the names routers and companies hand out inside.
 */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'home.arpa']

/**
 * A public DNS name: not an IP literal in any form a browser reads as one (a last label of digits,
 * or of hex after `0x`: `127.0.0.1`, `2130706433`, `0x7f.1`) and not a private name. What a
 * public name resolves to is beyond the page's reach; an avatar record never names an address.
 */
function isPublicHost(host: string): boolean {
  const name = host.toLowerCase()
  const last = name.slice(name.lastIndexOf('.') + 1)
  if (/^\d+$/.test(last) || /^0x[0-9a-f]*$/.test(last)) return false
  return !PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
}

/**
 * The URL an avatar record is loaded from, or null: an https URL on a public host name and the
 * default port, as it is (without user or password), or an `ipfs://<cid>/<path>` one through the
 * https gateway. Anything else (http:, data:, javascript:, an NFT reference, a relative path, an
 * IP literal, a private or loopback name, another port) is not loaded: a record's owner could
 * otherwise have each visitor's browser probe its own network.
 */
export function avatarUrl(record: string, gateway: string = IPFS_GATEWAY_URL): string | null {
  const text = record.trim()
  if (text.length === 0 || text.length > MAX_AVATAR_URL_LENGTH) return null
  const ipfs = IPFS_RE.exec(text)
  if (ipfs && ipfs[2]?.split('/').some((segment) => segment === '..' || segment === '.')) return null
  const candidate = ipfs ? `${gateway.replace(/\/?$/, '/')}${ipfs[1]}${ipfs[2] ?? ''}` : text
  const match = HTTPS_RE.exec(candidate)
  if (!match || candidate.length > MAX_AVATAR_URL_LENGTH) return null
  const [, host = '', port, rest] = match
  if ((port !== undefined && port !== '443') || !isPublicHost(host)) return null
  return `https://${host.toLowerCase()}${rest ?? '/'}`
}

/**
 * Looks an account's name up by the naming system's rule: its primary name (reverse record) is
 * shown only when that name resolves forward to the same address, so no one can claim another's
 * name by writing it in their own reverse record. The avatar is the name's `avatar` record when
 * it is a URL the app loads. An avatar that cannot be read leaves the name without a picture;
 * a name that cannot be read rejects (the caller tries again later).
 */
export async function lookupAccountName(port: NamePort, address: Address, options: { ipfsGateway?: string; signal?: AbortSignal } = {}): Promise<AccountName> {
  const record = await port.primaryName(address, options.signal)
  const name = record === null ? null : showableName(record)
  if (record === null || name === null) return NO_ACCOUNT_NAME
  const forward = await port.resolveAddress(record, options.signal)
  if (forward === null || forward.toLowerCase() !== address.toLowerCase()) return NO_ACCOUNT_NAME
  let avatar: string | null = null
  try {
    const avatarRecord = await port.avatarRecord(record, options.signal)
    avatar = avatarRecord === null ? null : avatarUrl(avatarRecord, options.ipfsGateway)
  } catch {
    avatar = null
  }
  return { name, avatarUrl: avatar }
}

/**
 * A stored account name (the persisted query cache, which anyone with the page's origin can
 * write) read back under the same rules as a looked-up one, or undefined: a name the rule would
 * not show, or an avatar URL it would not load, is no stored name.
 */
export function parseAccountName(value: unknown): AccountName | undefined {
  if (!isRecord(value)) return undefined
  const { name, avatarUrl: avatar } = value
  if (name !== null && (typeof name !== 'string' || showableName(name) !== name)) return undefined
  if (avatar !== null && (typeof avatar !== 'string' || avatarUrl(avatar) !== avatar)) return undefined
  if (name === null && avatar !== null) return undefined
  return { name, avatarUrl: avatar }
}
