import type { Cluster } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSharedRateLimiter } from '../../src/server/rate-limit.js'
import { createRedisRevocations, createRedisSpentNonces } from '../../src/server/stores/redis.js'
import { startRedisCluster, type RunningRedisCluster } from './support/redis-cluster.js'

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
    const held = await spread('siwe:rate:nonce:*')
    expect(held.reduce((sum, count) => sum + count, 0)).toBe(clients.length)
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

  it('revokes a session on one instance for every instance, with each client\'s share counted once', async () => {
    const [onA, onB] = [createRedisRevocations(a, { limits: { maxRevokedPerClient: 3 } }), createRedisRevocations(b, { limits: { maxRevokedPerClient: 3 } })]
    const expiresAt = Date.now() + 60_000
    expect(await onA.revoke('session-1', expiresAt, '10.0.1.1')).toBeNull()
    expect(await onB.isRevoked('session-1')).toBe(true)
    expect(await onB.isRevoked('session-2')).toBe(false)
    expect(await onB.revoke('session-2', expiresAt, '10.0.1.1')).toBeNull()
    expect(await onA.revoke('session-3', expiresAt, '10.0.1.1')).toBeNull()
    expect(await onB.revoke('session-4', expiresAt, '10.0.1.1')).toBe('client-full')
    expect(await onA.revoke('session-5', expiresAt, '10.0.1.2')).toBeNull()
  })
})
