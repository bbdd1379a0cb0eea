import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, type AuthAppOptions } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { createMemoryNonceStore, createMemorySessionStore } from '../../src/server/stores/memory.js'
import type { NonceStore } from '../../src/server/stores/types.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import type { Address } from 'viem'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'

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
    limits: { noncePerMinute: 10_000, verifyPerMinute: 10_000 },
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

  it('a flood of nonce requests from one client keeps only that client\'s newest few', async () => {
    const nonces = createMemoryNonceStore({ now, limits: { maxNoncesPerClient: 5 } })
    const client = await serveWith({ nonces, limits: { noncePerMinute: 1_000 } })
    const issued: string[] = []
    for (let i = 0; i < 120; i++) issued.push(await client.nonce())
    expect(nonces.size).toBe(5)
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
  const pending = (nonce: string, client = 'c1') => ({ nonce, client, binding: 'b' })

  it('a client over its nonce cap gives up its own oldest nonce; expired ones are swept', async () => {
    let time = 0
    const store = createMemoryNonceStore({ limits: { maxNoncesPerClient: 3 }, now: () => time })
    await store.issue(pending('n1'), 10)
    await store.issue(pending('n2'), 1_000)
    await store.issue(pending('other', 'c2'), 1_000)
    time = 20 // n1 has expired: the next write sweeps it
    await store.issue(pending('n3'), 1_000)
    expect(store.size).toBe(3)
    expect(await store.consume('n2')).toBe('b')
    await store.issue(pending('n4'), 1_000)
    await store.issue(pending('n5'), 1_000) // c1 holds n3, n4, n5 now; n6 pushes out n3, never c2's
    await store.issue(pending('n6'), 1_000)
    expect(await store.consume('n3')).toBeNull()
    expect(await store.consume('other')).toBe('b')
    expect([await store.consume('n4'), await store.consume('n5'), await store.consume('n6')]).toEqual(['b', 'b', 'b'])
    expect(store.size).toBe(0)
  })

  it('a full nonce store refuses a new nonce instead of dropping a pending one', async () => {
    const store = createMemoryNonceStore({ limits: { maxNonces: 2 } })
    expect(await store.issue(pending('n1', 'c1'), 1_000)).toBeNull()
    expect(await store.issue(pending('n2', 'c2'), 1_000)).toBeNull()
    expect(await store.issue(pending('n3', 'c3'), 1_000)).toBe('full')
    expect([await store.consume('n1'), await store.consume('n2'), await store.consume('n3')]).toEqual(['b', 'b', null])
  })

  it('the session store refuses at its bound, ends an address\'s own oldest session at its cap, forgets expired ones', async () => {
    let time = 0
    const store = createMemorySessionStore({ limits: { maxSessions: 3, maxSessionsPerAddress: 2 }, now: () => time })
    const session = (address: Address, expiresAt = 100) => ({ address, chainId: LOCAL_CHAIN_ID, expiresAt })
    expect(await store.create('a1', session(alice.address), 'c1')).toBeNull()
    expect(await store.create('a2', session(alice.address), 'c1')).toBeNull()
    expect(await store.create('m1', session(mallory.address), 'c2')).toBeNull()
    expect(await store.create('m2', session(mallory.address), 'c2')).toBe('full')
    expect(await store.get('a1')).toEqual(session(alice.address))
    expect(await store.create('a3', session(alice.address), 'c1')).toBeNull() // alice's own a1 ends
    expect(await store.get('a1')).toBeNull()
    expect(await store.get('m1')).toEqual(session(mallory.address))
    time = 100
    expect(await store.get('a3')).toBeNull()
  })

  it('refuses a bound that is not a positive integer', () => {
    for (const maxNonces of [0, -1, 1.5, Number.NaN]) {
      expect(() => createMemoryNonceStore({ limits: { maxNonces } })).toThrow(RangeError)
    }
  })
})
