import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/**
 * Over https the cookie is `__Host-siwe-session` (Secure, bound to the exact host, path /);
 * browsers refuse Secure cookies on plain http, so a loopback origin uses `siwe-session`.
 */
export const SESSION_COOKIE = 'siwe-session'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Secure everywhere except a loopback http origin (development, tests), where browsers would drop it. */
export function isSecureOrigin(origin: URL): boolean {
  return !(origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname))
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE, 'host') ?? getCookie(c, SESSION_COOKIE)
}

export function writeSessionCookie(c: Context, value: string, options: { secure: boolean; maxAgeSeconds: number }): void {
  const common = { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: options.maxAgeSeconds } as const
  if (options.secure) setCookie(c, SESSION_COOKIE, value, { ...common, secure: true, prefix: 'host' })
  else setCookie(c, SESSION_COOKIE, value, common)
}

export function clearSessionCookies(c: Context): void {
  if (getCookie(c, SESSION_COOKIE, 'host') !== undefined) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' })
  if (getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, { path: '/' })
}
