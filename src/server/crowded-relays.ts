import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Context } from 'hono'

/** Connections a listed proxy opened past `proxyConnections` (listen.ts marks them as they are accepted). */
const crowded = new WeakSet<Socket>()

export function markCrowdedRelay(socket: Socket): void {
  crowded.add(socket)
}

/**
 * Whether a request came on one of those connections. A proxy in front (HAProxy holds at most
 * 136: LB_MAX_CONN_PER_SERVER, 8, in use and 128 idle) never gets there; a relay with thousands of connections, each
 * sending again the moment it is answered, is a crowd: its refusals are held like anyone's.
 * Sent at once, they kept thousands of connections ready to read at every moment, and Node's event
 * loop (libuv reads up to 48 x 1 024 ready connections before it turns to anything else) went
 * seconds without starting to read a new connection or running a timer.
 */
export function fromCrowdedRelay(c: Context): boolean {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
  return socket !== undefined && crowded.has(socket)
}
