import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createConnection, isIPv4 } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { executable } from '../../../src/server/cluster/executables.js'
import { freePorts } from '../../../src/server/cluster/free-ports.js'
import { startProcess } from '../../../src/server/cluster/processes.js'

const ROOT = resolve(import.meta.dirname, '../../..')

export interface TestHaproxy {
  port: number
  /** HAProxy's `show stat` now: one row per proxy and server, keyed by the CSV's own column names. */
  stats(): Promise<Array<Record<string, string>>>
  /** One request on its own connection from `source` (as its PROXY protocol header says); its status, 0 for a reset. */
  request(source: string, path: string): Promise<number>
  /** Sends one request from `source` and leaves its connection open, its answer unread. */
  send(source: string, path: string): void
  stop(): Promise<void>
}

/**
 * src/server/haproxy.cfg as deployed but for its bind, which takes the PROXY protocol (so a test
 * on loopback can present many source addresses, an IPv6 /48's among them), and a stats socket
 * the test reads; in front of the three instances given (`APP_SERVER_1..3`), with `env` for the
 * rest of the config's variables. Resolves once HAProxy answers.
 */
export async function startTestHaproxy(name: string, servers: readonly [string, string, string], env: Record<string, string> = {}): Promise<TestHaproxy> {
  const [port] = (await freePorts(1)) as [number]
  const dir = mkdtempSync(join(tmpdir(), `${name}-`))
  const socketPath = join(dir, 'stats.sock')
  const config = readFileSync(join(ROOT, 'src/server/haproxy.cfg'), 'utf8')
  const edited = config.replace(/^(\s*bind "\$\{LB_BIND[^"]*\}")$/m, '$1 accept-proxy').replace(/^global$/m, `global\n  stats socket ${socketPath} level user`)
  if (!edited.includes('accept-proxy') || edited.split('\n').length !== config.split('\n').length + 1) {
    throw new Error('haproxy.cfg no longer has the bind and global section this test edits.')
  }
  writeFileSync(join(dir, 'haproxy.cfg'), edited)
  const haproxy = await startProcess({
    name: 'haproxy',
    command: executable('haproxy', 'haproxy'),
    args: ['-db', '-f', join(dir, 'haproxy.cfg')],
    env: { ...process.env, LB_BIND: `127.0.0.1:${port}`, APP_SERVER_1: servers[0], APP_SERVER_2: servers[1], APP_SERVER_3: servers[2], ...env },
    ready: () => true,
  })

  const stats = (): Promise<Array<Record<string, string>>> =>
    new Promise((done, fail) => {
      const socket = createConnection(socketPath)
      let text = ''
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      socket.once('error', fail)
      socket.once('end', () => {
        const [head = '', ...rows] = text.trim().split('\n')
        const columns = head.replace(/^# /, '').split(',')
        done(rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [columns[i] ?? String(i), value]))))
      })
      socket.end('show stat\n')
    })

  const send = (source: string, path: string) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => socket.write(`${proxyHeader(source)}GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`))
    socket.on('data', () => undefined)
    socket.once('error', () => undefined)
  }

  const request = (source: string, path: string): Promise<number> =>
    new Promise((done) => {
      const socket = connect(port, '127.0.0.1')
      let text = ''
      socket.once('connect', () => socket.write(`${proxyHeader(source)}GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`))
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      socket.once('error', () => undefined)
      socket.once('close', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)))
    })

  const stop = async () => {
    await haproxy.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  // HAProxy says nothing once it listens: ask its stats socket until it answers.
  for (let pause = 10; (await stats().catch(() => undefined)) === undefined; pause = Math.min(pause * 2, 200)) {
    if (haproxy.child.exitCode !== null) {
      await stop()
      throw new Error(`haproxy exited:\n${haproxy.output()}`)
    }
    await new Promise((done) => setTimeout(done, pause))
  }
  return { port, stats, request, send, stop }
}

/** A PROXY protocol (v1) header saying a connection came from `source`, an IPv4 or IPv6 address. */
export const proxyHeader = (source: string) => (isIPv4(source) ? `PROXY TCP4 ${source} 127.0.0.1 40000 80\r\n` : `PROXY TCP6 ${source} ::1 40000 80\r\n`)

/** Resolves once `condition` holds, asking again at growing intervals (5 to 100 ms). */
export async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  for (let pause = 5; !(await condition()); pause = Math.min(pause * 2, 100)) await new Promise((done) => setTimeout(done, pause))
}
