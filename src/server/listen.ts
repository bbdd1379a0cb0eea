import type { Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import { clientIdOf, widerNetworksOf, type TrustedProxies } from './client-id.js'
import { markCrowdedRelay } from './crowded-relays.js'
import type { AuthLimits } from './limits.js'

export interface ListenOptions {
  hostname: string
  port: number
  limits: Pick<AuthLimits, 'maxConnectionsPerClient' | 'listenBacklog' | 'clientsPer48' | 'clientsPer32' | 'proxyConnections'>
  /** Connections from these are many clients' (a load balancer's): not bounded per address. */
  trustedProxies: TrustedProxies
}

/**
 * Serves `app` as `npm run serve` does: a listen backlog deep enough that a connection crowd
 * does not overflow it (the kernel drops what does not fit, and a dropped SYN costs an honest
 * browser TCP's retry steps: 1, 3, 7 s...), connections per client bounded as HAProxy bounds
 * them (an IPv6 /48 and /32 at a few clients' worth; a listed proxy's past `proxyConnections`
 * marked, their refusals then held: crowded-relays.ts), and request headers due within 10 s.
 */
export function listenApp(app: Hono, options: ListenOptions): Promise<Server> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  const { maxConnectionsPerClient: most, clientsPer48, clientsPer32 } = options.limits
  const open = new Map<string, number>()
  const bounds = { 48: most * clientsPer48, 32: most * clientsPer32 }
  const relayed = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    if (options.trustedProxies.has(address)) {
      const count = (relayed.get(address) ?? 0) + 1
      relayed.set(address, count)
      if (count > options.limits.proxyConnections) markCrowdedRelay(socket)
      socket.once('close', () => {
        const left = (relayed.get(address) ?? 1) - 1
        if (left > 0) relayed.set(address, left)
        else relayed.delete(address)
      })
      return
    }
    const client = clientIdOf(socket.remoteAddress)
    const keys = [{ key: client, bound: most }, ...widerNetworksOf(client).map((network) => ({ key: network.key, bound: bounds[network.width] }))]
    if (keys.some(({ key, bound }) => (open.get(key) ?? 0) >= bound)) {
      socket.destroy()
      return
    }
    for (const { key } of keys) open.set(key, (open.get(key) ?? 0) + 1)
    socket.once('close', () => {
      for (const { key } of keys) {
        const left = (open.get(key) ?? 1) - 1
        if (left > 0) open.set(key, left)
        else open.delete(key)
      }
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host: options.hostname, port: options.port, backlog: options.limits.listenBacklog }, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

export const listeningPort = (server: Server) => (server.address() as AddressInfo).port
