import { createServer, type AddressInfo, type Server } from 'node:net'

/**
 * `count` distinct free loopback ports from the operating system (port 0), held open together
 * so none is handed out twice: for servers whose port must be known before they start
 * (redis-server, HAProxy's config, an origin written into a SIWE message).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = []
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer()
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, '127.0.0.1', () => resolve())
      })
    }
    return servers.map((server) => (server.address() as AddressInfo).port)
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
