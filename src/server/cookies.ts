import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/**
 * Over https the cookies are `__Host-` prefixed (Secure, bound to the exact host, path /);
 * browsers refuse Secure cookies on plain http, so a loopback origin uses the plain names.
 */
export const SESSION_COOKIE = 'siwe-session'
/** A random id the browser gets with its first nonce; a nonce is spent only by the browser it was issued to. */
export const CLIENT_COOKIE = 'siwe-client'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Secure everywhere except a loopback http origin (development, tests), where browsers would drop it. */
export function isSecureOrigin(origin: URL): boolean {
  return !(origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname))
}

/** Cookie values this server writes: base64url, 22 to 64 characters. Anything else is ignored. */
const COOKIE_VALUE = /^[A-Za-z0-9_-]{22,64}$/

/**
 * On a secure origin only the `__Host-` cookie counts: a plain cookie of the same name can be
 * planted by a sibling subdomain or a man in the middle on http, the prefixed one cannot.
 */
function readCookie(c: Context, name: string, secure: boolean): string | undefined {
  const value = secure ? getCookie(c, name, 'host') : getCookie(c, name)
  return value !== undefined && COOKIE_VALUE.test(value) ? value : undefined
}

function writeCookie(c: Context, name: string, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  const common = { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: options.maxAgeSeconds } as const
  if (options.secure) setCookie(c, name, value, { ...common, secure: true, prefix: 'host' })
  else setCookie(c, name, value, common)
}

export const readSessionCookie = (c: Context, secure: boolean) => readCookie(c, SESSION_COOKIE, secure)
export const readClientCookie = (c: Context, secure: boolean) => readCookie(c, CLIENT_COOKIE, secure)

export function writeSessionCookie(c: Context, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  writeCookie(c, SESSION_COOKIE, value, options)
}

export function writeClientCookie(c: Context, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  writeCookie(c, CLIENT_COOKIE, value, options)
}

/** Always sent, whatever the request carried: a sign-out must end the browser's copy even when the store could not be told. */
export function clearSessionCookies(c: Context, secure: boolean): void {
  if (secure) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' })
  else deleteCookie(c, SESSION_COOKIE, { path: '/' })
}
