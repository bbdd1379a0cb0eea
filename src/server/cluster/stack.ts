import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { HEALTH_PATH } from '../health.js'
import { DEFAULT_CHAIN_CONCURRENCY } from '../verify-signature.js'
import { executable } from './executables.js'
import { freePorts } from './free-ports.js'
import { startProcess, type RunningProcess } from './processes.js'
import { startRedisServer } from './redis-server.js'
import { waitForHttp } from './wait-for-http.js'

/** haproxy.cfg lists three servers. */
export const INSTANCES = 3
const HOST = '127.0.0.1'
/** Requests HAProxy has in progress at one instance at most: haproxy.cfg's `LB_MAX_CONN_PER_SERVER` default. */
export const DEFAULT_LB_MAX_CONN_PER_SERVER = 8

/**
 * An instance's contract-wallet checks at once behind HAProxy: at most half of the requests HAProxy
 * has in progress there. A check waits on a node (up to `AUTH_CHAIN_TIMEOUT_MS`) and holds one of
 * HAProxy's connections to the instance all that time: a crowd's checks then leave the other half
 * to everyone else's requests.
 */
export function chainConcurrencyBehind(proxyEnv: Readonly<Record<string, string>> = {}): number {
  const given = Number(proxyEnv.LB_MAX_CONN_PER_SERVER)
  const perServer = Number.isInteger(given) && given > 0 ? given : DEFAULT_LB_MAX_CONN_PER_SERVER
  return Math.max(1, Math.min(DEFAULT_CHAIN_CONCURRENCY, Math.floor(perServer / 2)))
}

export interface StackOptions {
  /** The repository root: instances run `src/server/serve.ts` from it. */
  root: string
  /** The build the instances serve (`DIST_DIR`). */
  distDir: string
  /** Where Redis keeps its append-only file, so a restart keeps spent nonces and sessions. */
  redisDir: string
  /** HAProxy's port; a free one when left out. */
  port?: number
  /** Extra env of every instance (AUTH_* limits, ...); AUTH_SECRET is a random one unless given here. */
  env?: Readonly<Record<string, string>>
  /** HAProxy's LB_* settings (haproxy.cfg). */
  proxyEnv?: Readonly<Record<string, string>>
  /** Another HAProxy config than `src/server/haproxy.cfg` (a bench's copy with a bind of its own). */
  haproxyConfig?: string
  /** Every line the processes write, with the process's name. */
  onLine?: (name: string, line: string) => void
}

export interface Instance {
  readonly name: string
  /** `http://127.0.0.1:<port>`: the instance itself, not through HAProxy. */
  readonly url: string
  /** Its process id while it runs. */
  readonly pid: number | undefined
  /** Resident memory in bytes (from /proc), undefined when it is not running. */
  rss(): number | undefined
  /** Ends it at once (SIGKILL: a crash, no goodbye). */
  kill(): Promise<void>
  /** Starts it again on its port; resolves once it serves. */
  start(): Promise<void>
}

export interface Stack {
  /** Where the app is reached: HAProxy. */
  readonly url: string
  readonly redisUrl: string
  readonly instances: readonly Instance[]
  readonly haproxy: RunningProcess
  /** Waits until HAProxy's output says, after this call, that `server` is UP or DOWN. */
  serverState(name: string, state: 'UP' | 'DOWN'): Promise<void>
  /** Stops Redis (SIGTERM: it writes its file) and starts it again on the same port and file. */
  restartRedis(): Promise<void>
  /** Stops everything it started; safe to call twice. */
  stop(): Promise<void>
}

/** A process's resident memory from /proc, in bytes; undefined once it has exited. */
export function rssOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb === undefined ? undefined : Number(kb) * 1024
  } catch {
    return undefined
  }
}

/**
 * The deployment of src/server/haproxy.cfg on loopback: redis-server, three `npm run serve`
 * instances sharing it, and HAProxy in front, each on a free port. Resolves once HAProxy
 * answers the health check; a failure on the way stops whatever had started.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const [redisPort, lbPort, ...appPorts] = await freePorts(2 + INSTANCES)
  const port = options.port ?? (lbPort as number)
  const url = `http://${HOST}:${port}`
  const redisUrl = `redis://${HOST}:${redisPort}`
  const log = (name: string) => (options.onLine ? { onLine: (line: string) => options.onLine?.(name, line) } : {})
  const running = new Set<RunningProcess>()
  const track = (process: RunningProcess) => {
    running.add(process)
    void process.exited.then(() => running.delete(process))
    return process
  }
  const redisServers = new Set<RunningProcess>()
  /** The front first, Redis last: no instance sees its Redis go away while it still serves. */
  const stopAll = async () => {
    await Promise.all([...running].filter((process) => !redisServers.has(process)).map((process) => process.stop()))
    await Promise.all([...running].map((process) => process.stop()))
  }

  const startRedis = async () => {
    const redis = track(await startRedisServer({ port: redisPort as number, dir: options.redisDir, ...log('redis') }))
    redisServers.add(redis)
    return redis
  }
  const instanceEnv = {
    ...process.env,
    HOST,
    DIST_DIR: options.distDir,
    REDIS_URL: redisUrl,
    // HAProxy connects from loopback: only its X-Forwarded-For is believed.
    AUTH_TRUSTED_PROXIES: HOST,
    APP_ORIGIN: `${url},http://localhost:${port}`,
    // One secret for the three: a nonce from one instance is checked by another.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_CHAIN_CONCURRENCY: process.env.AUTH_CHAIN_CONCURRENCY ?? String(chainConcurrencyBehind(options.proxyEnv)),
    ...options.env,
  }
  const instances = appPorts.map((appPort, index): Instance => {
    const name = `app${index + 1}`
    const instanceUrl = `http://${HOST}:${appPort}`
    let current: RunningProcess | undefined
    const runningPid = () => (current && current.child.exitCode === null && current.child.signalCode === null ? current.child.pid : undefined)
    return {
      name,
      url: instanceUrl,
      get pid() {
        return runningPid()
      },
      rss: () => rssOf(runningPid()),
      async kill() {
        await current?.stop('SIGKILL')
      },
      async start() {
        current = track(
          await startProcess({
            name,
            command: process.execPath,
            args: ['--import', 'tsx', 'src/server/serve.ts'],
            cwd: options.root,
            env: { ...instanceEnv, PORT: String(appPort) },
            ready: (output) => output.includes(`on ${instanceUrl}`),
            ...log(name),
          }),
        )
      },
    }
  })

  try {
    let redis = await startRedis()
    await Promise.all(instances.map((instance) => instance.start()))
    const haproxy = track(
      await startProcess({
        name: 'haproxy',
        command: executable('haproxy', 'haproxy'),
        args: ['-db', '-f', options.haproxyConfig ?? join(options.root, 'src/server/haproxy.cfg')],
        env: {
          ...process.env,
          LB_BIND: `${HOST}:${port}`,
          ...Object.fromEntries(instances.map((instance, index) => [`APP_SERVER_${index + 1}`, new URL(instance.url).host])),
          ...options.proxyEnv,
        },
        ready: () => true,
        ...log('haproxy'),
      }),
    )
    await waitForHttp(`${url}${HEALTH_PATH}`, { gaveUp: haproxy.exited })
    return {
      url,
      redisUrl,
      instances,
      haproxy,
      serverState: (name, state) => haproxy.waitFor((output) => output.includes(`Server servers/${name} is ${state}`), 30_000),
      async restartRedis() {
        await redis.stop()
        redis = await startRedis()
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
