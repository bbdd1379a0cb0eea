import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/**
 * Over https the cookies are `__Host-` prefixed (Secure, bound to the exact host, path /);
 * browsers refuse Secure cookies on plain http, so a loopback origin uses the plain names.
 */
export const SESSION_COOKIE = 'siwe-session'
/**
 * A random id the browser gets with its first nonce; a nonce is spent only by the browser it was
 * issued to. Each id has a name of its own (`siwe-client-<tag>`): two tabs asking for their first
 * nonce at once each get one, both cookies stay, and both nonces verify.
 */
export const CLIENT_COOKIE = 'siwe-client'
/** Binding cookies read from one request: more come only from tabs racing for their first nonce. */
const MAX_CLIENT_COOKIES = 8

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Secure everywhere except a loopback http origin (development, tests), where browsers would drop it. */
export function isSecureOrigin(origin: URL): boolean {
  return !(origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname))
}

/** Cookie values this server writes: base64url. Anything else is ignored. */
const CLIENT_VALUE = /^[A-Za-z0-9_-]{22,64}$/
const SESSION_VALUE = /^[A-Za-z0-9_-]{40,512}$/
const CLIENT_NAME = /^siwe-client(-[A-Za-z0-9_-]{1,16})?$/
const HOST_PREFIX = '__Host-'

/**
 * On a secure origin only the `__Host-` cookie counts: a plain cookie of the same name can be
 * planted by a sibling subdomain or a man in the middle on http, the prefixed one cannot.
 */
export function readSessionCookie(c: Context, secure: boolean): string | undefined {
  const value = secure ? getCookie(c, SESSION_COOKIE, 'host') : getCookie(c, SESSION_COOKIE)
  return value !== undefined && SESSION_VALUE.test(value) ? value : undefined
}

/** Every binding id the browser holds, sorted by cookie name (the same one comes first each time). */
export function readClientCookies(c: Context, secure: boolean): string[] {
  const found: [string, string][] = []
  for (const [fullName, value] of Object.entries(getCookie(c))) {
    const name = secure ? (fullName.startsWith(HOST_PREFIX) ? fullName.slice(HOST_PREFIX.length) : '') : fullName
    if (CLIENT_NAME.test(name) && CLIENT_VALUE.test(value)) found.push([name, value])
  }
  return found
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_CLIENT_COOKIES)
    .map(([, value]) => value)
}

function writeCookie(c: Context, name: string, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  const common = { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: options.maxAgeSeconds } as const
  if (options.secure) setCookie(c, name, value, { ...common, secure: true, prefix: 'host' })
  else setCookie(c, name, value, common)
}

export function writeSessionCookie(c: Context, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  writeCookie(c, SESSION_COOKIE, value, options)
}

/** A new binding id under a name of its own (`tag`: a few random characters). */
export function writeClientCookie(c: Context, tag: string, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  writeCookie(c, `${CLIENT_COOKIE}-${tag}`, value, options)
}

/** Always sent, whatever the request carried: a sign-out must end the browser's copy even when the store could not be told. */
export function clearSessionCookies(c: Context, secure: boolean): void {
  if (secure) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' })
  else deleteCookie(c, SESSION_COOKIE, { path: '/' })
}
