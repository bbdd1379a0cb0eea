/**
 * The flooder of `auth-load.ts`, in its own process so its event loop does not delay the
 * honest clients it is measured against: one client (127.0.0.200) sending GET /nonce and junk
 * POST /verify over 64 kept-alive connections until told to stop; it answers with the statuses.
 */
import { Agent, request } from 'node:http'

const origin = process.env.TARGET!
const CONNECTIONS = 64
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: '127.0.0.200' })
const statuses: Record<number, number> = {}
let running = true
const body = JSON.stringify({ message: `x wants you to sign in with your Ethereum account:\n${'URI: '.repeat(300)}`, signature: '0x00' })

function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((done) => {
    const req = request(`${origin}${path}`, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      res.resume()
      res.on('end', () => done(res.statusCode ?? 0))
    })
    req.on('error', () => done(0))
    req.end(init.body)
  })
}

const workers = Array.from({ length: CONNECTIONS }, async (_, index) => {
  while (running) {
    const status = await (index % 2 === 0 ? send('/api/auth/nonce') : send('/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body }))
    statuses[status] = (statuses[status] ?? 0) + 1
  }
})
process.send?.({ started: true })
process.on('message', () => {
  running = false
  void Promise.all(workers).then(() => {
    agent.destroy()
    process.send?.(statuses, () => process.exit(0))
  })
})
