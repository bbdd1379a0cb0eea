import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, messageFor } from './support/siwe.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const PORTS = await namedPorts('chain', 'http', 'httpsOrigin')
let chain: LocalChain
let server: RunningServer
let client: ReturnType<typeof authClient>

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  const app = createAuthApp({
    origins: defaultOrigins('127.0.0.1', PORTS.http),
    chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }],
    limits: NO_RATE_LIMITS,
  })
  server = await listen(app, PORTS.http)
  client = authClient(server.url)
})

afterAll(async () => {
  await server?.close()
  await chain?.stop()
})

async function signIn() {
  const nonce = await client.nonce()
  const message = messageFor(server.url, { address: alice.address, nonce })
  return client.verify({ message, signature: await alice.signMessage({ message }) })
}

describe('sign-in with an ordinary account (real signature, real HTTP server)', () => {
  it('verifies the message and answers with the address and chain', async () => {
    const result = await signIn()
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
  })

  it('sets an HttpOnly, SameSite=Lax session cookie without Secure on a loopback http origin', async () => {
    const { setCookie } = await signIn()
    expect(setCookie?.name).toBe('siwe-session')
    // Sealed (AES-256-GCM, base64url): an id of 128 random bits, the address, chain and expiry, unreadable without the key.
    expect(setCookie?.value).toMatch(/^[A-Za-z0-9_-]{120,300}$/)
    expect(setCookie?.value).not.toContain(alice.address.slice(2, 10))
    expect(setCookie?.attributes.has('httponly')).toBe(true)
    expect(setCookie?.attributes.get('samesite')).toBe('Lax')
    expect(setCookie?.attributes.get('path')).toBe('/')
    expect(setCookie?.attributes.has('secure')).toBe(false)
    expect(Number(setCookie?.attributes.get('max-age'))).toBe(24 * 60 * 60)
  })

  it('reports the session for the cookie, and none without it', async () => {
    const { cookie } = await signIn()
    expect((await client.session(cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
    expect((await client.session()).session).toBeNull()
    expect((await client.session('siwe-session=forged')).session).toBeNull()
  })

  it('a session cookie changed in one character, or sealed under another secret, opens nothing', async () => {
    const { cookie } = await signIn()
    const [name, value] = cookie!.split('=') as [string, string]
    const flipped = value.slice(0, 30) + (value[30] === 'A' ? 'B' : 'A') + value.slice(31)
    expect((await client.session(`${name}=${flipped}`)).session).toBeNull()
    const other = createAuthApp({ origins: defaultOrigins('127.0.0.1', PORTS.http), chains: [], secret: 'another secret of thirty-two characters' })
    const answer = await other.request('/api/auth/session', { headers: { cookie: cookie!, host: `127.0.0.1:${PORTS.http}` } })
    expect(await answer.json()).toEqual({ session: null })
    expect((await client.session(cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
  })

  it('logout ends the session on the server: the old cookie opens nothing afterwards', async () => {
    const { cookie } = await signIn()
    const logout = await client.logout(cookie)
    expect(logout.status).toBe(204)
    expect(logout.setCookies.join()).toMatch(/siwe-session=;.*Max-Age=0/)
    expect((await client.session(cookie)).session).toBeNull()
  })

  it('a new sign-in from the same browser replaces its cookie; a sign-out then ends every session of the account', async () => {
    const first = await signIn()
    const nonce = await client.nonce()
    const message = messageFor(server.url, { address: alice.address, nonce })
    const second = await client.verify({ message, signature: await alice.signMessage({ message }) }, { cookie: first.cookie })
    expect(second.status).toBe(200)
    expect(second.cookie).not.toBe(first.cookie)
    expect((await client.session(second.cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
    expect((await client.logout(second.cookie)).status).toBe(204)
    expect((await client.session(first.cookie)).session).toBeNull()
    expect((await client.session(second.cookie)).session).toBeNull()
  })

  it('caps the session at the message expiration time', async () => {
    const nonce = await client.nonce()
    const message = messageFor(server.url, { address: alice.address, nonce, expirationTime: new Date(Date.now() + 120_000) })
    const { setCookie } = await client.verify({ message, signature: await alice.signMessage({ message }) })
    expect(Number(setCookie?.attributes.get('max-age'))).toBeGreaterThan(100)
    expect(Number(setCookie?.attributes.get('max-age'))).toBeLessThanOrEqual(120)
  })

  it('answers 404 for other paths under /api/auth and never lets the answers be cached', async () => {
    const response = await fetch(`${server.url}/api/auth/admin`)
    expect(response.status).toBe(404)
    expect((await fetch(`${server.url}/api/auth/nonce`)).headers.get('cache-control')).toBe('no-store')
  })
})

describe('outside localhost', () => {
  it('sets a Secure __Host- cookie for an https app origin', async () => {
    const origin = 'https://retropgf.example'
    const app = createAuthApp({ origins: [origin], chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }] })
    const https = await listen(app, PORTS.httpsOrigin)
    try {
      const behindProxy = authClient(https.url, origin)
      const nonce = await behindProxy.nonce()
      const message = messageFor(origin, { address: alice.address, nonce })
      const result = await behindProxy.verify({ message, signature: await alice.signMessage({ message }) })
      expect(result.status).toBe(200)
      expect(result.setCookie?.name).toBe('__Host-siwe-session')
      expect(result.setCookie?.attributes.has('secure')).toBe(true)
      expect(result.setCookie?.attributes.has('httponly')).toBe(true)
      expect(result.setCookie?.attributes.get('samesite')).toBe('Lax')
      expect(result.setCookie?.attributes.get('path')).toBe('/')
      expect((await behindProxy.session(result.cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
    } finally {
      await https.close()
    }
  })

  it('on a secure origin only the __Host- cookie counts: the same id as a plain siwe-session cookie opens nothing', async () => {
    const origin = 'https://retropgf.example'
    const app = createAuthApp({ origins: [origin], chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }] })
    const https = await listen(app, PORTS.httpsOrigin)
    try {
      const behindProxy = authClient(https.url, origin)
      const message = messageFor(origin, { address: alice.address, nonce: await behindProxy.nonce() })
      const { cookie } = await behindProxy.verify({ message, signature: await alice.signMessage({ message }) })
      const id = cookie!.split('=')[1]!
      expect((await behindProxy.session(`__Host-siwe-session=${id}`)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
      expect((await behindProxy.session(`siwe-session=${id}`)).session).toBeNull()
      // A plain cookie cannot end the session either; the prefixed one still opens it afterwards.
      await behindProxy.logout(`siwe-session=${id}`)
      expect((await behindProxy.session(`__Host-siwe-session=${id}`)).session).not.toBeNull()
    } finally {
      await https.close()
    }
  })
})
