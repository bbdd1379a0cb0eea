/**
 * The flooder of the auth benches, in its own process so its event loop does not delay the
 * honest clients it is measured against. FLOOD_ADDRESSES source addresses (one: 127.0.0.200, as
 * one client; more: 127.1.0.1, 127.1.0.2, ..., a crowd) x FLOOD_CONNECTIONS kept-alive
 * connections each, sending GET /nonce and junk POST /verify to TARGET until told to stop; it
 * answers with the statuses.
 */
import { Agent, request } from 'node:http'

const origin = process.env.TARGET!
const ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 1)
const CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 64)
const addressOf = (index: number) => (ADDRESSES === 1 ? '127.0.0.200' : `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`)
const agents = Array.from({ length: ADDRESSES }, (_, index) => new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: addressOf(index) }))
const statuses: Record<number, number> = {}
let running = true
const body = JSON.stringify({ message: `x wants you to sign in with your Ethereum account:\n${'URI: '.repeat(300)}`, signature: '0x00' })

function send(agent: Agent, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((done) => {
    const req = request(`${origin}${path}`, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      res.resume()
      res.on('end', () => done(res.statusCode ?? 0))
    })
    req.on('error', () => done(0))
    req.end(init.body)
  })
}

const workers = agents.flatMap((agent) =>
  Array.from({ length: CONNECTIONS }, async (_, index) => {
    while (running) {
      const status = await (index % 2 === 0
        ? send(agent, '/api/auth/nonce')
        : send(agent, '/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body }))
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
    for (const agent of agents) agent.destroy()
    process.send?.(statuses, () => process.exit(0))
  })
})
