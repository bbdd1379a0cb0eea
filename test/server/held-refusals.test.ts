import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { NO_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from '../../src/server/client-id.js'
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../../src/server/limits.js'
import { listenApp, listeningPort } from '../../src/server/listen.js'
import { createServeApp } from '../../src/server/static-app.js'
import type { Hono } from 'hono'
import { send, type Answer } from './support/http.js'

let server: Server | undefined
let dist: string | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((done) => server?.close(done) ?? done(undefined))
  server = undefined
  if (dist) rmSync(dist, { recursive: true, force: true })
  dist = undefined
})

const serve = async (app: Hono, limits: Partial<AuthLimits>, trustedProxies: TrustedProxies = NO_TRUSTED_PROXIES) => {
  server = await listenApp(app, { hostname: '127.0.0.1', port: 0, limits: { ...DEFAULT_AUTH_LIMITS, ...limits }, trustedProxies })
  return `http://127.0.0.1:${listeningPort(server)}`
}

/** A connection of its own (one kept-alive socket) from `localAddress`. */
const connection = (localAddress: string) => new Agent({ keepAlive: true, maxSockets: 1, localAddress })

describe('a held refusal is not work in progress', () => {
  it("a crowd's held refusals do not fill the bound of requests in progress: a new address is served while they are held", async () => {
    dist = mkdtempSync(join(tmpdir(), 'held-refusals-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    const limits = { noncePerMinute: 1, nonceBurst: 1, refusalHoldMs: 30_000, maxInFlight: 2 }
    const url = await serve(createServeApp({ distDir: dist, auth: { origins: ['http://127.0.0.1'], chains: [], limits }, headers: {} }), limits)
    // A crowd of eight addresses, each past its nonce limit: one refusal each, held for 15-30 s. Counted in
    // progress, they are four times the bound, and at three times it no one is let in, a new address neither.
    const crowd = Array.from({ length: 8 }, (_, index) => `127.0.6.${10 + index}`)
    for (const localAddress of crowd) expect((await send(`${url}/api/auth/nonce`, { localAddress })).status).toBe(200)
    const answered: number[] = []
    const held = crowd.map((localAddress) => send(`${url}/api/auth/nonce`, { localAddress }).then((answer) => answered.push(answer.status)))
    // A page from a new address: 200 as soon as the refusals are held (polled: they reach their hold in their own time).
    let page: Answer | undefined
    await vi.waitFor(
      async () => {
        page = await send(`${url}/`, { localAddress: '127.0.6.2' })
        expect(page.status).toBe(200)
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(answered).toEqual([])
    server?.closeAllConnections()
    await Promise.allSettled(held)
  })
})

describe('a listed proxy with a crowd of connections', () => {
  it('has its refusals sent at once on its first AUTH_PROXY_CONNECTIONS connections, held on the ones past them', async () => {
    const limits = { noncePerMinute: 1, nonceBurst: 1, refusalHoldMs: 30_000, proxyConnections: 2 }
    const proxies = parseTrustedProxies('127.0.6.30')
    const url = await serve(createAuthApp({ origins: ['http://127.0.0.1'], chains: [], limits, trustedProxies: proxies }), limits, proxies)
    const relayed = (agent: Agent) => send(`${url}/api/auth/nonce`, { agent, headers: { 'x-forwarded-for': '198.51.100.7' } })
    // The proxy's connections, opened one after another: the third is past the bound.
    const [first, second, third] = [connection('127.0.6.30'), connection('127.0.6.30'), connection('127.0.6.30')]
    expect((await relayed(first)).status).toBe(200)
    expect((await relayed(second)).status).toBe(429)
    const answered: number[] = []
    const onThird = relayed(third).then((answer) => answered.push(answer.status))
    // Sent after it on the first connection, answered before it: the third's is held.
    expect((await relayed(first)).status).toBe(429)
    expect((await relayed(second)).status).toBe(429)
    expect(answered).toEqual([])
    for (const agent of [first, second, third]) agent.destroy()
    server?.closeAllConnections()
    await Promise.allSettled([onThird])
  })
})
