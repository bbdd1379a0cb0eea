import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestHaproxy, until, type TestHaproxy } from '../support/server/haproxy.js'

/**
 * src/server/haproxy.cfg as deployed but for its bind, which takes the PROXY protocol (so a test
 * on loopback can be many addresses), and a stats socket the test reads the queue from. Behind it
 * three "instances" (one server, three entries) that each take one request at a time
 * (LB_MAX_CONN_PER_SERVER=1) and answer an /api request only when the test lets it: the queue
 * HAProxy keeps in front of them, and the order it lets requests out of it, are what is seen.
 */
describe("HAProxy's queue lets a new address out before a busy one, from the busy one's first request", () => {
  let backend: Server
  let haproxy: TestHaproxy
  /** The address each /api request came from, in the order the instances got them, and the answers held. */
  const arrived: string[] = []
  const held: ServerResponse[] = []

  beforeAll(async () => {
    backend = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (request.url === '/api/health') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      arrived.push(String(request.headers['x-forwarded-for']))
      held.push(response)
    })
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done))
    const backendHost = `127.0.0.1:${(backend.address() as AddressInfo).port}`
    haproxy = await startTestHaproxy('haproxy-priority', [backendHost, backendHost, backendHost], {
      LB_MAX_CONN_PER_SERVER: '1',
      // The busy address sends its ten at once: the per-second burst bound is not what is looked at here.
      LB_MAX_API_PER_ADDRESS_1S: '100',
      LB_TARPIT: '1ms',
    })
  }, 30_000)
  afterAll(async () => {
    for (const response of held.splice(0)) response.end()
    await haproxy?.stop()
    await new Promise((done) => backend?.close(done))
  })

  /** Requests waiting in the backend's queue now, from HAProxy's stats. */
  async function queued(): Promise<number> {
    const row = (await haproxy.stats()).find((line) => line.pxname === 'servers' && line.svname === 'BACKEND')
    if (!row) throw new Error('HAProxy reports no backend row.')
    return Number(row.qcur)
  }

  /** Answers every request until `count` have arrived, then forgets them. */
  async function answerAll(count: number): Promise<void> {
    await until(() => {
      for (const response of held.splice(0)) response.end()
      return arrived.length === count
    })
    for (const response of held.splice(0)) response.end()
    arrived.length = 0
  }

  /** GET /api/auth/nonce on a connection of its own from `source` (as its PROXY header says). */
  const ask = (source: string) => haproxy.send(source, '/api/auth/nonce')

  it('a busy address has 3 requests in service and 7 queued; a new address asks once: its request is the next one out', async () => {
    const busy = '2001:db8:60:1::1'
    const newcomer = '2001:db8:61:1::1'
    for (let i = 0; i < 10; i++) ask(busy)
    await until(async () => arrived.length === 3 && (await queued()) === 7)
    ask(newcomer)
    await until(async () => (await queued()) === 8)
    // One instance is free: the quietest waiting request goes, whatever came first.
    held.shift()?.end()
    await until(() => arrived.length === 4)
    expect(arrived.slice(0, 3)).toEqual([busy, busy, busy])
    expect(arrived[3]).toBe(newcomer)
  }, 60_000)

  it('a crowd of new addresses in one IPv4 /24 waits behind a newcomer from another /24', async () => {
    // Let through what the test before left: 11 requests in all.
    await answerAll(11)
    // The /24 has asked 8 times already, each from a new address, and been answered.
    for (let i = 1; i <= 8; i++) ask(`198.51.100.${i}`)
    await answerAll(8)
    // Then 20 more of its addresses, one request each: 3 in service, 17 queued; then a newcomer.
    for (let i = 9; i <= 28; i++) ask(`198.51.100.${i}`)
    await until(async () => arrived.length === 3 && (await queued()) === 17)
    const newcomer = '203.0.113.7'
    ask(newcomer)
    await until(async () => (await queued()) === 18)
    held.shift()?.end()
    await until(() => arrived.length === 4)
    expect(arrived[3]).toBe(newcomer)
  }, 60_000)
})
