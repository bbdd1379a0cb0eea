import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, NONCE_REFUSED, type AuthAppOptions } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { createMemoryRevocations, createMemorySpentNonces } from '../../src/server/stores/memory.js'
import type { SpentNonceStore } from '../../src/server/stores/types.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'
import { NO_RATE_LIMITS } from './support/limits.js'

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
    limits: NO_RATE_LIMITS,
    ...options,
  })
  return authClient(server.url)
}

async function signed(nonce: string) {
  const message = messageFor(server.url, { address: alice.address, nonce, issuedAt: new Date(clock) })
  return { message, signature: await alice.signMessage({ message }) }
}

describe('nonces', () => {
  it('carry 96 random bits (at least 96 asked) and a 128-bit MAC, in 68 hex characters, all different', async () => {
    const client = await serveWith({})
    const nonces = await Promise.all(Array.from({ length: 200 }, () => client.nonce()))
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{68}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
    // The random part (after 12 digits of expiry) has no fixed prefix or counter.
    expect(new Set(nonces.map((nonce) => nonce.slice(12, 14))).size).toBeGreaterThan(100)
  })

  it('store nothing when issued: 2 000 nonces later the spent-nonce store is still empty', async () => {
    const spentNonces = createMemorySpentNonces({ now })
    const client = await serveWith({ spentNonces })
    for (let i = 0; i < 2_000; i++) await client.nonce()
    expect(spentNonces.size).toBe(0)
  })

  it('a nonce whose digits are changed (its expiry pushed out) → 401', async () => {
    const client = await serveWith({})
    const nonce = await client.nonce()
    const later = (Number.parseInt(nonce.slice(0, 12), 16) + NONCE_TTL_MS).toString(16).padStart(12, '0') + nonce.slice(12)
    expect((await client.verify(await signed(later))).status).toBe(401)
    expect((await client.verify(await signed(nonce))).status).toBe(200)
  })

  it('are single use: accepted once, then 401', async () => {
    const client = await serveWith({})
    const body = await signed(await client.nonce())
    expect((await client.verify(body)).status).toBe(200)
    expect((await client.verify(body)).status).toBe(401)
  })

  it('expire: a nonce older than its time to live → 401, one just inside it → 200', async () => {
    const client = await serveWith({})
    const early = await client.nonce()
    clock += NONCE_TTL_MS - 1
    expect((await client.verify(await signed(early))).status).toBe(200)

    const late = await client.nonce()
    clock += NONCE_TTL_MS + 1
    const expired = await client.verify(await signed(late))
    expect(expired).toMatchObject({ status: 401, body: { error: NONCE_REFUSED } })
  })

  it('a spent-nonce store that is down → 503 on verify, never a session', async () => {
    const broken: SpentNonceStore = { spend: () => Promise.reject(new Error('ECONNREFUSED')) }
    const client = await serveWith({ spentNonces: broken })
    // Issuing needs no store at all.
    const result = await client.verify(await signed(await client.nonce()))
    expect(result).toMatchObject({ status: 503, body: { error: 'The nonce store is unavailable; retry in a moment.' } })
    expect(result.cookie).toBeUndefined()
  })
})

describe('memory stores are bounded in size', () => {
  it('a spent nonce is refused again until it expires, then forgotten', async () => {
    let time = 0
    const store = createMemorySpentNonces({ now: () => time })
    expect(await store.spend('n1', 100)).toBe(true)
    expect(await store.spend('n1', 100)).toBe(false)
    expect(await store.spend('n2', 50)).toBe(true)
    time = 60
    expect(await store.spend('n3', 200)).toBe(true)
    expect(store.size).toBe(2) // n2 has expired: swept
    time = 100
    expect(await store.spend('n1', 100)).toBe(false) // expired: refused, whatever the store holds
  })

  it('at its bound the spent store forgets the soonest-expiring nonce and refuses everything expiring before it: never a replay', async () => {
    const store = createMemorySpentNonces({ limits: { maxSpentNonces: 3 }, now: () => 0 })
    for (const [id, at] of [
      ['a', 10],
      ['b', 20],
      ['c', 30],
    ] as const)
      expect(await store.spend(id, at)).toBe(true)
    expect(await store.spend('d', 40)).toBe(true) // 'a' (10) forgotten
    expect(store.size).toBe(3)
    expect(await store.spend('a', 10)).toBe(false) // the replay of the forgotten one is still refused
    expect(await store.spend('e', 5)).toBe(false) // as is an unspent one expiring sooner
    expect(await store.spend('f', 50)).toBe(true)
  })

  it('sign-outs: one entry per account; at the bound the oldest is forgotten and every session issued before it counts as ended', async () => {
    let time = 10
    const store = createMemoryRevocations({ limits: { maxRevokedSessions: 2 }, now: () => time })
    await store.revoke('a', 10, 100)
    await store.revoke('a', 20, 110) // the same account again: still one entry, the later moment
    expect(store.size).toBe(1)
    expect(await store.signedOutAt('a')).toBe(20)
    expect(await store.signedOutAt('b')).toBe(Number.NEGATIVE_INFINITY)
    await store.revoke('b', 30, 130)
    await store.revoke('c', 40, 140) // 'a' (20) forgotten: the horizon moves there
    expect(store.size).toBe(2)
    expect(await store.signedOutAt('a')).toBe(20)
    expect(await store.signedOutAt('someone')).toBe(20)
    expect(await store.signedOutAt('c')).toBe(40)
    time = 135 // 'b' has expired: its sessions would have too
    expect(await store.signedOutAt('b')).toBe(20)
  })

  it('refuses a bound that is not a positive integer', () => {
    for (const maxSpentNonces of [0, -1, 1.5, Number.NaN]) {
      expect(() => createMemorySpentNonces({ limits: { maxSpentNonces } })).toThrow(RangeError)
    }
  })
})
