import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, type AuthAppOptions } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { createMemoryNonceStore, createMemorySessionStore } from '../../src/server/stores/memory.js'
import type { NonceStore } from '../../src/server/stores/types.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, messageFor } from './support/siwe.js'

const PORTS = await namedPorts('chain', 'http')
const NONCE_TTL_MS = 5 * 60_000
let chain: LocalChain
let server: RunningServer
/** One HTTP server for the file; each test swaps in the app it needs (a restart would break kept-alive sockets). */
let current: Hono

/** The server's clock, moved by hand: expiry is tested without waiting. */
let clock = Date.parse('2026-11-22T12:00:00Z')
const now = () => clock

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  const front = new Hono()
  front.all('*', (c) => current.fetch(c.req.raw))
  server = await listen(front, PORTS.http)
})

afterAll(async () => {
  await server?.close()
  await chain?.stop()
})

async function serveWith(options: Partial<AuthAppOptions>) {
  current = createAuthApp({
    origins: defaultOrigins('127.0.0.1', PORTS.http),
    chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }],
    now,
    nonceTtlMs: NONCE_TTL_MS,
    ...options,
  })
  return authClient(server.url)
}

async function signed(nonce: string) {
  const message = messageFor(server.url, { address: alice.address, nonce, issuedAt: new Date(clock) })
  return { message, signature: await alice.signMessage({ message }) }
}

describe('nonces', () => {
  it('are 128 random bits (32 hex characters, at least 96 bits asked), all different', async () => {
    const client = await serveWith({})
    const nonces = await Promise.all(Array.from({ length: 200 }, () => client.nonce()))
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
    // Every hex digit shows up in every position's neighbourhood: no fixed prefix or counter.
    expect(new Set(nonces.map((nonce) => nonce.slice(0, 2))).size).toBeGreaterThan(100)
  })

  it('are single use: accepted once, then 401', async () => {
    const client = await serveWith({})
    const body = await signed(await client.nonce())
    expect((await client.verify(body)).status).toBe(200)
    expect((await client.verify(body)).status).toBe(401)
  })

  it('expire: a nonce older than its time to live → 401, one just inside it → 200', async () => {
    const nonces = createMemoryNonceStore({ now })
    const client = await serveWith({ nonces })
    const early = await client.nonce()
    clock += NONCE_TTL_MS - 1
    expect((await client.verify(await signed(early))).status).toBe(200)

    const late = await client.nonce()
    clock += NONCE_TTL_MS + 1
    const expired = await client.verify(await signed(late))
    expect(expired).toMatchObject({ status: 401, body: { error: 'The nonce is unknown, expired or already used.' } })
  })

  it('a flood of nonce requests keeps memory bounded; the newest nonces still work', async () => {
    const nonces = createMemoryNonceStore({ now, maxEntries: 50 })
    const client = await serveWith({ nonces })
    const issued: string[] = []
    for (let i = 0; i < 120; i++) issued.push(await client.nonce())
    expect(nonces.size).toBe(50)
    expect((await client.verify(await signed(issued[0]!))).status).toBe(401)
    expect((await client.verify(await signed(issued.at(-1)!))).status).toBe(200)
  })

  it('a store that is down → 503 on nonce and verify, never a session', async () => {
    const broken: NonceStore = {
      issue: () => Promise.reject(new Error('ECONNREFUSED')),
      consume: () => Promise.reject(new Error('ECONNREFUSED')),
    }
    const client = await serveWith({ nonces: broken })
    expect((await fetch(`${server.url}/api/auth/nonce`)).status).toBe(503)
    const result = await client.verify(await signed('a1b2c3d4e5f60718293a4b5c'))
    expect(result.status).toBe(503)
    expect(result.cookie).toBeUndefined()
  })
})

describe('memory stores are bounded in size', () => {
  it('the nonce store drops the oldest nonce when full, and expired ones before live ones', async () => {
    let time = 0
    const store = createMemoryNonceStore({ maxEntries: 3, now: () => time })
    await store.issue('n1', 10)
    await store.issue('n2', 1_000)
    await store.issue('n3', 1_000)
    time = 20 // n1 has expired: it goes, n2 and n3 stay
    await store.issue('n4', 1_000)
    expect(store.size).toBe(3)
    expect(await store.consume('n2')).toBe(true)
    await store.issue('n5', 1_000)
    await store.issue('n6', 1_000) // full of live ones: the oldest (n3) goes
    expect(store.size).toBe(3)
    expect(await store.consume('n3')).toBe(false)
    expect([await store.consume('n4'), await store.consume('n5'), await store.consume('n6')]).toEqual([true, true, true])
    expect(store.size).toBe(0)
  })

  it('the session store keeps at most its bound and forgets expired sessions', async () => {
    let time = 0
    const store = createMemorySessionStore({ maxEntries: 2, now: () => time })
    const session = (expiresAt: number) => ({ address: alice.address, chainId: LOCAL_CHAIN_ID, expiresAt })
    await store.create('a', session(100))
    await store.create('b', session(100))
    await store.create('c', session(100))
    expect(store.size).toBe(2)
    expect(await store.get('a')).toBeNull()
    expect(await store.get('c')).toEqual(session(100))
    time = 100
    expect(await store.get('c')).toBeNull()
  })

  it('refuses a bound that is not a positive integer', () => {
    for (const maxEntries of [0, -1, 1.5, Number.NaN]) {
      expect(() => createMemoryNonceStore({ maxEntries })).toThrow(RangeError)
    }
  })
})
