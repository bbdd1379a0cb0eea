import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAuthHandler, getSession, type AuthHandler, type AuthHandlerOptions } from '../../src/kit/server.js'
import { ANVIL_KEYS } from './support/siwe.js'

const ORIGIN = 'http://127.0.0.1:3000'
const CHAIN_ID = 31337
/** Nothing listens on port 1: an ordinary account's signature is checked without a node. */
const OPTIONS: AuthHandlerOptions = { chains: [{ id: CHAIN_ID, rpcUrls: ['http://127.0.0.1:1'] }], env: { APP_ORIGIN: ORIGIN } }
const account = privateKeyToAccount(ANVIL_KEYS[0])

/** The per-process setup the handler and getSession share: each test starts from none. */
const SHARED = Symbol.for('retropgf-connect.server.setup')
const forgetSetup = () => {
  delete (globalThis as Record<symbol, unknown>)[SHARED]
}
beforeEach(forgetSetup)
afterEach(forgetSetup)

/** `name=value` of each Set-Cookie header, as a browser sends them back. */
const cookiesOf = (response: Response): string[] => response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '')

const get = (handler: AuthHandler, path: string, cookie?: string) => handler(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }))

const post = (handler: AuthHandler, path: string, body: unknown, cookie?: string) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

/** A full sign-in, as the browser does it: a nonce (and its binding cookie), the message signed, verified. */
async function signIn(handler: AuthHandler, basePath = '/api/auth') {
  const nonceAnswer = await get(handler, `${basePath}/nonce`)
  expect(nonceAnswer.status).toBe(200)
  const { nonce } = (await nonceAnswer.json()) as { nonce: string }
  const clientCookie = cookiesOf(nonceAnswer).find((cookie) => cookie.startsWith('siwe-client'))
  expect(clientCookie).toBeDefined()
  const message = createSiweMessage({
    domain: '127.0.0.1:3000',
    uri: ORIGIN,
    address: account.address,
    nonce,
    chainId: CHAIN_ID,
    version: '1',
    statement: 'Sign in with Ethereum to this app.',
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  const verify = await post(handler, `${basePath}/verify`, { message, signature }, clientCookie)
  return { verify, clientCookie: clientCookie! }
}

describe('createAuthHandler (the server entry, in a fetch runtime)', () => {
  it('gives a nonce and a binding cookie under /api/auth', async () => {
    const handler = createAuthHandler(OPTIONS)
    const answer = await get(handler, '/api/auth/nonce')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { nonce } = (await answer.json()) as { nonce: string }
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const [cookie] = answer.headers.getSetCookie()
    expect(cookie).toMatch(/^siwe-client(-[\w-]+)?=[\w-]+;/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('signs in with a real signature, sets the session cookie, which getSession opens; logout ends it', async () => {
    const handler = createAuthHandler(OPTIONS)
    const { verify } = await signIn(handler)
    expect(verify.status).toBe(200)
    expect(await verify.json()).toEqual({ address: account.address, chainId: CHAIN_ID })
    const session = cookiesOf(verify).find((cookie) => cookie.startsWith('siwe-session='))
    expect(session).toMatch(/^siwe-session=[\w-]{40,}$/)
    const cookieHeader = `theme=dark; ${session}`

    expect(await getSession(cookieHeader)).toEqual({ address: account.address, chainId: CHAIN_ID })
    const sessionAnswer = await get(handler, '/api/auth/session', cookieHeader)
    expect(await sessionAnswer.json()).toEqual({ session: { address: account.address, chainId: CHAIN_ID } })

    const logout = await post(handler, '/api/auth/logout', undefined, cookieHeader)
    expect(logout.status).toBe(204)
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/siwe-session=;.*Max-Age=0/i)
    // The old cookie, sent again, opens nothing: the sign-out is recorded on the server, not only in the browser.
    expect(await getSession(cookieHeader)).toBeNull()
    expect(await (await get(handler, '/api/auth/session', cookieHeader)).json()).toEqual({ session: null })
  })

  it('getSession gives null for no cookie, a forged one and one changed in a character', async () => {
    const handler = createAuthHandler(OPTIONS)
    const { verify } = await signIn(handler)
    const session = cookiesOf(verify).find((cookie) => cookie.startsWith('siwe-session='))!
    const [name, value] = session.split('=') as [string, string]
    const flipped = `${name}=${value.slice(0, 30)}${value[30] === 'A' ? 'B' : 'A'}${value.slice(31)}`
    expect(await getSession(undefined)).toBeNull()
    expect(await getSession('')).toBeNull()
    expect(await getSession('siwe-session=forged')).toBeNull()
    expect(await getSession(`siwe-session=${'A'.repeat(200)}`)).toBeNull()
    expect(await getSession(flipped)).toBeNull()
    expect(await getSession(`x${session}`)).toBeNull()
    expect(await getSession(session)).toEqual({ address: account.address, chainId: CHAIN_ID })
  })

  it('refuses a nonce used without the binding cookie it was issued with', async () => {
    const handler = createAuthHandler(OPTIONS)
    const nonceAnswer = await get(handler, '/api/auth/nonce')
    const { nonce } = (await nonceAnswer.json()) as { nonce: string }
    const message = createSiweMessage({ domain: '127.0.0.1:3000', uri: ORIGIN, address: account.address, nonce, chainId: CHAIN_ID, version: '1' })
    const verify = await post(handler, '/api/auth/verify', { message, signature: await account.signMessage({ message }) })
    expect(verify.status).toBe(401)
    expect(verify.headers.getSetCookie().join()).not.toContain('siwe-session=')
  })

  it('refuses a POST from another origin', async () => {
    const handler = createAuthHandler(OPTIONS)
    const answer = await handler(
      new Request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { origin: 'http://127.0.0.1:4000', 'content-type': 'application/json' } }),
    )
    expect(answer.status).toBe(403)
  })

  it('answers under a custom basePath (a trailing slash ignored) and 404s every other path', async () => {
    const handler = createAuthHandler({ ...OPTIONS, basePath: '/auth/siwe/' })
    const { verify } = await signIn(handler, '/auth/siwe')
    expect(verify.status).toBe(200)
    const session = cookiesOf(verify).find((cookie) => cookie.startsWith('siwe-session='))!
    expect(await getSession(session)).toEqual({ address: account.address, chainId: CHAIN_ID })
    expect(await (await get(handler, '/auth/siwe/session', session)).json()).toEqual({ session: { address: account.address, chainId: CHAIN_ID } })

    for (const path of ['/api/auth/nonce', '/auth/siwex/nonce', '/auth/nonce', '/', '/auth/siwe/unknown', '/nonce']) {
      const answer = await get(handler, path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.getSetCookie(), path).toEqual([])
    }
  })

  it.each(['api/auth', '', '/', '/api auth', '/api/<script>', '/api//auth', '/api/auth?x=1', 'http://127.0.0.1/api/auth'])(
    'throws on the basePath %j',
    (basePath) => {
      expect(() => createAuthHandler({ ...OPTIONS, basePath })).toThrow(/basePath/)
    },
  )

  it('throws without chains', () => {
    expect(() => createAuthHandler({ env: { APP_ORIGIN: ORIGIN } })).toThrow(/chains/)
  })

  it('counts the per-client limits by the clientAddress it is given', async () => {
    const handler = createAuthHandler({
      ...OPTIONS,
      env: { APP_ORIGIN: ORIGIN, AUTH_RATE_NONCE_BURST: '2', AUTH_REFUSAL_HOLD_MS: '0' },
      clientAddress: (request) => request.headers.get('x-test-client') ?? undefined,
    })
    const nonceFrom = (client: string) => handler(new Request(`${ORIGIN}/api/auth/nonce`, { headers: { 'x-test-client': client } }))
    expect((await nonceFrom('10.0.0.1')).status).toBe(200)
    expect((await nonceFrom('10.0.0.1')).status).toBe(200)
    const refused = await nonceFrom('10.0.0.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // Another visitor has a share of its own.
    expect((await nonceFrom('10.0.0.2')).status).toBe(200)
    expect((await nonceFrom('2001:db8::1')).status).toBe(200)
  })

  describe('on an https origin', () => {
    const HTTPS = 'https://app.example'
    const secureOptions: AuthHandlerOptions = { ...OPTIONS, env: { APP_ORIGIN: HTTPS, AUTH_SECRET: 'a test secret of forty characters, 1234!' } }

    it('uses __Host- cookies, and getSession opens only the __Host- session cookie', async () => {
      const handler = createAuthHandler(secureOptions)
      const nonceAnswer = await handler(new Request(`${HTTPS}/api/auth/nonce`))
      expect(nonceAnswer.status).toBe(200)
      const [binding] = nonceAnswer.headers.getSetCookie()
      expect(binding).toMatch(/^__Host-siwe-client/)
      expect(binding).toMatch(/;\s*Secure/i)
      const { nonce } = (await nonceAnswer.json()) as { nonce: string }
      const message = createSiweMessage({ domain: 'app.example', uri: HTTPS, address: account.address, nonce, chainId: CHAIN_ID, version: '1' })
      const verify = await handler(
        new Request(`${HTTPS}/api/auth/verify`, {
          method: 'POST',
          headers: { origin: HTTPS, 'content-type': 'application/json', cookie: cookiesOf(nonceAnswer).join('; ') },
          body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
        }),
      )
      expect(verify.status).toBe(200)
      const session = cookiesOf(verify).find((cookie) => cookie.startsWith('__Host-siwe-session='))
      expect(session).toBeDefined()
      expect(verify.headers.getSetCookie().find((line) => line.startsWith('__Host-siwe-session='))).toMatch(/;\s*Secure/i)
      expect(await getSession(session)).toEqual({ address: account.address, chainId: CHAIN_ID })
      // The same value under the plain name may be planted by a sibling subdomain: it opens nothing.
      expect(await getSession(session!.replace('__Host-', ''))).toBeNull()
    })

    it('refuses to start without AUTH_SECRET', () => {
      expect(() => createAuthHandler({ ...OPTIONS, env: { APP_ORIGIN: HTTPS } })).toThrow(/AUTH_SECRET/)
    })
  })
})
