import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'

export interface RunningServer {
  /** `http://127.0.0.1:<port>`: where requests go, and the app origin the messages name. */
  url: string
  close(): Promise<void>
}

/** Serves a Hono app on a real loopback HTTP server, as `npm run serve` does; port 0 lets the system pick. */
export async function listen(app: Hono, port = 0): Promise<RunningServer> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(running))
    running.once('error', reject)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface SetCookie {
  name: string
  value: string
  /** Attributes as written, lower-cased names: `httponly`, `secure`, `samesite`, `path`, `max-age`. */
  attributes: Map<string, string>
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...parts] = header.split(';').map((part) => part.trim())
  const eq = pair.indexOf('=')
  const attributes = new Map<string, string>()
  for (const part of parts) {
    const split = part.indexOf('=')
    if (split === -1) attributes.set(part.toLowerCase(), '')
    else attributes.set(part.slice(0, split).toLowerCase(), part.slice(split + 1))
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes }
}

export interface VerifyResult {
  status: number
  body: Record<string, unknown>
  /** The session cookie the answer set, as `name=value` for the next request's Cookie header. */
  cookie: string | undefined
  setCookie: SetCookie | undefined
}

/** The auth API as a browser would call it: same-origin requests with the app's Origin header. */
export function authClient(baseUrl: string, origin: string = baseUrl) {
  const api = `${baseUrl}/api/auth`
  return {
    async nonce(): Promise<string> {
      const response = await fetch(`${api}/nonce`)
      if (!response.ok) throw new Error(`GET /nonce answered ${response.status}`)
      const body = (await response.json()) as { nonce: string }
      return body.nonce
    },
    /** POSTs a raw body (strings are sent as they are, anything else as JSON). */
    async verify(body: unknown, init: { contentType?: string; cookie?: string } = {}): Promise<VerifyResult> {
      const response = await fetch(`${api}/verify`, {
        method: 'POST',
        headers: {
          'content-type': init.contentType ?? 'application/json',
          origin,
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const header = response.headers.getSetCookie()[0]
      const setCookie = header ? parseSetCookie(header) : undefined
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        cookie: setCookie && `${setCookie.name}=${setCookie.value}`,
        setCookie,
      }
    },
    async session(cookie?: string): Promise<{ status: number; session: unknown; setCookies: string[] }> {
      const response = await fetch(`${api}/session`, { headers: cookie ? { cookie } : {} })
      const body = (await response.json()) as { session: unknown }
      return { status: response.status, session: body.session, setCookies: response.headers.getSetCookie() }
    },
    async logout(cookie?: string): Promise<{ status: number; setCookies: string[] }> {
      const response = await fetch(`${api}/logout`, { method: 'POST', headers: { origin, ...(cookie ? { cookie } : {}) } })
      return { status: response.status, setCookies: response.headers.getSetCookie() }
    },
  }
}
