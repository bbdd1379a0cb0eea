import { hkdfSync, randomBytes } from 'node:crypto'

/** Shortest AUTH_SECRET taken: 32 characters of `openssl rand -base64 32` carry 192 bits. */
export const MIN_AUTH_SECRET_LENGTH = 32

/** The keys the auth API derives from its one secret, one per use, so no token of one kind passes for another. */
export interface AuthKeys {
  /** HMAC-SHA256 key of the nonces (stateless: what a nonce claims is signed into it). */
  nonce: Buffer
  /** AES-256-GCM key of the sealed session cookies. */
  session: Buffer
}

export function checkAuthSecret(secret: string, name = 'AUTH_SECRET'): string {
  if (secret.length < MIN_AUTH_SECRET_LENGTH) {
    throw new Error(`${name} must be at least ${MIN_AUTH_SECRET_LENGTH} characters (e.g. the output of \`openssl rand -base64 32\`), got ${secret.length}.`)
  }
  return secret
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const key = (use: string) => Buffer.from(hkdfSync('sha256', checkAuthSecret(secret), 'siwe-auth', use, 32))
  return { nonce: key('nonce v1'), session: key('session v1') }
}

/** A secret for one process (development, tests): its nonces and sessions end with it. */
export function randomAuthSecret(): string {
  return randomBytes(32).toString('base64url')
}
