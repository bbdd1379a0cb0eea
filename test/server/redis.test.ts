import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, DEFAULT_NONCE_TTL_MS } from '../../src/server/app.js'
import { createRedisRevocations, createRedisSpentNonces } from '../../src/server/stores/redis.js'
import { authClient, listen, type CookieJar, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { startRedis, type RunningRedis } from './support/redis-server.js'
import { alice, LOCAL_CHAIN_ID, messageFor } from './support/siwe.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const PORTS = await namedPorts('chain', 'redis', 'httpA', 'httpB', 'nothing')
/** Both instances sit behind one load balancer: one public origin. */
const ORIGIN = 'https://retropgf.example'
/** AUTH_SECRET: every instance has the same. */
const SECRET = 'one secret for both instances, 32+ characters'
let chain: LocalChain
let redis: RunningRedis
const clients: Redis[] = []
const servers: RunningServer[] = []
let a: ReturnType<typeof authClient>
let b: ReturnType<typeof authClient>

/** One browser, talking to both instances through the load balancer. */
const jar: CookieJar = {}

/** One app instance with its own Redis connection, as a separate process would have. */
async function instance(port: number) {
  const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 })
  clients.push(connection)
  const app = createAuthApp({
    origins: [ORIGIN],
    chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }],
    secret: SECRET,
    limits: NO_RATE_LIMITS,
    spentNonces: createRedisSpentNonces(connection),
    revocations: createRedisRevocations(connection),
  })
  const server = await listen(app, port)
  servers.push(server)
  return authClient(server.url, ORIGIN, { jar })
}

beforeAll(async () => {
  ;[chain, redis] = await Promise.all([startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID }), startRedis(PORTS.redis)])
  a = await instance(PORTS.httpA)
  b = await instance(PORTS.httpB)
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await Promise.all(clients.map((client) => client.quit()))
  await Promise.all([redis?.stop(), chain?.stop()])
})

async function signed(nonce: string) {
  const message = messageFor(ORIGIN, { address: alice.address, nonce })
  return { message, signature: await alice.signMessage({ message }) }
}

describe('Redis stores shared by two app instances (real redis-server on loopback)', () => {
  it('a nonce issued by one instance is accepted once by the other, then by neither', async () => {
    const body = await signed(await a.nonce())
    const result = await b.verify(body)
    expect(result).toMatchObject({ status: 200, body: { address: alice.address } })
    expect((await b.verify(body)).status).toBe(401)
    expect((await a.verify(body)).status).toBe(401)
  })

  it('the same signed message sent to both instances at once opens exactly one session', async () => {
    for (let round = 0; round < 5; round++) {
      const body = await signed(await a.nonce())
      const statuses = (await Promise.all([a.verify(body), b.verify(body)])).map((result) => result.status).sort()
      expect(statuses).toEqual([200, 401])
    }
  })

  it('a session opened on one instance is seen by the other; logout on either ends it for both', async () => {
    const { cookie } = await a.verify(await signed(await b.nonce()))
    expect(cookie).toMatch(/^__Host-siwe-session=/)
    expect((await b.session(cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
    expect((await b.logout(cookie)).status).toBe(204)
    expect((await a.session(cookie)).session).toBeNull()
  })

  it('a spent nonce is kept in Redis only until the nonce expires (PX); issuing one stores nothing', async () => {
    const before = await clients[0]!.dbsize()
    const nonce = await a.nonce()
    expect(await clients[0]!.dbsize()).toBe(before)
    await b.verify(await signed(nonce))
    const ttl = await clients[0]!.pttl(`siwe:spent:${nonce.slice(0, 36)}`)
    expect(ttl).toBeGreaterThan(DEFAULT_NONCE_TTL_MS - 5_000)
    expect(ttl).toBeLessThanOrEqual(DEFAULT_NONCE_TTL_MS)
  })

  it('a signed-in session stores nothing; a sign-out stores its account and moment (not the cookie) for one session life', async () => {
    const before = (await clients[0]!.keys('siwe:signedout:*')).length
    const { cookie } = await b.verify(await signed(await a.nonce()))
    expect((await clients[0]!.keys('siwe:signedout:*')).length).toBe(before)
    await a.logout(cookie)
    const keys = await clients[0]!.keys('siwe:signedout:*')
    expect(keys).toContain(`siwe:signedout:${alice.address.toLowerCase()}`)
    const value = cookie!.split('=')[1]!
    expect(keys.some((key) => key.includes(value))).toBe(false)
    for (const key of keys) expect(await clients[0]!.pttl(key)).toBeGreaterThan(0)
    expect((await b.session(cookie)).session).toBeNull()
  })

  it('a sign-out is one key per account holding its moment; two instances recording out of order keep the later', async () => {
    const store = createRedisRevocations(clients[0]!, { prefix: 'test:' })
    const other = createRedisRevocations(clients[1]!, { prefix: 'test:' })
    const until = Date.now() + 60_000
    await Promise.all([store.revoke('0xabc', 2_000, until), other.revoke('0xabc', 1_000, until)])
    expect(await other.signedOutAt('0xabc')).toBe(2_000)
    expect(await store.signedOutAt('0xdef')).toBe(Number.NEGATIVE_INFINITY)
    expect(await clients[0]!.pttl('test:signedout:0xabc')).toBeGreaterThan(0)
  })

  it('Redis at its maxmemory (noeviction): a sign-in and a sign-out are refused with 503, never answered as done; sessions still open', async () => {
    const admin = clients[0]!
    const { cookie } = await a.verify(await signed(await a.nonce()))
    await admin.config('SET', 'maxmemory-policy', 'noeviction')
    try {
      // A bound below what it holds: every write is refused (OOM), reads still answer.
      const used = Number(/used_memory:(\d+)/.exec(await admin.info('memory'))?.[1])
      await admin.config('SET', 'maxmemory', String(used - 64 * 1024))
      await expect(admin.set('test:filler', 'x')).rejects.toThrow(/OOM/)
      const signIn = await b.verify(await signed(await a.nonce()))
      expect(signIn).toMatchObject({ status: 503, body: { error: 'The nonce store is unavailable; retry in a moment.' } })
      expect((await b.session(cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
      const out = await b.logout(cookie)
      expect(out.status).toBe(503)
      expect((await a.session(cookie)).session).toEqual({ address: alice.address, chainId: LOCAL_CHAIN_ID })
    } finally {
      await admin.config('SET', 'maxmemory', '0')
    }
    expect((await b.logout(cookie)).status).toBe(204)
    expect((await a.session(cookie)).session).toBeNull()
  })

  it('an unreachable Redis → 503, not a crash', async () => {
    const down = new Redis(`redis://127.0.0.1:${PORTS.nothing}`, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    })
    down.on('error', () => {})
    const app = createAuthApp({
      origins: [ORIGIN],
      chains: [],
      secret: SECRET,
      spentNonces: createRedisSpentNonces(down),
      revocations: createRedisRevocations(down),
    })
    // Issuing a nonce needs no store; a session check with a signed-in cookie does.
    expect((await app.request('/api/auth/nonce')).status).toBe(200)
    const { cookie } = await a.verify(await signed(await a.nonce()))
    const value = cookie!.split('=')[1]!
    expect((await app.request('/api/auth/session', { headers: { cookie: `__Host-siwe-session=${value}`, origin: ORIGIN } })).status).toBe(503)
    down.disconnect()
  })
})
