import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
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

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  setCookies: string[]
  text: string
  json(): Record<string, unknown>
}

/**
 * One HTTP request over node:http from `localAddress` (127.0.0.2, 127.0.0.3, ... are all
 * loopback on Linux): distinct clients with real sockets, as the server sees them.
 */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      ...(init.agent ? { agent: init.agent } : { agent: false, localAddress: init.localAddress }),
    })
    request.once('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const setCookie = response.headers['set-cookie'] ?? []
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          setCookies: setCookie,
          text,
          json: () => JSON.parse(text) as Record<string, unknown>,
        })
      })
      response.once('error', reject)
    })
    request.once('error', reject)
    request.end(init.body)
  })
}

/** The binding cookie a browser holds (`name=value`); two clients sharing a jar are one browser. */
export interface CookieJar {
  binding?: string
}

export interface VerifyResult {
  status: number
  body: Record<string, unknown>
  headers: IncomingHttpHeaders
  /** The session cookie the answer set, as `name=value` for the next request's Cookie header. */
  cookie: string | undefined
  setCookie: SetCookie | undefined
}

/**
 * The auth API as a browser would call it: same-origin requests with the app's Origin header,
 * from `localAddress` when given. Like a browser it keeps the binding cookie /nonce sets and
 * sends it back with /verify; the session cookie is handed to the caller to pass on.
 */
export function authClient(baseUrl: string, origin: string = baseUrl, options: { localAddress?: string; jar?: CookieJar } = {}) {
  const api = `${baseUrl}/api/auth`
  const agent = new Agent({ keepAlive: true, ...(options.localAddress ? { localAddress: options.localAddress } : {}) })
  const jar = options.jar ?? {}
  const withBinding = (cookie: string | undefined) => [jar.binding, cookie].filter(Boolean).join('; ')
  return {
    agent,
    jar,
    async nonceAnswer(): Promise<Answer> {
      const answer = await send(`${api}/nonce`, { agent, headers: jar.binding ? { cookie: jar.binding } : {} })
      const set = answer.setCookies.map(parseSetCookie).find((cookie) => cookie.name.includes('siwe-client'))
      if (set) jar.binding = `${set.name}=${set.value}`
      return answer
    },
    async nonce(): Promise<string> {
      const answer = await this.nonceAnswer()
      if (answer.status !== 200) throw new Error(`GET /nonce answered ${answer.status}`)
      return answer.json().nonce as string
    },
    /** POSTs a raw body (strings are sent as they are, anything else as JSON). */
    async verify(body: unknown, init: { contentType?: string; cookie?: string } = {}): Promise<VerifyResult> {
      const cookie = withBinding(init.cookie)
      const answer = await send(`${api}/verify`, {
        method: 'POST',
        agent,
        headers: { 'content-type': init.contentType ?? 'application/json', origin, ...(cookie ? { cookie } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const header = answer.setCookies[0]
      const setCookie = header ? parseSetCookie(header) : undefined
      return { status: answer.status, body: answer.json(), headers: answer.headers, cookie: setCookie && `${setCookie.name}=${setCookie.value}`, setCookie }
    },
    async session(cookie?: string): Promise<{ status: number; session: unknown; setCookies: string[] }> {
      const answer = await send(`${api}/session`, { agent, headers: cookie ? { cookie } : {} })
      return { status: answer.status, session: answer.json().session, setCookies: answer.setCookies }
    },
    async logout(cookie?: string): Promise<{ status: number; setCookies: string[]; body: string }> {
      const answer = await send(`${api}/logout`, { method: 'POST', agent, headers: { origin, ...(cookie ? { cookie } : {}) } })
      return { status: answer.status, setCookies: answer.setCookies, body: answer.text }
    },
    close: () => agent.destroy(),
  }
}
