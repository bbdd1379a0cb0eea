import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestHaproxy, until, type TestHaproxy } from '../support/server/haproxy.js'

/**
 * An instance is taken out on its health checks, not on one error of real traffic: under a crowd a
 * healthy instance may refuse one connection (its backlog full for a moment), and dropping it then
 * would put its share of the load on the two others. Three real HTTP servers behind
 * src/server/haproxy.cfg; each state is read from HAProxy's own stats.
 */
describe('HAProxy marks an instance down on its health checks, not on one error', () => {
  const healthy = [true, true, true]
  const servers: Server[] = []
  let hosts: [string, string, string]
  let haproxy: TestHaproxy

  const listen = (server: Server, port = 0) => new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const portOf = (server: Server) => (server.address() as AddressInfo).port

  beforeAll(async () => {
    for (const index of [0, 1, 2]) {
      const server = createServer((request, response) => {
        if (request.url === '/api/health') return void response.writeHead(healthy[index] ? 200 : 503).end()
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`app${index + 1}`)
      })
      await listen(server)
      servers.push(server)
    }
    hosts = servers.map((server) => `127.0.0.1:${portOf(server)}`) as [string, string, string]
    haproxy = await startTestHaproxy('haproxy-health', hosts, { LB_TARPIT: '1ms' })
    await until(async () => (await statusOf('app1')) === 'UP' && (await statusOf('app2')) === 'UP' && (await statusOf('app3')) === 'UP')
  }, 30_000)
  afterAll(async () => {
    await haproxy?.stop()
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  })

  async function row(server: string): Promise<Record<string, string>> {
    const found = (await haproxy.stats()).find((line) => line.pxname === 'servers' && line.svname === server)
    if (!found) throw new Error(`HAProxy reports no ${server}.`)
    return found
  }
  const statusOf = async (server: string) => (await row(server)).status

  it('one refused connection of real traffic: the request is served by another instance, and the instance stays up', async () => {
    const app1 = servers[0]!
    const port = portOf(app1)
    // app1 stops listening for a moment: a connection to it now is refused, as from a full backlog.
    await new Promise((done) => app1.close(done))
    const before = await row('app1')
    // Round robin: of three requests one is sent to app1, refused, and sent again to another instance.
    const statuses = await Promise.all([1, 2, 3].map((i) => haproxy.request(`2001:db8:70:${i}::1`, '/')))
    await listen(app1, port)
    expect(statuses).toEqual([200, 200, 200])
    const after = await row('app1')
    // HAProxy saw the error (its observed-traffic failures) and sent the request elsewhere.
    expect(Number(after.hanafail)).toBeGreaterThan(Number(before.hanafail))
    expect(Number(after.wredis)).toBeGreaterThan(Number(before.wredis))
    // Still in service: the error only made its checks come faster.
    expect(after.status).toMatch(/^UP/)
  })

  it('failing its health checks takes an instance out; passing them again brings it back', async () => {
    healthy[1] = false
    await until(async () => (await statusOf('app2')) === 'DOWN')
    const sessionsBefore = Number((await row('app2')).stot)
    // Out of service: every request goes to the two others.
    const served = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => haproxy.request(`2001:db8:71:${i}::1`, '/')))
    expect(served).toEqual([200, 200, 200, 200, 200, 200])
    expect(Number((await row('app2')).stot)).toBe(sessionsBefore)
    healthy[1] = true
    await until(async () => (await statusOf('app2')) === 'UP')
  }, 30_000)
})
