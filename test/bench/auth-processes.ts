/** The processes of the auth benches: the API alone (auth-server.ts) and the flooder (auth-flood.ts). */
import { fork, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export interface Memory {
  rss: number
  heapUsed: number
}

/** auth-server.ts on 127.0.0.1:port with `env` (AUTH_* limits); resolves once it listens. */
export async function startAuthServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(join(ROOT, 'test/bench/auth-server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready())
    child.once('exit', (code) => fail(new Error(`auth-server exited (${code})`)))
  })
  return child
}

/** Its memory after a garbage collection, asked over IPC. */
export function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((done) => {
    child.once('message', (message) => done(message as Memory))
    child.send('memory')
  })
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

/**
 * The flooder in its own process; resolves once it is sending. `stop` resolves with the statuses
 * it got. `lowPriority` runs it at nice 19: a crowd's machines are not the server's, so on a
 * shared bench machine its own CPU use should not come out of the server's and honest clients'
 * share (it still sends as fast as the CPU left to it allows).
 */
export interface Crowd {
  addresses?: number
  connections?: number
  lowPriority?: boolean
  /** The Origin its POSTs name: the app's (where it sends them, unless that is a bind of its own). */
  origin?: string
  /** The addresses are /64s of one IPv6 /48, presented through a listed proxy's X-Forwarded-For or the PROXY protocol (auth-flood.ts). */
  spread48?: { via: `xff:${string}` | 'proxy-protocol' }
}

export async function startFlood(target: string, crowd: Crowd = {}) {
  const env = {
    ...process.env,
    TARGET: target,
    FLOOD_ORIGIN: crowd.origin ?? target,
    FLOOD_ADDRESSES: String(crowd.addresses ?? 1),
    FLOOD_CONNECTIONS: String(crowd.connections ?? 64),
    ...(crowd.spread48 ? { FLOOD_SPREAD48: '1', FLOOD_VIA: crowd.spread48.via } : {}),
  }
  const child = fork(join(ROOT, 'test/bench/auth-flood.ts'), { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  if (crowd.lowPriority && child.pid !== undefined) setPriority(child.pid, 19)
  await new Promise((ready) => child.once('message', ready))
  return {
    stop: () =>
      new Promise<Map<number, number>>((done) => {
        child.once('message', (statuses) => done(new Map(Object.entries(statuses as Record<string, number>).map(([status, count]) => [Number(status), count]))))
        child.send('stop')
      }),
  }
}
