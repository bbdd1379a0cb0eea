import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { DEFAULT_AUTH_LIMITS } from '../../src/server/limits.js'
import { createServeApp } from '../../src/server/static-app.js'
import { listen, send, type RunningServer } from './support/http.js'
import { NO_REFUSAL_HOLD } from './support/limits.js'

/** Statuses of `count` requests from `localAddress`, one after another. */
async function statuses(url: string, count: number, init: { method?: string; localAddress: string }) {
  const seen = new Map<number, number>()
  for (let i = 0; i < count; i++) {
    const { status } = await send(url, init)
    seen.set(status, (seen.get(status) ?? 0) + 1)
  }
  return seen
}

describe('every route of the sign-in API is limited per client', () => {
  let server: RunningServer
  const { sessionBurst } = DEFAULT_AUTH_LIMITS
  beforeAll(async () => {
    server = await listen(createAuthApp({ origins: ['http://127.0.0.1'], chains: [], limits: NO_REFUSAL_HOLD }))
  })
  afterAll(async () => {
    await server?.close()
  })

  it('GET /session and POST /logout share a burst per client, then 429 with Retry-After; another client is served', async () => {
    const session = await statuses(`${server.url}/api/auth/session`, sessionBurst, { localAddress: '127.0.3.1' })
    expect(session.get(200)).toBe(sessionBurst)
    const logout = await statuses(`${server.url}/api/auth/logout`, 10, { method: 'POST', localAddress: '127.0.3.1' })
    expect(logout.get(429)).toBeGreaterThanOrEqual(9)
    const refused = await send(`${server.url}/api/auth/session`, { localAddress: '127.0.3.1' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await send(`${server.url}/api/auth/session`, { localAddress: '127.0.3.2' })).status).toBe(200)
  })
})

describe('npm run serve limits pages and static files per client, generously', () => {
  let server: RunningServer
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'route-limits-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    const auth = { origins: ['http://127.0.0.1'], chains: [], limits: { ...NO_REFUSAL_HOLD, pageBurst: 50, pagePerMinute: 60 } }
    server = await listen(createServeApp({ distDir: dist, auth, headers: {} }))
  })
  afterAll(async () => {
    await server?.close()
    if (dist) rmSync(dist, { recursive: true, force: true })
  })

  it('one client asking for pages without end gets its burst, then 429 with Retry-After; another client is served', async () => {
    const pages = await statuses(`${server.url}/`, 80, { localAddress: '127.0.3.3' })
    // The burst, and the rate's one a second for the moments the loop took.
    expect(pages.get(200)).toBeGreaterThanOrEqual(50)
    expect(pages.get(200)).toBeLessThanOrEqual(55)
    expect(pages.get(429)).toBe(80 - (pages.get(200) ?? 0))
    const refused = await send(`${server.url}/assets/app.js`, { localAddress: '127.0.3.3' })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await send(`${server.url}/`, { localAddress: '127.0.3.4' })).status).toBe(200)
  })
})
