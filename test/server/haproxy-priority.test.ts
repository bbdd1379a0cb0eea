import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, createConnection, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executable } from '../../src/server/cluster/executables.js'
import { freePorts } from '../../src/server/cluster/free-ports.js'
import { startProcess, type RunningProcess } from '../../src/server/cluster/processes.js'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * src/server/haproxy.cfg as deployed but for its bind, which takes the PROXY protocol (so a test
 * on loopback can be many addresses), and a stats socket the test reads the queue from. Behind it
 * three "instances" (one server, three entries) that each take one request at a time
 * (LB_MAX_CONN_PER_SERVER=1) and answer an /api request only when the test lets it: the queue
 * HAProxy keeps in front of them, and the order it lets requests out of it, are what is seen.
 */
describe("HAProxy's queue lets a new address out before a busy one, from the busy one's first request", () => {
  let dir: string
  let backend: Server
  let haproxy: RunningProcess
  let port: number
  let socketPath: string
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
    ;[port] = (await freePorts(1)) as [number]
    dir = mkdtempSync(join(tmpdir(), 'haproxy-priority-'))
    socketPath = join(dir, 'stats.sock')
    const config = readFileSync(join(ROOT, 'src/server/haproxy.cfg'), 'utf8')
    const edited = config
      .replace(/^(\s*bind "\$\{LB_BIND[^"]*\}")$/m, '$1 accept-proxy')
      .replace(/^global$/m, `global\n  stats socket ${socketPath} level user`)
    expect(edited.split('\n').length).toBe(config.split('\n').length + 1)
    expect(edited).toContain('accept-proxy')
    writeFileSync(join(dir, 'haproxy.cfg'), edited)
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
        LB_MAX_CONN_PER_SERVER: '1',
        // The busy address sends its ten at once: the per-second burst bound is not what is looked at here.
        LB_MAX_API_PER_ADDRESS_1S: '100',
        LB_TARPIT: '1ms',
      },
      ready: () => true,
    })
    for (let pause = 10; (await queued().catch(() => undefined)) === undefined; pause = Math.min(pause * 2, 200)) {
      if (haproxy.child.exitCode !== null) throw new Error(`haproxy exited:\n${haproxy.output()}`)
      await new Promise((done) => setTimeout(done, pause))
    }
  }, 30_000)
  afterAll(async () => {
    for (const response of held.splice(0)) response.end()
    await haproxy?.stop()
    await new Promise((done) => backend?.close(done))
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** Requests waiting in the backend's queue now, from HAProxy's stats. */
  function queued(): Promise<number> {
    return new Promise((done, fail) => {
      const socket = createConnection(socketPath)
      let text = ''
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      socket.once('error', fail)
      socket.once('end', () => {
        const header = text.split('\n')[0]?.replace(/^# /, '').split(',') ?? []
        const row = text.split('\n').find((line) => line.startsWith('servers,BACKEND,'))
        const value = row?.split(',')[header.indexOf('qcur')]
        if (value === undefined) fail(new Error(`No backend row in:\n${text}`))
        else done(Number(value))
      })
      socket.end('show stat\n')
    })
  }

  /** GET /api/auth/nonce on a connection of its own from `source` (as its PROXY header says). */
  function ask(source: string): void {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () =>
      socket.write(`PROXY TCP6 ${source} ::1 40000 80\r\nGET /api/auth/nonce HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    )
    socket.on('data', () => undefined)
    socket.once('error', () => undefined)
  }

  const until = async (condition: () => Promise<boolean> | boolean) => {
    for (let pause = 5; !(await condition()); pause = Math.min(pause * 2, 100)) await new Promise((done) => setTimeout(done, pause))
  }

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
})
