import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, NONCE_REFUSED, type AuthAppOptions } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { Hono } from 'hono'
import { authClient, listen, send, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { NO_RATE_LIMITS, NO_REFUSAL_HOLD } from './support/limits.js'
import { parseTrustedProxies } from '../../src/server/client-id.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

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
  it("cannot evict another client's pending nonce: 10 050 requests later the victim still signs in", async () => {
    serveWith({ limits: NO_REFUSAL_HOLD })
    const victim = browserAt('127.0.0.2')
    const nonce = await victim.nonce()
    const statuses = await flood('127.0.0.3', '/api/auth/nonce', 10_050)
    expect(statuses.get(429)).toBeGreaterThan(10_000)
    expect(await signInAs(victim, alice, nonce)).toMatchObject({ status: 200, body: { address: alice.address } })
    victim.close()
  }, 60_000)

  it('gets 429 with Retry-After and a JSON error once over its rate; another client is not slowed', async () => {
    serveWith({ limits: { noncePerMinute: 5, ...NO_REFUSAL_HOLD } })
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
    serveWith({ limits: { verifyPerMinute: 5, ...NO_REFUSAL_HOLD } })
    const junk = await flood('127.0.0.6', '/api/auth/verify', 40, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"message":"hello","signature":"0x00"}',
    })
    expect(junk.get(400)).toBe(5)
    expect(junk.get(429)).toBe(35)
    expect((await signInAs(browserAt('127.0.0.7'), alice)).status).toBe(200)
  })

  it('holds each 429 (AUTH_REFUSAL_HOLD_MS) and says how long is left after the hold: a connection gets one refusal per hold', async () => {
    const holdMs = 400
    serveWith({ limits: { noncePerMinute: 1, nonceBurst: 1, refusalHoldMs: holdMs } })
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.16' })
    expect((await send(`${server.url}/api/auth/nonce`, { agent })).status).toBe(200)
    const start = performance.now()
    const refused = [await send(`${server.url}/api/auth/nonce`, { agent }), await send(`${server.url}/api/auth/nonce`, { agent })]
    // A lower bound only (each hold is half to all of holdMs): a slow machine makes it longer, never shorter.
    expect(performance.now() - start).toBeGreaterThanOrEqual(holdMs - 5)
    expect(refused.map((answer) => answer.status)).toEqual([429, 429])
    // One a minute: the next one is at most 60 s away from the refusal, counted after the hold.
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60)
    agent.destroy()
    // Another client is not held behind it.
    expect((await browserAt('127.0.0.17').nonceAnswer()).status).toBe(200)
  })

  it('past AUTH_MAX_HELD_REFUSALS a 429 is sent at once, before the held ones', async () => {
    serveWith({ limits: { noncePerMinute: 1, nonceBurst: 1, refusalHoldMs: 10_000, maxHeldRefusals: 2 } })
    const agent = new Agent({ keepAlive: true, maxSockets: 3, localAddress: '127.0.0.18' })
    expect((await send(`${server.url}/api/auth/nonce`, { agent })).status).toBe(200)
    const held: number[] = []
    const answers = [0, 1].map(() => send(`${server.url}/api/auth/nonce`, { agent }).then((answer) => held.push(answer.status)))
    // The third waits for nothing: the two above are still held when it is answered.
    expect((await send(`${server.url}/api/auth/nonce`, { agent })).status).toBe(429)
    expect(held).toEqual([])
    agent.destroy()
    await Promise.allSettled(answers)
  })

  it('holds a malformed /verify as it holds a 429: no browser of this app sends one', async () => {
    const holdMs = 400
    serveWith({ limits: { refusalHoldMs: holdMs } })
    const start = performance.now()
    const answer = await send(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"message":"hello","signature":"0x00"}',
      localAddress: '127.0.0.19',
    })
    expect(answer.status).toBe(400)
    expect(performance.now() - start).toBeGreaterThanOrEqual(holdMs / 2 - 5)
  })

  it('sends a refusal relayed by a listed proxy at once (the proxy holds at its end), before one sent directly earlier', async () => {
    serveWith({ limits: { noncePerMinute: 1, nonceBurst: 1, refusalHoldMs: 10_000 }, trustedProxies: parseTrustedProxies('127.0.0.20') })
    const direct = new Agent({ keepAlive: true, localAddress: '127.0.0.21' })
    expect((await send(`${server.url}/api/auth/nonce`, { agent: direct })).status).toBe(200)
    const held: number[] = []
    const directRefusal = send(`${server.url}/api/auth/nonce`, { agent: direct }).then((answer) => held.push(answer.status))
    const relayed = (forwardedFor: string) => send(`${server.url}/api/auth/nonce`, { localAddress: '127.0.0.20', headers: { 'x-forwarded-for': forwardedFor } })
    expect((await relayed('198.51.100.7')).status).toBe(200)
    expect((await relayed('198.51.100.7')).status).toBe(429)
    expect(held).toEqual([])
    direct.destroy()
    await Promise.allSettled([directRefusal])
  })

  it('binds a nonce to the browser that asked for it: another browser (its own cookie) cannot spend it', async () => {
    serveWith()
    const victim = browserAt('127.0.0.8')
    const attacker = browserAt('127.0.0.9')
    await attacker.nonce() // the attacker has a binding cookie of its own
    const stolen = await victim.nonce()
    const result = await signInAs(attacker, mallory, stolen)
    expect(result).toMatchObject({ status: 401, body: { error: NONCE_REFUSED } })
    expect(result.cookie).toBeUndefined()
    const withoutCookie = authClient(server.url, server.url, { localAddress: '127.0.0.8' })
    expect((await signInAs(withoutCookie, alice, await victim.nonce())).status).toBe(401)
  })

  it('a stolen nonce tried by another browser is not spent: the browser it was issued to still signs in with it', async () => {
    serveWith()
    const victim = browserAt('127.0.0.14')
    const thief = browserAt('127.0.0.15')
    await thief.nonce()
    const nonce = await victim.nonce()
    expect((await signInAs(thief, alice, nonce)).status).toBe(401)
    expect(await signInAs(victim, alice, nonce)).toMatchObject({ status: 200, body: { address: alice.address } })
  })

  it('two tabs without a binding cookie asking for a nonce at once both sign in', async () => {
    serveWith()
    // One browser: the two answers' cookies both land in its jar.
    const [first, second] = await Promise.all([send(`${server.url}/api/auth/nonce`), send(`${server.url}/api/auth/nonce`)])
    const cookies = [first, second].flatMap((answer) => answer.setCookies.map((header) => header.split(';')[0]!))
    expect(new Set(cookies.map((cookie) => cookie.split('=')[0])).size).toBe(2)
    const jar = { binding: cookies.join('; ') }
    for (const answer of [first, second]) {
      const tab = authClient(server.url, server.url, { jar })
      const message = messageFor(server.url, { address: alice.address, nonce: answer.json().nonce as string })
      expect((await tab.verify({ message, signature: await alice.signMessage({ message }) })).status).toBe(200)
      tab.close()
    }
  })
})

describe('sign-outs a crowd cannot make the server forget', () => {
  it('a neighbour signing out without end does not keep another sign-out from being recorded; it ends the account everywhere', async () => {
    // Past the share each client once had (100 recorded sign-outs), with rates out of the way.
    serveWith({ limits: { ...NO_RATE_LIMITS, sessionBurst: 1_000 } })
    // Behind the same address, a neighbour signs in with fresh keys and out, again and again.
    for (let i = 0; i < 120; i++) {
      const neighbour = browserAt('127.0.0.40')
      const { cookie } = await signInAs(neighbour, privateKeyToAccount(generatePrivateKey()))
      expect((await neighbour.logout(cookie)).status).toBe(204)
      neighbour.close()
    }
    const browser = browserAt('127.0.0.40')
    const other = browserAt('127.0.0.41')
    const here = (await signInAs(browser, mallory)).cookie
    const there = (await signInAs(other, mallory)).cookie
    const out = await browser.logout(here)
    expect(out.status).toBe(204)
    expect(out.setCookies.join()).toMatch(/siwe-session=;.*Max-Age=0/)
    // A copy of the cookie opens nothing, and the account's session in the other browser ended too.
    expect((await browser.session(here)).session).toBeNull()
    expect((await other.session(there)).session).toBeNull()
    // Signing in again afterwards works.
    const again = (await signInAs(browser, mallory)).cookie
    expect((await browser.session(again)).session).toEqual({ address: mallory.address, chainId: LOCAL_CHAIN_ID })
  }, 60_000)

  it("past the store's bound the oldest sign-out is forgotten by ending every session older than it, never by reviving one", async () => {
    serveWith({ limits: { ...NO_REFUSAL_HOLD, maxRevokedSessions: 3 } })
    const browser = browserAt('127.0.0.42')
    const kept = (await signInAs(browser, alice)).cookie
    const signedOut = (await signInAs(browserAt('127.0.0.43'), mallory)).cookie
    expect((await browser.logout(signedOut)).status).toBe(204)
    for (let i = 0; i < 5; i++) {
      const crowd = browserAt(`127.0.0.${44 + i}`)
      expect((await crowd.logout((await signInAs(crowd, privateKeyToAccount(generatePrivateKey()))).cookie)).status).toBe(204)
    }
    expect((await browser.session(signedOut)).session).toBeNull()
    // The cost: a session older than the forgotten sign-outs signs in again.
    expect((await browser.session(kept)).session).toBeNull()
    expect((await signInAs(browser, alice)).status).toBe(200)
  }, 60_000)
})

describe('a crowd of 200 source addresses', () => {
  const crowd = Array.from({ length: 200 }, (_, index) => `127.0.3.${index + 1}`)

  it('signing in with fresh keys from every address: every sign-in succeeds, and an honest one after them too (no session cap to fill)', async () => {
    serveWith()
    const statuses = await Promise.all(
      crowd.map(async (address) => {
        const client = browserAt(address)
        const status = (await signInAs(client, privateKeyToAccount(generatePrivateKey()))).status
        client.close()
        return status
      }),
    )
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect((await signInAs(browserAt('127.0.0.30'), alice)).status).toBe(200)
  }, 60_000)

  it('holding 5 pending nonces each: an honest browser still gets a nonce and signs in (nothing pending is stored)', async () => {
    serveWith()
    const statuses = await Promise.all(
      crowd.map(async (address) => {
        const client = browserAt(address)
        const answers = []
        for (let i = 0; i < 5; i++) answers.push((await client.nonceAnswer()).status)
        client.close()
        return answers
      }),
    )
    expect(statuses.flat().filter((status) => status !== 200)).toEqual([])
    expect((await signInAs(browserAt('127.0.0.31'), alice)).status).toBe(200)
  }, 60_000)
})
