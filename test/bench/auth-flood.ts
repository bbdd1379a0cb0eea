/**
 * The flooder of the auth benches, in its own process so its event loop does not delay the
 * honest clients it is measured against. FLOOD_CONNECTIONS kept-alive connections from each of
 * its clients, sending GET /nonce and junk POST /verify to TARGET until told to stop; it answers
 * with the statuses. Its POSTs name FLOOD_ORIGIN (TARGET by default) as their Origin. Its clients:
 * - FLOOD_ADDRESSES source addresses (one: 127.0.0.200, as one client; more: 127.1.0.1,
 *   127.1.0.2, ..., a crowd), each bound as the socket's own address;
 * - or, with FLOOD_SPREAD48 set, that many /64s of one IPv6 /48 (2001:db8:48:<n>::1), which
 *   loopback cannot bind: presented as `FLOOD_VIA=xff:<address>` (from that address, a proxy the
 *   server lists, in X-Forwarded-For) or `FLOOD_VIA=proxy-protocol` (a PROXY protocol header
 *   first on each connection, to a HAProxy bind that takes it).
 */
import { Agent, request, type RequestOptions } from 'node:http'
import { connect, type Socket } from 'node:net'

const origin = process.env.TARGET!
/** The app's origin, which its POSTs name (TARGET unless the flood goes to a bind of its own). */
const appOrigin = process.env.FLOOD_ORIGIN ?? origin
const ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 1)
const CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 64)
const SPREAD48 = process.env.FLOOD_SPREAD48 === '1'
const VIA = process.env.FLOOD_VIA ?? ''
const addressOf = (index: number) =>
  SPREAD48 ? `2001:db8:48:${index.toString(16)}::1` : ADDRESSES === 1 ? '127.0.0.200' : `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`

interface Client {
  agent: Agent
  headers: Record<string, string>
}

function clientOf(index: number): Client {
  const address = addressOf(index)
  if (!SPREAD48) return { agent: new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: address }), headers: {} }
  if (VIA.startsWith('xff:')) {
    return { agent: new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: VIA.slice(4) }), headers: { 'x-forwarded-for': address } }
  }
  if (VIA !== 'proxy-protocol') throw new Error(`FLOOD_VIA must be xff:<address> or proxy-protocol, got "${VIA}".`)
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const target = new URL(origin)
  let sourcePort = 1024
  // Each connection says where it is from before its first request, as a load balancer in front would.
  ;(agent as unknown as { createConnection: (options: RequestOptions) => Socket }).createConnection = () => {
    const socket = connect(Number(target.port), target.hostname)
    socket.write(`PROXY TCP6 ${address} ::1 ${(sourcePort = sourcePort >= 65_000 ? 1024 : sourcePort + 1)} 80\r\n`)
    return socket
  }
  return { agent, headers: {} }
}

const clients = Array.from({ length: ADDRESSES }, (_, index) => clientOf(index))
const statuses: Record<number, number> = {}
let running = true
const body = JSON.stringify({ message: `x wants you to sign in with your Ethereum account:\n${'URI: '.repeat(300)}`, signature: '0x00' })

function send(client: Client, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((done) => {
    const req = request(`${origin}${path}`, { agent: client.agent, method: init.method ?? 'GET', headers: { ...client.headers, ...init.headers } }, (res) => {
      res.resume()
      res.on('end', () => done(res.statusCode ?? 0))
    })
    req.on('error', () => done(0))
    req.setTimeout(10_000, () => req.destroy())
    req.end(init.body)
  })
}

const workers = clients.flatMap((client) =>
  Array.from({ length: CONNECTIONS }, async (_, index) => {
    while (running) {
      const status = await (index % 2 === 0
        ? send(client, '/api/auth/nonce')
        : send(client, '/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json', origin: appOrigin }, body }))
      statuses[status] = (statuses[status] ?? 0) + 1
      // A refused connection answers at once: yield so a dead target is not a busy loop.
      if (status === 0) await new Promise((resume) => setImmediate(resume))
    }
  }),
)
process.send?.({ started: true })
process.on('message', () => {
  running = false
  void Promise.all(workers).then(() => {
    for (const client of clients) client.agent.destroy()
    process.send?.(statuses, () => process.exit(0))
  })
})
