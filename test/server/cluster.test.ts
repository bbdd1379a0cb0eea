import { connect, type Socket } from 'node:net'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../../src/server/cluster/stack.js'
import { HEALTH_PATH } from '../../src/server/health.js'
import { authClient, send, type CookieJar } from './support/http.js'
import { alice, messageFor } from './support/siwe.js'

const ROOT = resolve(import.meta.dirname, '../..')
const BROWSERS = 4

/**
 * `npm run serve:cluster` as deployed: three serve processes sharing redis-server behind
 * HAProxy with src/server/haproxy.cfg. Honest browsers sign in through HAProxy, each from its
 * own loopback address, while an instance crashes and while Redis restarts.
 */
describe('serve:cluster: three instances behind HAProxy sharing Redis', () => {
  let stack: Stack
  let dir: string
  /**
   * Every honest sign-in in this file comes from an address no other one used: the per-address
   * limits are set low here, and a nonce request an instance died under is counted again when
   * HAProxy sends it to another, so an address used by an earlier test could meet a 429 later.
   */
  let addresses = 0
  const address = () => `127.0.${100 + (addresses % 100)}.${1 + (Math.floor(addresses++ / 100) % 250)}`
  /** The disruption under way (a kill, a restart): a user's retry "in a moment" comes after it is over. */
  let disruption: Promise<unknown> = Promise.resolve()

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cluster-test-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    stack = await startStack({
      root: ROOT,
      distDir: dir,
      redisDir: dir,
      // Plain accounts only: the node is never asked, but the chain must be offered.
      env: { VITE_RPC_URL_31337: 'http://127.0.0.1:9', AUTH_RATE_NONCE_PER_MIN: '1', AUTH_RATE_NONCE_BURST: '2' },
    })
  }, 60_000)
  afterAll(async () => {
    await stack?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /**
   * One sign-in: nonce, sign, verify, from a fresh connection on its own loopback address (the
   * browser's cookies kept), so the per-address limits of HAProxy and the app stay out of the
   * way. The status of the step that failed, 0 when the connection did.
   */
  async function signIn(jar: CookieJar, address: string): Promise<number> {
    const browser = authClient(stack.url, stack.url, { localAddress: address, jar })
    try {
      const nonce = await browser.nonceAnswer()
      if (nonce.status !== 200) return nonce.status
      const message = messageFor(stack.url, { address: alice.address, nonce: nonce.json().nonce as string })
      return (await browser.verify({ message, signature: await alice.signMessage({ message }) })).status
    } catch {
      return 0
    } finally {
      browser.close()
    }
  }

  /** The disruption is over and every running instance answers its health check with Redis ready: what a retry "in a moment" finds. */
  async function settled(): Promise<void> {
    await disruption.catch(() => undefined)
    for (const instance of stack.instances) {
      if (instance.pid === undefined) continue
      for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
        const answer = await fetch(`${instance.url}${HEALTH_PATH}`).then(
          (response) => response.json() as Promise<{ redis: string }>,
          () => undefined,
        )
        if (answer?.redis === 'ready') break
        await new Promise((done) => setTimeout(done, pause))
      }
    }
  }

  /**
   * Browsers signing in one after another until stopped; a failed sign-in is tried once more
   * once the stack has settled, as a user retries. Resolves `reached(n)` once n sign-ins are done.
   */
  function honestLoad() {
    const outcomes: { first: number; retry?: number }[] = []
    const waiters: { count: number; done: () => void }[] = []
    let running = true
    const record = (outcome: { first: number; retry?: number }) => {
      outcomes.push(outcome)
      for (const waiter of [...waiters]) {
        if (outcomes.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.done()
        }
      }
    }
    const browsers = Array.from({ length: BROWSERS }, async () => {
      const jar: CookieJar = {}
      while (running) {
        const first = await signIn(jar, address())
        if (first === 200) record({ first })
        else {
          await settled()
          record({ first, retry: await signIn(jar, address()) })
        }
      }
    })
    return {
      count: () => outcomes.length,
      reached: (count: number) => new Promise<void>((done) => (outcomes.length >= count ? done() : waiters.push({ count, done }))),
      async stop() {
        running = false
        await Promise.all(browsers)
        return outcomes
      },
    }
  }

  it('serves the health check and signs in through HAProxy, the session known to every instance', async () => {
    const health = await fetch(`${stack.url}${HEALTH_PATH}`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', redis: 'ready' })
    const browser = authClient(stack.url, stack.url, { localAddress: '127.0.0.19' })
    const message = messageFor(stack.url, { address: alice.address, nonce: await browser.nonce() })
    const verified = await browser.verify({ message, signature: await alice.signMessage({ message }) })
    expect(verified.status).toBe(200)
    // Round robin: three asks reach three instances; each opens the sealed cookie with the shared secret.
    for (let i = 0; i < 3; i++) expect((await browser.session(verified.cookie)).session).toEqual({ address: alice.address, chainId: 31337 })
    browser.close()
  })

  it("counts a client's nonce requests once across the instances (Redis), not once per instance", async () => {
    const statuses: number[] = []
    // Round robin: 5 asks reach the instances 2, 2 and 1 times; a limit per instance (2) would let all through.
    for (let i = 0; i < 5; i++) statuses.push((await send(`${stack.url}/api/auth/nonce`, { localAddress: '127.0.0.76' })).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429])
  })

  it('holds, then refuses with 429 at HAProxy, what an address sends past its API burst; its neighbours are served', async () => {
    // haproxy.cfg's default: 5 API requests per address in a second (and 30 in 10 s). Sent at once they
    // arrive within a second or two: at most 10 get through, the rest are held, then refused.
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(`${stack.url}${HEALTH_PATH}`, { localAddress: '127.0.0.77' })))
    const served = answers.filter((answer) => answer.status === 200).length
    expect(served).toBeGreaterThanOrEqual(5)
    expect(served).toBeLessThanOrEqual(10)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - served)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(refused.headers['retry-after']).toBe('10')
    expect(refused.json()).toEqual({ error: 'Too many requests from this network; retry in 10 s.' })
    expect((await send(`${stack.url}/api/auth/nonce`, { localAddress: '127.0.0.78' })).status).toBe(200)
  })

  it('resets connections past the per-address bound at HAProxy; the rest and other addresses are served', async () => {
    const port = Number(new URL(stack.url).port)
    // haproxy.cfg's default: 50 open connections per address. Which one of 51 is refused depends on accept order.
    const sockets = Array.from({ length: 51 }, () => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.79' })
      socket.on('error', () => {})
      return socket
    })
    try {
      const reset = await Promise.race(sockets.map((socket) => new Promise<Socket>((resolve) => socket.once('close', () => resolve(socket)))))
      expect(reset.bytesRead).toBe(0)
      const answered = await Promise.all(
        sockets
          .filter((socket) => socket !== reset)
          .map(
            (socket) =>
              new Promise<string>((resolve) => {
                let text = ''
                socket.on('data', (chunk: Buffer) => {
                  text += chunk.toString()
                  if (text.includes('\r\n\r\n')) resolve(text.split('\r\n')[0] ?? '')
                })
                socket.once('close', () => resolve(text.split('\r\n')[0] ?? ''))
                socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
              }),
          ),
      )
      expect(answered.filter((line) => line !== 'HTTP/1.1 200 OK')).toEqual([])
      expect((await send(`${stack.url}${HEALTH_PATH}`, { localAddress: '127.0.0.80' })).status).toBe(200)
    } finally {
      for (const socket of sockets) socket.destroy()
    }
  })

  it('loses no honest sign-in beyond one retry while an instance is killed and comes back', async () => {
    const load = honestLoad()
    try {
      await load.reached(8)
      const app2 = stack.instances[1]!
      const down = stack.serverState(app2.name, 'DOWN')
      disruption = Promise.all([app2.kill(), down])
      await disruption
      await load.reached(load.count() + 12)
      const up = stack.serverState(app2.name, 'UP')
      disruption = Promise.all([app2.start(), up])
      await disruption
      await load.reached(load.count() + 12)
    } finally {
      const outcomes = await load.stop()
      expect(outcomes.filter((outcome) => outcome.first !== 200 && outcome.retry !== 200)).toEqual([])
      expect(outcomes.length).toBeGreaterThanOrEqual(32)
    }
  }, 60_000)

  it('loses no honest sign-in beyond one retry while Redis restarts', async () => {
    const load = honestLoad()
    try {
      await load.reached(8)
      disruption = stack.restartRedis()
      await settled()
      await load.reached(load.count() + 12)
    } finally {
      const outcomes = await load.stop()
      expect(outcomes.filter((outcome) => outcome.first !== 200 && outcome.retry !== 200)).toEqual([])
      expect(outcomes.length).toBeGreaterThanOrEqual(20)
    }
  }, 60_000)
})
