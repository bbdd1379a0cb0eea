import { createSiweMessage } from 'viem/siwe'
import { isAddress, isChainId, type Address, type AuthPort, type AuthSession, type ChainId, type Hex } from '../../src-domain/index.js'
import { AuthRequestError } from './errors.js'

export interface HttpAuthOptions {
  /** Where the auth API lives; the app's own origin by default (same-origin requests, first-party cookie). */
  baseUrl?: string
  /** The auth API's own URL, its endpoints under it (`<apiUrl>/nonce`...); `<baseUrl>/api/auth` by default. */
  apiUrl?: string
  /** The page the message is signed for: its host is the message's domain, its origin the URI. Defaults to `location`. */
  origin?: () => { host: string; origin: string }
  /** The human-readable line of the message. */
  statement?: string
  /** How long a signed message stays valid; the server caps the session at this too. */
  messageTtlMs?: number
  fetch?: typeof fetch
  now?: () => Date
  /** How long one request to the auth API may take before it counts as failed (the server down or hung). */
  timeoutMs?: number
}

export const DEFAULT_AUTH_TIMEOUT_MS = 10_000

export const DEFAULT_STATEMENT = 'Sign in with Ethereum to this app.'
/** Nonces are alphanumeric (EIP-4361), at least 96 bits: 24 hex characters or more. */
const NONCE_RE = /^[a-zA-Z0-9]{16,128}$/

function pageOrigin(): { host: string; origin: string } {
  if (typeof location === 'undefined') throw new AuthRequestError('No page origin: pass `origin` to createHttpAuth.')
  return { host: location.host, origin: location.origin }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch (cause) {
    throw new AuthRequestError('The auth API answered with something other than JSON.', { cause, status: response.status })
  }
}

function parseSession(value: unknown): AuthSession | null {
  if (typeof value !== 'object' || value === null) return null
  const { address, chainId } = value as Record<string, unknown>
  return isAddress(address) && isChainId(chainId) ? { address, chainId } : null
}

/**
 * AuthPort over the app's own API (/api/auth). Every failure throws (or, for a rejected
 * signature, returns false), and SignInService turns it into the catalogue's message:
 * nonce → 'Error preparing message, please retry!', verify → 'Error verifying signature, please retry!',
 * sign-out → 'Could not sign out, please retry!'. Every request gives up after `timeoutMs`.
 */
export function createHttpAuth(options: HttpAuthOptions = {}): AuthPort {
  const api = (options.apiUrl ?? `${(options.baseUrl ?? '').replace(/\/$/, '')}/api/auth`).replace(/\/$/, '')
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? (() => new Date())
  const origin = options.origin ?? pageOrigin
  const timeoutMs = options.timeoutMs ?? DEFAULT_AUTH_TIMEOUT_MS

  const request = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const signal = AbortSignal.timeout(timeoutMs)
    try {
      // `include` so the session cookie also travels when the API sits on another (configured) origin.
      return await doFetch(`${api}/${path}`, { ...init, credentials: 'include', cache: 'no-store', signal })
    } catch (cause) {
      if (signal.aborted) throw new AuthRequestError(`The auth API did not answer within ${timeoutMs} ms.`, { cause })
      throw new AuthRequestError('The auth API cannot be reached.', { cause })
    }
  }

  return {
    async getNonce() {
      const response = await request('nonce')
      if (!response.ok) throw new AuthRequestError('The auth API did not issue a nonce.', { status: response.status })
      const body = await readJson(response)
      const nonce = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).nonce : undefined
      if (typeof nonce !== 'string' || !NONCE_RE.test(nonce)) throw new AuthRequestError('The auth API sent a malformed nonce.')
      return nonce
    },

    createMessage({ address, chainId, nonce }: { address: Address; chainId: ChainId; nonce: string }) {
      const page = origin()
      const issuedAt = now()
      return createSiweMessage({
        domain: page.host,
        uri: page.origin,
        address,
        chainId,
        nonce,
        version: '1',
        statement: options.statement ?? DEFAULT_STATEMENT,
        issuedAt,
        ...(options.messageTtlMs ? { expirationTime: new Date(issuedAt.getTime() + options.messageTtlMs) } : {}),
      })
    },

    async verify({ message, signature }: { message: string; signature: Hex }) {
      const response = await request('verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      // 401: the server looked at the signature and said no. Anything else non-2xx is a failure to verify at all.
      if (response.status === 401) return false
      if (!response.ok) throw new AuthRequestError('The auth API could not verify the signature.', { status: response.status })
      return parseSession(await readJson(response)) !== null
    },

    /** Throws when the server could not end the session (it still clears the cookie then), so the UI can offer a retry. */
    async signOut() {
      const response = await request('logout', { method: 'POST' })
      if (!response.ok) throw new AuthRequestError('The auth API did not sign out.', { status: response.status })
    },

    async getSession() {
      const response = await request('session')
      if (!response.ok) throw new AuthRequestError('The auth API did not report the session.', { status: response.status })
      const body = await readJson(response)
      return parseSession(typeof body === 'object' && body !== null ? (body as Record<string, unknown>).session : null)
    },
  }
}
