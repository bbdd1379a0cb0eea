import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../../src/server/client-id.js'
import { createServeApp } from '../../src/server/static-app.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const PROXY = '127.0.0.9'

/**
 * `npm run serve`'s app with every direct request waiting for a later turn of the event loop (a
 * budget of 0, one resumed a turn) and a listed proxy's requests never waiting (a budget of a
 * minute), and a route added after the app's own that notes who got through: the order requests
 * went in is the order admission gave them.
 */
function servedInOrder(dist: string) {
  const app: Hono = createServeApp({
    distDir: dist,
    auth: { origins: ['http://127.0.0.1'], chains: [], limits: NO_RATE_LIMITS, trustedProxies: parseTrustedProxies(PROXY) },
    headers: {},
    turns: { turns: { budgetMs: 0, perTurn: 1 }, proxiedTurns: { budgetMs: 60_000 } },
  })
  const order: string[] = []
  // Not a file of the build and not an extensionless route, so the app's own handlers pass it on.
  app.get('/seen.txt', (c) => {
    order.push(c.req.header('x-name') ?? '')
    return c.text('ok')
  })
  /** A request as `npm run serve` gets it: from a socket at `address`, `forwardedFor` when a proxy relays it. */
  const from = (address: string, name = address, forwardedFor?: string) =>
    app.request(
      '/seen.txt',
      { headers: { 'x-name': name, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } },
      { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } },
    )
  return { app, order, from }
}

describe('npm run serve weighs a request by its network and by the connection it came on', () => {
  let dist: string
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'serve-admission-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  })
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true })
  })

  it('a newcomer from a /24 whose addresses are all new and busy waits behind a newcomer from another network', async () => {
    const { order, from } = servedInOrder(dist)
    for (let i = 1; i <= 64; i++) expect((await from(`10.0.0.${i}`)).status).toBe(200)
    order.length = 0
    const answers = await Promise.all([from('10.0.0.200'), from('10.0.0.201'), from('192.0.2.7')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(order).toEqual(['192.0.2.7', '10.0.0.200', '10.0.0.201'])
  })

  it("a listed proxy's requests have turns of their own: with a direct connection's budget spent, a relayed request still goes in at once", async () => {
    const { order, from } = servedInOrder(dist)
    for (let i = 0; i < 5; i++) expect((await from(PROXY, 'busy', '198.51.100.4')).status).toBe(200)
    order.length = 0
    const answers = await Promise.all([from('192.0.2.9', 'new'), from(PROXY, 'busy', '198.51.100.4')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    // The direct newcomer waits for the next turn; the busy client's relayed request is worked on at once.
    expect(order).toEqual(['busy', 'new'])
  })
})
