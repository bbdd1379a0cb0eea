/**
 * `npx tsx --expose-gc test/bench/auth-memory.ts`: what each bounded structure of one auth-API
 * instance costs per entry, filled to its default bound (the memory formula of docs/security.md uses these).
 */
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { serve } from '@hono/node-server'
import { createAuthApp } from '../../src/server/app.js'
import { DEFAULT_AUTH_LIMITS } from '../../src/server/limits.js'
import { createRateLimiter, DEFAULT_MAX_TRACKED_CLIENTS } from '../../src/server/rate-limit.js'
import { createMemoryRevocations, createMemorySpentNonces } from '../../src/server/stores/memory.js'
import { createCodeCache, DEFAULT_CODE_CACHE_SIZE } from '../../src/server/verify-signature.js'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with --expose-gc: npx tsx --expose-gc test/bench/auth-memory.ts')

/** Every structure measured stays alive to the end, so none is collected during a later measurement. */
const alive: unknown[] = []

async function perEntry(structure: unknown, count: number, fill: (index: number) => Promise<unknown> | unknown): Promise<{ total: number; each: number }> {
  alive.push(structure)
  gc!()
  gc!()
  const before = process.memoryUsage().heapUsed
  for (let index = 0; index < count; index++) await fill(index)
  gc!()
  gc!()
  const total = process.memoryUsage().heapUsed - before
  return { total, each: total / count }
}

const MB = 1024 * 1024
const later = Date.now() + 3_600_000
const rows: [string, number, { total: number; each: number }][] = []

{
  const count = DEFAULT_AUTH_LIMITS.maxSpentNonces
  const store = createMemorySpentNonces()
  rows.push([
    'spent nonces (AUTH_MAX_SPENT_NONCES)',
    count,
    await perEntry(store, count, (index) => store.spend(randomBytes(18).toString('hex'), later + index)),
  ])
}
{
  const count = DEFAULT_AUTH_LIMITS.maxRevokedSessions
  const store = createMemoryRevocations()
  rows.push([
    'accounts signed out (AUTH_MAX_REVOKED_SESSIONS)',
    count,
    await perEntry(store, count, (index) => store.revoke(`0x${randomBytes(20).toString('hex')}`, Date.now(), later + index)),
  ])
}
{
  const count = DEFAULT_MAX_TRACKED_CLIENTS
  const limiter = createRateLimiter({ perMinute: 30, burst: 5 })
  // Two requests each: the second opens the burst's counter beside the steady one.
  const client = (index: number) => `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::/64`
  rows.push([
    'rate-limit counters, per limiter (nonce, verify)',
    count,
    await perEntry(limiter, count, async (index) => {
      await limiter.take(client(index))
      await limiter.take(client(index))
    }),
  ])
}
{
  const count = DEFAULT_CODE_CACHE_SIZE
  const cache = createCodeCache({ size: count, ttlMs: 60_000, now: Date.now })
  rows.push(['eth_getCode answers', count, await perEntry(cache, count, (index) => cache(10, `0x${index.toString(16).padStart(40, '0')}`, async () => '0x'))])
}

{
  // Held 429s on a real server, each on a connection of its own (a client's socket exists held or
  // not, but it is counted here: the figure is an upper bound). Client sockets share the heap too.
  const count = 2_000
  const app = createAuthApp({
    origins: ['http://127.0.0.1'],
    chains: [],
    limits: { noncePerMinute: 1, nonceBurst: 1, refusalHoldMs: 600_000, maxHeldRefusals: count + 1 },
  })
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready(running))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  let requests = 0
  server.on('request', () => requests++)
  const sockets: Socket[] = []
  const ask = () =>
    new Promise<void>((sent) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/auth/nonce HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', () => sent()))
      sockets.push(socket)
    })
  /** Resolves once the server has read `count` requests and run what follows them to the hold. */
  const received = async (count: number) => {
    while (requests < count) await new Promise((next) => setImmediate(next))
    for (let turn = 0; turn < 10; turn++) await new Promise((next) => setImmediate(next))
  }
  await ask() // the one nonce the limit allows
  await received(1)
  rows.push([
    'held 429s with their connections (AUTH_MAX_HELD_REFUSALS), at most',
    count,
    await perEntry(server, count, async (index) => {
      await ask()
      if (index === count - 1) await received(count + 1)
    }),
  ])
  for (const socket of sockets) socket.destroy()
  server.close()
}

for (const [name, count, { total, each }] of rows) {
  console.log(`| ${name} | ${count.toLocaleString('en')} | ${each.toFixed(0)} B | ${(total / MB).toFixed(1)} MB |`)
}
