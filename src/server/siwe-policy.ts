import type { SiweFields } from './siwe-message.js'

export interface SiwePolicy {
  /** The app's own origins (`https://app.example`); the message's domain and URI must name one of them. */
  origins: readonly string[]
  chainIds: ReadonlySet<number>
  now: Date
  /** How old `Issued At` may be: no older than a nonce lives. */
  maxAgeMs: number
  /** Tolerated difference between the wallet's clock and ours. */
  clockSkewMs: number
}

export type PolicyResult = { ok: true; origin: URL } | { ok: false; reason: string }

/** Checks what the signature alone cannot: that the message was meant for this app, this chain, now. */
export function checkSiwePolicy(fields: SiweFields, policy: SiwePolicy): PolicyResult {
  const origin = policy.origins.map((value) => new URL(value)).find((url) => url.host === fields.domain)
  if (!origin) return { ok: false, reason: 'The message is for another domain.' }
  if (fields.scheme !== undefined && `${fields.scheme}:` !== origin.protocol) {
    return { ok: false, reason: 'The message is for another scheme.' }
  }
  let uri: URL
  try {
    uri = new URL(fields.uri)
  } catch {
    return { ok: false, reason: 'The message URI is not a URL.' }
  }
  if (uri.origin !== origin.origin) return { ok: false, reason: 'The message is for another URI.' }
  if (!policy.chainIds.has(fields.chainId)) return { ok: false, reason: 'The message is for a chain this app does not use.' }

  const now = policy.now.getTime()
  const skew = policy.clockSkewMs
  const issuedAt = fields.issuedAt.getTime()
  if (issuedAt > now + skew) return { ok: false, reason: 'The message is issued in the future.' }
  if (issuedAt < now - policy.maxAgeMs - skew) return { ok: false, reason: 'The message is too old.' }
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) return { ok: false, reason: 'The message has expired.' }
  if (fields.expirationTime && fields.expirationTime.getTime() <= issuedAt) return { ok: false, reason: 'The message expires before it is issued.' }
  if (fields.notBefore && fields.notBefore.getTime() > now + skew) return { ok: false, reason: 'The message is not valid yet.' }
  return { ok: true, origin }
}
