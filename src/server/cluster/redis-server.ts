import { executable } from './executables.js'
import { startProcess, type RunningProcess } from './processes.js'

export interface RedisServerOptions {
  port: number
  /** Where the append-only file goes; without it nothing is written to disk (a restart then forgets everything). */
  dir?: string
  /** Extra `--name value` settings, e.g. cluster mode. */
  settings?: Readonly<Record<string, string>>
  onLine?: (line: string) => void
}

/** redis-server on 127.0.0.1:port in the foreground; resolves once it accepts connections. */
export function startRedisServer(options: RedisServerOptions): Promise<RunningProcess> {
  const persistence: Record<string, string> = options.dir
    ? { dir: options.dir, appendonly: 'yes', appendfsync: 'everysec', save: '' }
    : { appendonly: 'no', save: '' }
  const settings: Record<string, string> = {
    port: String(options.port),
    bind: '127.0.0.1',
    daemonize: 'no',
    ...persistence,
    // Keys with a TTL are what the auth API stores; none of them may be evicted to make room.
    'maxmemory-policy': 'noeviction',
    ...options.settings,
  }
  const args = Object.entries(settings).flatMap(([name, value]) => [`--${name}`, value])
  return startProcess({
    name: `redis-server on port ${options.port}`,
    command: executable('redis-server', 'redis-server'),
    args,
    ready: (output) => output.includes('Ready to accept connections'),
    ...(options.onLine ? { onLine: options.onLine } : {}),
  })
}
