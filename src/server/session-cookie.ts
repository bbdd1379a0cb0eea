import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { isAddress, isChainId, type Address, type ChainId } from '../../src-domain/index.js'

/** A signed-in session, carried by the browser in its cookie, sealed: the server keeps nothing per session. */
export interface SealedSession {
  /** Random: tells two sessions of one account apart. */
  id: string
  address: Address
  chainId: ChainId
  /** Epoch milliseconds of the sign-in: a sign-out of the account at or after it ends the session. */
  issuedAt: number
  /** Epoch milliseconds after which the session is gone. */
  expiresAt: number
}

const IV_BYTES = 12
const TAG_BYTES = 16
const ID_BYTES = 16
/** Binds the ciphertext to its use: a sealed value of another kind or version does not open. */
const AAD = Buffer.from('siwe-session v2')

export function newSessionId(): string {
  return randomBytes(ID_BYTES).toString('base64url')
}

/** AES-256-GCM: the cookie can be neither read nor changed without the key. */
export function sealSession(key: Buffer, session: SealedSession): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD)
  const plain = JSON.stringify([session.id, session.address, session.chainId, session.issuedAt, session.expiresAt])
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** The session a cookie carries, or null for anything this server did not seal (forged, cut, of another key). */
export function openSession(key: Buffer, value: string): SealedSession | null {
  const raw = Buffer.from(value, 'base64url')
  if (raw.length <= IV_BYTES + TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(AAD)
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8')
    const [id, address, chainId, issuedAt, expiresAt] = JSON.parse(plain) as unknown[]
    if (typeof id !== 'string' || !isAddress(address) || !isChainId(chainId) || typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return null
    return { id, address, chainId, issuedAt, expiresAt }
  } catch {
    return null
  }
}
