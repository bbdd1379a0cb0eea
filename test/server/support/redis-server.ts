import { spawn } from 'node:child_process'
import { execFileSync } from 'node:child_process'

export interface RunningRedis {
  url: string
  stop(): Promise<void>
}

/** Debian's redis-server, or a clear message saying how to get it. */
export function redisServerPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('The Redis store tests need redis-server: `apt-get install -y redis-server` (Debian package).')
  }
}

/** A throwaway redis-server on loopback: no snapshots, no append-only file, nothing left on disk. */
export async function startRedis(port: number): Promise<RunningRedis> {
  const child = spawn(redisServerPath(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`redis-server on port ${port} exited (${code}): ${output.trim()}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
