import type { Cluster } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { authSetupFromEnv, readServerEnv } from '../../src/server/env.js'
import { serverChains } from '../../src/server/server-chains.js'
import { createSharedRateLimiter } from '../../src/server/rate-limit.js'
import { createRedisRevocations, createRedisSpentNonces } from '../../src/server/stores/redis.js'
import { freePort } from '../support/ports.js'
import { authClient, listen } from './support/http.js'
import { startRedisCluster, type RunningRedisCluster } from './support/redis-cluster.js'
import { alice, messageFor } from './support/siwe.js'

/**
 * Everything the auth API keeps in Redis, against a real 3-node Redis Cluster: each command and
 * script names one key, so none is refused with CROSSSLOT, and the keys spread over the nodes.
 */
describe('the Redis stores and rate limits on a 3-node Redis Cluster', () => {
  let cluster: RunningRedisCluster
  /** Two instances' connections, and one to look with. */
  let a: Cluster
  let b: Cluster
  let admin: Cluster

  const ready = async (client: Cluster) => {
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
    return client
  }
  /** How many keys matching `pattern` each master node holds. */
  const spread = (pattern: string) => Promise.all(admin.nodes('master').map(async (node) => (await node.keys(pattern)).length))

  beforeAll(async () => {
    cluster = await startRedisCluster()
    a = await ready(cluster.connect())
    b = await ready(cluster.connect())
    admin = await ready(cluster.connect())
  }, 30_000)
  afterAll(async () => {
    await cluster?.stop()
  })

  it('counts each client on the node that owns its key, shared by every instance', async () => {
    const instances = [a, b].map((redis) => createSharedRateLimiter({ perMinute: 60, burst: 4, redis, prefix: 'siwe:rate:nonce' }))
    const clients = Array.from({ length: 12 }, (_, i) => `10.0.0.${i}`)
    for (const client of clients) {
      let passed = 0
      for (let i = 0; i < 5; i++) if ((await instances[i % 2]!.take(client)).ok) passed++
      expect(passed).toBe(4)
    }
    // Two counters per client: the steady one and the burst's.
    const held = await spread('siwe:rate:nonce:*')
    expect(held.reduce((sum, count) => sum + count, 0)).toBe(2 * clients.length)
    expect(held.filter((count) => count > 0).length).toBeGreaterThan(1)
  })

  it('spends a nonce once across instances', async () => {
    const [onA, onB] = [createRedisSpentNonces(a), createRedisSpentNonces(b)]
    const expiresAt = Date.now() + 60_000
    const ids = Array.from({ length: 12 }, (_, i) => `nonce-${i}`)
    for (const id of ids) {
      const spent = await Promise.all([onA.spend(id, expiresAt), onB.spend(id, expiresAt)])
      expect(spent.filter(Boolean)).toHaveLength(1)
    }
    expect((await spread('siwe:spent:*')).filter((count) => count > 0).length).toBeGreaterThan(1)
  })

  it("serves sign-ins from the app's own setup with REDIS_URL naming one node and REDIS_CLUSTER=on", async () => {
    const port = await freePort()
    const env = {
      REDIS_URL: `redis://127.0.0.1:${cluster.nodes[0]!.port}`,
      REDIS_CLUSTER: 'on',
      AUTH_SECRET: 'a'.repeat(32),
      VITE_RPC_URL_31337: 'http://127.0.0.1:9',
    }
    const origins = [`http://127.0.0.1:${port}`]
    const auth = authSetupFromEnv(env, { dev: false, origins, server: readServerEnv(env), chains: serverChains(env, false) })
    const server = await listen(createAuthApp(auth.options), port)
    const browser = authClient(server.url)
    try {
      await auth.ready
      expect(auth.redisHealth()).toBe('ready')
      const total = async (pattern: string) => (await spread(pattern)).reduce((sum, count) => sum + count, 0)
      const spentBefore = await total('siwe:spent:*')
      const message = messageFor(server.url, { address: alice.address, nonce: await browser.nonce() })
      expect((await browser.verify({ message, signature: await alice.signMessage({ message }) })).status).toBe(200)
      // The spent nonce and the client's counters sit in the Cluster.
      expect(await total('siwe:spent:*')).toBe(spentBefore + 1)
      expect(await total('siwe:rate:verify:*')).toBe(1)
    } finally {
      browser.close()
      await server.close()
      await auth.close()
    }
  })

  it('refuses a REDIS_CLUSTER that is not on or off', () => {
    expect(() => readServerEnv({ REDIS_CLUSTER: 'yes' })).toThrow('REDIS_CLUSTER must be on or off, got "yes".')
  })

  it('records a sign-out on one instance for every instance', async () => {
    const [onA, onB] = [createRedisRevocations(a), createRedisRevocations(b)]
    const until = Date.now() + 60_000
    await onA.revoke('0x0000000000000000000000000000000000000001', 5_000, until)
    expect(await onB.signedOutAt('0x0000000000000000000000000000000000000001')).toBe(5_000)
    expect(await onB.signedOutAt('0x0000000000000000000000000000000000000002')).toBe(Number.NEGATIVE_INFINITY)
  })
})
