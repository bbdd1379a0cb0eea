import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis } from '../../src/server/env.js'
import { createRateLimiter, createSharedRateLimiter, limitByNetwork, type RateLimiter } from '../../src/server/rate-limit.js'
import { namedPorts } from '../support/ports.js'
import { startRedis, type RunningRedis } from './support/redis-server.js'

const PORTS = await namedPorts('redis', 'nothing')

/** A client counts in the process until its connection is ready: the tests that share counts wait for it. */
async function ready(client: Redis): Promise<Redis> {
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
  return client
}

async function allowed(limiter: RateLimiter, client: string, times: number): Promise<number> {
  let count = 0
  for (let i = 0; i < times; i++) if ((await limiter.take(client)).ok) count++
  return count
}

describe('rate limits in one process', () => {
  it('lets a client through its burst, then refuses it with the wait; another client is unaffected', async () => {
    const limiter = createRateLimiter({ perMinute: 30, burst: 5 })
    expect(await allowed(limiter, 'a', 5)).toBe(5)
    const refused = await limiter.take('a')
    expect(refused.ok).toBe(false)
    // The steady rate refills one request every 2 s.
    if (!refused.ok) expect(refused.retryAfterMs).toBeGreaterThan(0)
    if (!refused.ok) expect(refused.retryAfterMs).toBeLessThanOrEqual(2_000)
    expect((await limiter.take('b')).ok).toBe(true)
  })

  it('counts at most maxClients clients: past it the idlest starts afresh, the others stay refused', async () => {
    const limiter = createRateLimiter({ perMinute: 6, burst: 1, maxClients: 3 })
    for (const client of ['a', 'b', 'c']) expect(await allowed(limiter, client, 2)).toBe(1)
    expect((await limiter.take('d')).ok).toBe(true) // a is forgotten to count d
    expect((await limiter.take('b')).ok).toBe(false)
    expect((await limiter.take('c')).ok).toBe(false)
    expect((await limiter.take('a')).ok).toBe(true) // afresh (d, now the idlest, is forgotten to count it)
  })

  it("counts an IPv6 client against its /48 and /32 as well: the /64s of one /48 share a few clients' burst", async () => {
    const limiter = limitByNetwork({ perMinute: 1, burst: 2 }, { clientsPer48: 3, clientsPer32: 5 }, createRateLimiter)
    const spread = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}:${i.toString(16)}::/64`)
    let passed = 0
    for (const client of spread('2001:db8:1', 20)) passed += await allowed(limiter, client, 2)
    expect(passed).toBe(3 * 2)
    // A second /48 of the /32 gets its own share, until the /32's is used up.
    passed = 0
    for (const prefix of ['2001:db8:2', '2001:db8:3']) for (const client of spread(prefix, 20)) passed += await allowed(limiter, client, 2)
    expect(passed).toBe(5 * 2 - 3 * 2)
    expect(await allowed(limiter, '198.51.100.1', 3)).toBe(2)
  })

  it('refuses settings that are not positive whole numbers', () => {
    expect(() => createRateLimiter({ perMinute: 0 })).toThrow(/positive integers/)
    expect(() => createRateLimiter({ perMinute: 10, burst: 1.5 })).toThrow(/positive integers/)
  })
})

describe('rate limits shared through Redis', () => {
  let redis: RunningRedis
  const connections: Redis[] = []
  const connect = (url: string) => {
    const connection = connectRedis(url, 500)
    connections.push(connection)
    return connection
  }

  beforeAll(async () => {
    redis = await startRedis(PORTS.redis)
  })
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())))
    await redis?.stop()
  })

  it('counts a client once across instances: three instances allow the limit, not three times it', async () => {
    const connected = await Promise.all([0, 1, 2].map(() => ready(connect(redis.url))))
    const instances = connected.map((connection) => createSharedRateLimiter({ perMinute: 60, burst: 9, redis: connection, prefix: 'test:rate:shared' }))
    let passed = 0
    for (let round = 0; round < 6; round++) for (const instance of instances) if ((await instance.take('client')).ok) passed++
    expect(passed).toBe(9)
    expect((await instances[0]!.take('other')).ok).toBe(true)
  })

  it('counts an IPv6 /48 once across instances too', async () => {
    const connected = await Promise.all([0, 1].map(() => ready(connect(redis.url))))
    const instances = connected.map((connection) =>
      limitByNetwork({ perMinute: 1, burst: 2 }, { clientsPer48: 3, clientsPer32: 100 }, (scaled, width) =>
        createSharedRateLimiter({ ...scaled, redis: connection, prefix: `test:rate:net${width}` }),
      ),
    )
    let passed = 0
    for (let i = 0; i < 40; i++) if ((await instances[i % 2]!.take(`2001:db8:5:${i.toString(16)}::/64`)).ok) passed++
    expect(passed).toBe(3 * 2)
  })

  it('keeps limiting in the process while Redis cannot answer, rather than failing or letting all through', async () => {
    const limiter = createSharedRateLimiter({ perMinute: 60, burst: 3, redis: connect(`redis://127.0.0.1:${PORTS.nothing}`), prefix: 'test:rate:down' })
    expect(await allowed(limiter, 'client', 10)).toBe(3)
  })

  it('counts at most maxClients clients in the process while Redis is down: a crowd cannot grow it without end', async () => {
    const limiter = createSharedRateLimiter({
      perMinute: 6,
      burst: 1,
      maxClients: 2,
      redis: connect(`redis://127.0.0.1:${PORTS.nothing}`),
      prefix: 'test:rate:down-crowd',
    })
    for (const client of ['a', 'b']) expect(await allowed(limiter, client, 2)).toBe(1)
    expect((await limiter.take('c')).ok).toBe(true) // a, the idlest, is forgotten to count c
    expect((await limiter.take('b')).ok).toBe(false)
    expect((await limiter.take('a')).ok).toBe(true)
  })
})
