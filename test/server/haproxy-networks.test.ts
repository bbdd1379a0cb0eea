import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestHaproxy, until, type TestHaproxy } from '../support/server/haproxy.js'

/**
 * src/server/haproxy.cfg as deployed but for one word: its bind takes the PROXY protocol, so a
 * test on loopback can present the source addresses of an IPv6 /48 (the kernel here has no
 * such addresses to bind). Behind it three "instances" that answer every request 200 at once:
 * what is measured is what HAProxy lets through.
 */
describe('HAProxy counts an IPv6 /48 as a few addresses, not 65 536', () => {
  let backend: Server
  let haproxy: TestHaproxy

  beforeAll(async () => {
    backend = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done))
    const backendHost = `127.0.0.1:${(backend.address() as AddressInfo).port}`
    haproxy = await startTestHaproxy('haproxy-networks', [backendHost, backendHost, backendHost], {
      // A refusal answered at once: the count is what matters here, not the hold.
      LB_TARPIT: '1ms',
      // The pages test opens a connection per request from one address.
      LB_MAX_CONN_RATE_PER_ADDRESS: '100000',
    })
    await until(async () => (await request('2001:db8:ffff::1', '/api/health')) === 200)
  }, 30_000)
  afterAll(async () => {
    await haproxy?.stop()
    await new Promise((done) => backend?.close(done))
  })

  const request = (source: string, path: string) => haproxy.request(source, path)

  /** `GET path` once from each source, 32 connections at a time. */
  async function spread(sources: string[], path: string) {
    const started = performance.now()
    let next = 0
    const statuses: Record<number, number> = {}
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < sources.length) {
          const status = await request(sources[next++]!, path)
          statuses[status] = (statuses[status] ?? 0) + 1
        }
      }),
    )
    return { ok: statuses[200] ?? 0, refused: statuses[429] ?? 0, statuses, seconds: (performance.now() - started) / 1000 }
  }

  it("2 000 /64s of one /48, one /api request each → the /48 gets its share (4 addresses' bounds), the rest 429", async () => {
    const sources = Array.from({ length: 2_000 }, (_, i) => `2001:db8:48:${i.toString(16)}::1`)
    const { ok, refused, statuses, seconds } = await spread(sources, '/api/auth/nonce')
    expect(ok + refused, JSON.stringify(statuses)).toBe(2_000)
    // LB_MAX_API_PER_48_1S (20) per second begun, and LB_MAX_API_PER_48 (120) per 10 s. HAProxy
    // counts a request, then compares the count: when its threads (one per core by default) take
    // requests at the bound at once, each can see the others' counts, and the bound's last slots go
    // to none of them.
    expect(ok).toBeGreaterThanOrEqual(20 - (availableParallelism() - 1))
    expect(ok).toBeLessThanOrEqual(Math.min(20 * Math.ceil(seconds + 1), 120 * Math.ceil(seconds / 10 + 1)))
    // A neighbouring /48 is not touched.
    expect(await request('2001:db8:49:1::1', '/api/auth/nonce')).toBe(200)
  }, 120_000)

  it('pages and files are counted too, generously: 700 from one address → 600 per 10 s, then 429', async () => {
    const sources = Array.from({ length: 700 }, () => '2001:db8:50:1::1')
    const { ok, refused } = await spread(sources, '/index.html')
    // HAProxy's rate over 10 s is a sliding estimate: a few either side of the bound.
    expect(ok).toBeGreaterThanOrEqual(590)
    expect(ok).toBeLessThanOrEqual(600)
    expect(refused).toBe(700 - ok)
  }, 120_000)
})
