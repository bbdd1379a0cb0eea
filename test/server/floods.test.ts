import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, type AuthAppOptions } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { createMemoryNonceStore } from '../../src/server/stores/memory.js'
import { Hono } from 'hono'
import { authClient, listen, send, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'
import type { PrivateKeyAccount } from 'viem/accounts'

const PORTS = await namedPorts('chain', 'http')
let chain: LocalChain
let server: RunningServer
/** One HTTP server for the file; each test swaps in the app it needs. */
let current: Hono

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  const front = new Hono()
  front.all('*', (c) => current.fetch(c.req.raw, c.env))
  server = await listen(front, PORTS.http)
})

afterAll(async () => {
  await server?.close()
  await chain?.stop()
})

function serveWith(options: Partial<AuthAppOptions> = {}) {
  current = createAuthApp({ origins: defaultOrigins('127.0.0.1', PORTS.http), chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }], ...options })
}

/** A browser on its own loopback address (127.0.0.2, 127.0.0.3, ...): another client to the server. */
const browserAt = (localAddress: string) => authClient(server.url, server.url, { localAddress })

async function signInAs(client: ReturnType<typeof browserAt>, account: PrivateKeyAccount, nonce?: string) {
  const message = messageFor(server.url, { address: account.address, nonce: nonce ?? (await client.nonce()) })
  return client.verify({ message, signature: await account.signMessage({ message }) })
}

/** `count` GET /nonce from `localAddress`, `parallel` at a time over kept-alive sockets; the statuses seen. */
async function flood(localAddress: string, path: string, count: number, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress })
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < count) {
      next++
      const answer = await send(`${server.url}${path}`, { ...init, agent })
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  agent.destroy()
  return statuses
}

describe('a nonce flood from one client', () => {
  it('cannot evict another client\'s pending nonce: 10 050 requests later the victim still signs in', async () => {
    serveWith()
    const victim = browserAt('127.0.0.2')
    const nonce = await victim.nonce()
    const statuses = await flood('127.0.0.3', '/api/auth/nonce', 10_050)
    expect(statuses.get(429)).toBeGreaterThan(10_000)
    expect(await signInAs(victim, alice, nonce)).toMatchObject({ status: 200, body: { address: alice.address } })
    victim.close()
  }, 60_000)

  it('gets 429 with Retry-After and a JSON error once over its rate; another client is not slowed', async () => {
    serveWith({ limits: { noncePerMinute: 5 } })
    const flooder = browserAt('127.0.0.4')
    for (let i = 0; i < 5; i++) expect((await flooder.nonceAnswer()).status).toBe(200)
    const refused = await flooder.nonceAnswer()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(refused.json().error).toMatch(/^Too many requests from this network; retry in \d+ s\.$/)
    expect((await browserAt('127.0.0.5').nonceAnswer()).status).toBe(200)
    flooder.close()
  })

  it('/verify is rate limited per client too: junk from one client, sign-ins from another go through', async () => {
    serveWith({ limits: { verifyPerMinute: 5 } })
    const junk = await flood('127.0.0.6', '/api/auth/verify', 40, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"message":"hello","signature":"0x00"}',
    })
    expect(junk.get(400)).toBe(5)
    expect(junk.get(429)).toBe(35)
    expect((await signInAs(browserAt('127.0.0.7'), alice)).status).toBe(200)
  })

  it('binds a nonce to the browser that asked for it: another browser (its own cookie) cannot spend it', async () => {
    serveWith()
    const victim = browserAt('127.0.0.8')
    const attacker = browserAt('127.0.0.9')
    await attacker.nonce() // the attacker has a binding cookie of its own
    const stolen = await victim.nonce()
    const result = await signInAs(attacker, mallory, stolen)
    expect(result).toMatchObject({ status: 401, body: { error: 'The nonce was issued to another browser.' } })
    expect(result.cookie).toBeUndefined()
    const withoutCookie = authClient(server.url, server.url, { localAddress: '127.0.0.8' })
    expect((await signInAs(withoutCookie, alice, await victim.nonce())).status).toBe(401)
  })

  it('sweeps expired nonces as time passes, not only when the store is full', async () => {
    let clock = Date.parse('2026-11-22T12:00:00Z')
    const nonces = createMemoryNonceStore({ now: () => clock })
    serveWith({ nonces, now: () => clock, nonceTtlMs: 60_000 })
    for (const address of ['127.0.0.10', '127.0.0.11', '127.0.0.12']) await browserAt(address).nonce()
    expect(nonces.size).toBe(3)
    clock += 60_001
    await browserAt('127.0.0.13').nonce()
    expect(nonces.size).toBe(1)
  })
})

describe('a session flood', () => {
  it('at the global cap a new session is refused with 503; the sessions already open stay open', async () => {
    serveWith({ limits: { maxSessions: 3 } })
    const victim = browserAt('127.0.0.20')
    const { cookie } = await signInAs(victim, alice)
    const attacker = browserAt('127.0.0.21')
    expect((await signInAs(attacker, mallory)).status).toBe(200)
    expect((await signInAs(attacker, mallory)).status).toBe(200)
    const refused = await signInAs(attacker, mallory)
    expect(refused).toMatchObject({ status: 503, body: { error: 'The server cannot open more sessions now; retry later.' } })
    expect(refused.headers['retry-after']).toBe('60')
    expect((await victim.session(cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
  })

  it('one key signing in again and again ends only its own oldest sessions (a cap per address)', async () => {
    serveWith({ limits: { maxSessionsPerAddress: 2 } })
    const victim = browserAt('127.0.0.22')
    const { cookie: victimCookie } = await signInAs(victim, alice)
    const attacker = browserAt('127.0.0.23')
    const cookies: (string | undefined)[] = []
    for (let i = 0; i < 4; i++) cookies.push((await signInAs(attacker, mallory)).cookie)
    expect((await victim.session(victimCookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
    const open = await Promise.all(cookies.map(async (cookie) => (await attacker.session(cookie)).session !== null))
    expect(open).toEqual([false, false, true, true])
  })

  it('one network opening sessions for many keys is refused (429) at its cap; other networks still sign in', async () => {
    serveWith({ limits: { maxSessionsPerClient: 1 } })
    const attacker = browserAt('127.0.0.24')
    expect((await signInAs(attacker, mallory)).status).toBe(200)
    const refused = await signInAs(attacker, alice)
    expect(refused).toMatchObject({ status: 429, body: { error: 'Too many sessions are open from this network.' } })
    expect((await signInAs(browserAt('127.0.0.25'), alice)).status).toBe(200)
  })
})
