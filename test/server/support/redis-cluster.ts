import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Cluster } from 'ioredis'
import { executable } from '../../../src/server/cluster/executables.js'
import type { RunningProcess } from '../../../src/server/cluster/processes.js'
import { startRedisServer } from '../../../src/server/cluster/redis-server.js'
import { freePorts } from '../../support/ports.js'

export interface RunningRedisCluster {
  /** The nodes' `host:port`, each owning a third of the hash slots. */
  nodes: { host: string; port: number }[]
  /** A client that follows the slots, as the app would use. */
  connect(): Cluster
  stop(): Promise<void>
}

/**
 * A 3-node Redis Cluster (no replicas) from Debian's redis-server on loopback ports from the
 * operating system, cluster bus ports too; resolves once a client sees every slot served.
 */
export async function startRedisCluster(): Promise<RunningRedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-cluster-'))
  const ports = await freePorts(6)
  const nodes = [0, 1, 2].map((i) => ({ host: '127.0.0.1', port: ports[i] as number, bus: ports[i + 3] as number }))
  const servers: RunningProcess[] = []
  const clients: Cluster[] = []
  const stop = async () => {
    await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())))
    await Promise.all(servers.map((server) => server.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const node of nodes) {
      servers.push(
        await startRedisServer({
          port: node.port,
          settings: { 'cluster-enabled': 'yes', 'cluster-port': String(node.bus), 'cluster-config-file': join(dir, `nodes-${node.port}.conf`), dir },
        }),
      )
    }
    // Assigns the slots and waits until every node agrees on the configuration.
    await promisify(execFile)(executable('redis-cli', 'redis-tools'), [
      '--cluster',
      'create',
      ...nodes.map((node) => `${node.host}:${node.port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ])
    const connect = () => {
      const client = new Cluster(
        nodes.map(({ host, port }) => ({ host, port })),
        { enableOfflineQueue: true, redisOptions: { maxRetriesPerRequest: 1 } },
      )
      clients.push(client)
      return client
    }
    const probe = connect()
    // Until cluster_state is ok on the node it asks, the client keeps refreshing the slots.
    await new Promise<void>((resolve, reject) => {
      probe.once('ready', resolve)
      probe.once('error', reject)
    })
    return { nodes: nodes.map(({ host, port }) => ({ host, port })), connect, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
