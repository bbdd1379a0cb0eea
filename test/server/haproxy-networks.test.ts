import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executable } from '../../src/server/cluster/executables.js'
import { freePorts } from '../../src/server/cluster/free-ports.js'
import { startProcess, type RunningProcess } from '../../src/server/cluster/processes.js'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * src/server/haproxy.cfg as deployed but for one word: its bind takes the PROXY protocol, so a
 * test on loopback can present the source addresses of an IPv6 /48 (the kernel here has no
 * such addresses to bind). Behind it three "instances" that answer every request 200 at once:
 * what is measured is what HAProxy lets through.
 */
describe('HAProxy counts an IPv6 /48 as a few addresses, not 65 536', () => {
  let dir: string
  let backend: Server
  let haproxy: RunningProcess
  let port: number

  beforeAll(async () => {
    backend = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done))
    const backendHost = `127.0.0.1:${(backend.address() as AddressInfo).port}`
    ;[port] = (await freePorts(1)) as [number]
    dir = mkdtempSync(join(tmpdir(), 'haproxy-networks-'))
    const config = readFileSync(join(ROOT, 'src/server/haproxy.cfg'), 'utf8')
    const withProxyProtocol = config.replace(/^(\s*bind "\$\{LB_BIND[^"]*\}")$/m, '$1 accept-proxy')
    expect(withProxyProtocol).not.toBe(config)
    writeFileSync(join(dir, 'haproxy.cfg'), withProxyProtocol)
    haproxy = await startProcess({
      name: 'haproxy',
      command: executable('haproxy', 'haproxy'),
      args: ['-db', '-f', join(dir, 'haproxy.cfg')],
      env: {
        ...process.env,
        LB_BIND: `127.0.0.1:${port}`,
        APP_SERVER_1: backendHost,
        APP_SERVER_2: backendHost,
        APP_SERVER_3: backendHost,
        // A refusal answered at once: the count is what matters here, not the hold.
        LB_TARPIT: '1ms',
        // The pages test opens a connection per request from one address.
        LB_MAX_CONN_RATE_PER_ADDRESS: '100000',
      },
      ready: () => true,
    })
    // HAProxy says nothing once it listens, and a plain request is no PROXY header: ask until it answers.
    for (let pause = 10; (await request('2001:db8:ffff::1', '/api/health')) !== 200; pause = Math.min(pause * 2, 200)) {
      if (haproxy.child.exitCode !== null) throw new Error(`haproxy exited:\n${haproxy.output()}`)
      await new Promise((done) => setTimeout(done, pause))
    }
  }, 30_000)
  afterAll(async () => {
    await haproxy?.stop()
    await new Promise((done) => backend?.close(done))
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** One request on its own connection from `source` (as the PROXY protocol header says); its status, 0 for a reset. */
  function request(source: string, path: string): Promise<number> {
    return new Promise((done) => {
      const socket = connect(port, '127.0.0.1')
      let text = ''
      socket.once('connect', () => socket.write(`PROXY TCP6 ${source} ::1 40000 80\r\nGET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`))
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      socket.once('error', () => undefined)
      socket.once('close', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)))
    })
  }

  /** `GET path` once from each source, 32 connections at a time. */
  async function spread(sources: string[], path: string) {
    const started = performance.now()
    let next = 0
    let ok = 0
    let refused = 0
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < sources.length) {
          const status = await request(sources[next++]!, path)
          if (status === 200) ok++
          if (status === 429) refused++
        }
      }),
    )
    return { ok, refused, seconds: (performance.now() - started) / 1000 }
  }

  it("2 000 /64s of one /48, one /api request each → the /48 gets its share (4 addresses' bounds), the rest 429", async () => {
    const sources = Array.from({ length: 2_000 }, (_, i) => `2001:db8:48:${i.toString(16)}::1`)
    const { ok, refused, seconds } = await spread(sources, '/api/auth/nonce')
    // LB_MAX_API_PER_48_1S (20) per second begun, and LB_MAX_API_PER_48 (120) per 10 s.
    expect(ok).toBeGreaterThanOrEqual(20)
    expect(ok).toBeLessThanOrEqual(Math.min(20 * Math.ceil(seconds + 1), 120 * Math.ceil(seconds / 10 + 1)))
    expect(ok + refused).toBe(2_000)
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
