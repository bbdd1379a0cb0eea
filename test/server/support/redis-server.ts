import { startRedisServer } from '../../../src/server/cluster/redis-server.js'

export interface RunningRedis {
  url: string
  /** Its process id: SIGSTOP pauses it (it then accepts nothing and answers nothing), SIGCONT resumes it. */
  pid: number | undefined
  stop(): Promise<void>
}

/** A throwaway redis-server on loopback: no snapshots, no append-only file, nothing left on disk. */
export async function startRedis(port: number): Promise<RunningRedis> {
  const server = await startRedisServer({ port })
  return { url: `redis://127.0.0.1:${port}`, pid: server.child.pid, stop: () => server.stop() }
}
