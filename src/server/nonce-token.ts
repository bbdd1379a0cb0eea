import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A nonce that needs no server state until it is spent: its expiry and 96 random bits, with an
 * HMAC over both and the browser's binding. Hex keeps it inside EIP-4361's alphanumeric grammar:
 * 12 digits of expiry (epoch ms), 24 random, 32 of MAC (128 bits) = 68 characters.
 */
const EXPIRY_DIGITS = 12
const RANDOM_BYTES = 12
const MAC_DIGITS = 32
const BODY_DIGITS = EXPIRY_DIGITS + RANDOM_BYTES * 2
export const NONCE_LENGTH = BODY_DIGITS + MAC_DIGITS
const NONCE = new RegExp(`^[0-9a-f]{${NONCE_LENGTH}}$`)

function mac(key: Buffer, body: string, binding: string): Buffer {
  return createHmac('sha256', key)
    .update(`${body}\n${binding}`)
    .digest()
    .subarray(0, MAC_DIGITS / 2)
}

export function issueNonce(key: Buffer, binding: string, expiresAt: number): string {
  const body = Math.ceil(expiresAt).toString(16).padStart(EXPIRY_DIGITS, '0') + randomBytes(RANDOM_BYTES).toString('hex')
  return body + mac(key, body, binding).toString('hex')
}

export interface ValidNonce {
  /** What a spent-nonce record is kept under: the nonce without its MAC. */
  id: string
  expiresAt: number
}

/**
 * The nonce's expiry and id when this server issued it to one of `bindings` and it has not
 * expired at `now`; null otherwise, whichever the reason (nothing tells a live nonce from a dead one).
 */
export function readNonce(key: Buffer, nonce: string, bindings: readonly string[], now: number): ValidNonce | null {
  if (!NONCE.test(nonce)) return null
  const body = nonce.slice(0, BODY_DIGITS)
  const expiresAt = Number.parseInt(body.slice(0, EXPIRY_DIGITS), 16)
  if (!(expiresAt > now)) return null
  const given = Buffer.from(nonce.slice(BODY_DIGITS), 'hex')
  const bound = bindings.some((binding) => timingSafeEqual(mac(key, body, binding), given))
  return bound ? { id: body, expiresAt } : null
}
