import { startRedisServer } from '../../../src/server/cluster/redis-server.js'

export interface RunningRedis {
  url: string
  stop(): Promise<void>
}

/** A throwaway redis-server on loopback: no snapshots, no append-only file, nothing left on disk. */
export async function startRedis(port: number): Promise<RunningRedis> {
  const server = await startRedisServer({ port })
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.stop() }
}
