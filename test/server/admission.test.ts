import { execFileSync } from 'node:child_process'
import { Agent, type Server } from 'node:http'
import { connect } from 'node:net'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { admission } from '../../src/server/admission.js'
import { NO_TRUSTED_PROXIES, clientIdOf, neighbourhoodOf } from '../../src/server/client-id.js'
import { DEFAULT_AUTH_LIMITS } from '../../src/server/limits.js'
import { listenApp, listeningPort } from '../../src/server/listen.js'
import { socketAddress } from '../../src/server/app.js'
import { send } from './support/http.js'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((done) => server?.close(done) ?? done(undefined))
  server = undefined
})

const serve = async (app: Hono, limits: Partial<typeof DEFAULT_AUTH_LIMITS> = {}) => {
  server = await listenApp(app, { hostname: '127.0.0.1', port: 0, limits: { ...DEFAULT_AUTH_LIMITS, ...limits }, trustedProxies: NO_TRUSTED_PROXIES })
  return `http://127.0.0.1:${listeningPort(server)}`
}

/** One kept-alive connection from `localAddress` asking for `/`: 'served', or 'refused' when it is closed unanswered. */
function holdConnection(port: number, localAddress: string): Promise<'served' | 'refused'> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress })
    socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'))
    socket.once('data', () => done('served'))
    socket.once('close', () => done('refused'))
    socket.once('error', () => undefined)
  })
}

describe('npm run serve admits connections and requests before it works on them', () => {
  it('bounds the connections one address holds open; another address still connects', async () => {
    const url = await serve(
      new Hono().get('/', (c) => c.text('ok')),
      { maxConnectionsPerClient: 5 },
    )
    const port = Number(new URL(url).port)
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => holdConnection(port, '127.0.4.1')))
    expect(outcomes.filter((outcome) => outcome === 'served')).toHaveLength(5)
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(3)
    expect(await holdConnection(port, '127.0.4.2')).toBe('served')
  })

  it('listens with a deep backlog (the kernel queues a connection crowd instead of dropping SYNs)', async () => {
    const url = await serve(new Hono())
    const port = new URL(url).port
    // `ss` shows a listening socket's backlog as its Send-Q.
    const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim()
    const somaxconn = Number(execFileSync('cat', ['/proc/sys/net/core/somaxconn'], { encoding: 'utf8' }))
    expect(Number(line.split(/\s+/)[2])).toBe(Math.min(DEFAULT_AUTH_LIMITS.listenBacklog, somaxconn))
    expect(Math.min(DEFAULT_AUTH_LIMITS.listenBacklog, somaxconn)).toBeGreaterThan(511)
  })

  it('past the bound of requests in progress a noisy address is refused first and a new address goes in; the more in progress, the quieter a client must be; at three times it, none', async () => {
    let entered = 0
    let release = () => {}
    const released = new Promise<void>((done) => (release = done))
    let waiting: { count: number; done: () => void } | undefined
    const app = new Hono()
    app.use('*', admission({ maxInFlight: 4, quietRequests: 10, clientOf: (c) => clientIdOf(socketAddress(c)) }))
    app.get('/slow', async (c) => {
      entered++
      if (waiting && entered >= waiting.count) waiting.done()
      await released
      return c.text('done')
    })
    const url = await serve(app)
    const inside = (count: number) => new Promise<void>((done) => (entered >= count ? done() : (waiting = { count, done })))
    const from = (localAddress: string) => send(`${url}/slow`, { agent: new Agent({ localAddress }) })
    const held: Array<ReturnType<typeof from>> = []

    // Four in progress (the bound), from an address that has sent four.
    held.push(...[1, 2, 3, 4].map(() => from('127.0.4.3')))
    await inside(4)
    // At the bound a client with up to 10 recent requests goes in: the same address's fifth does.
    held.push(from('127.0.4.3'))
    await inside(5)
    // At 1.25 times the bound the allowance is 7 (10 x 0.75): a sixth goes in, at 1.5 times (5) a seventh does not.
    held.push(from('127.0.4.3'))
    await inside(6)
    const seventh = await from('127.0.4.3')
    expect(seventh.status).toBe(503)
    expect(seventh.json()).toEqual({ error: 'The server is busy; retry in a moment.' })
    expect(seventh.headers['retry-after']).toBe('1')
    // A new address, and its first few requests, go in past twice the bound ...
    held.push(...[1, 2, 3, 4].map(() => from('127.0.4.4')))
    await inside(10)
    // ... but not its fifth.
    expect((await from('127.0.4.4')).status).toBe(503)
    held.push(from('127.0.4.5'), from('127.0.4.6'))
    await inside(12)
    // Three times the bound in progress: even a new address waits for room.
    expect((await from('127.0.4.7')).status).toBe(503)
    release()
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect((await from('127.0.4.7')).status).toBe(200)
  })
  it("past a turn's work budget requests wait for a later turn, a client's first requests ahead of a busy client's", async () => {
    const order: string[] = []
    const app = new Hono()
    // A budget of 0: every request waits for the next turn of the event loop.
    app.use('*', admission({ maxInFlight: 100, quietRequests: 10, clientOf: (c) => c.req.header('x-client') ?? '', turns: { budgetMs: 0 } }))
    app.get('/', (c) => {
      order.push(c.req.header('x-client') ?? '')
      return c.text('ok')
    })
    const from = (client: string) => app.request('/', { headers: { 'x-client': client } })
    for (let i = 0; i < 5; i++) expect((await from('busy')).status).toBe(200)
    order.length = 0
    const answers = await Promise.all([from('busy'), from('busy'), from('new')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(order).toEqual(['new', 'busy', 'busy'])
  })

  it('a newcomer from a network whose addresses are all busy waits behind a newcomer from elsewhere', async () => {
    const order: string[] = []
    const app = new Hono()
    app.use(
      '*',
      admission({ maxInFlight: 100, quietRequests: 10, clientOf: (c) => c.req.header('x-client') ?? '', networkOf: neighbourhoodOf, turns: { budgetMs: 0 } }),
    )
    app.get('/', (c) => {
      order.push(c.req.header('x-client') ?? '')
      return c.text('ok')
    })
    const from = (client: string) => app.request('/', { headers: { 'x-client': client } })
    // A crowd of new addresses in one /24, each with its first request only.
    for (let i = 1; i <= 64; i++) expect((await from(`10.0.0.${i}`)).status).toBe(200)
    order.length = 0
    const answers = await Promise.all([from('10.0.0.200'), from('10.0.0.201'), from('192.0.2.7')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(order).toEqual(['192.0.2.7', '10.0.0.200', '10.0.0.201'])
  })

  it("a listed proxy's requests have turns of their own: with a direct connection's budget spent, a relayed request still goes in this turn", async () => {
    const order: string[] = []
    const app = new Hono()
    app.use(
      '*',
      admission({
        maxInFlight: 100,
        quietRequests: 10,
        clientOf: (c) => c.req.header('x-client') ?? '',
        proxied: (c) => c.req.header('x-via') === 'proxy',
        turns: { budgetMs: 0 },
        proxiedTurns: { budgetMs: 60_000 },
      }),
    )
    app.get('/', (c) => {
      order.push(c.req.header('x-client') ?? '')
      return c.text('ok')
    })
    const from = (client: string, via = 'direct') => app.request('/', { headers: { 'x-client': client, 'x-via': via } })
    for (let i = 0; i < 5; i++) expect((await from('busy', 'proxy')).status).toBe(200)
    order.length = 0
    const answers = await Promise.all([from('new'), from('busy', 'proxy')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    // The direct newcomer waits for the next turn; the busy client's relayed request is worked on at once.
    expect(order).toEqual(['busy', 'new'])
  })
})
