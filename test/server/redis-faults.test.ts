import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient, parseSetCookie } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { localChainForFile } from './support/local-chain.js'
import { startRedis, type RunningRedis } from './support/redis-server.js'
import { alice, messageFor } from './support/siwe.js'
import type { PrivateKeyAccount } from 'viem/accounts'

const PORTS = await namedPorts('chain', 'redis', 'serve', 'redisHung', 'hung')
const ROOT = resolve(import.meta.dirname, '../..')
const chain = localChainForFile(PORTS.chain)

async function signInAs(client: ReturnType<typeof authClient>, origin: string, account: PrivateKeyAccount) {
  const message = messageFor(origin, { address: account.address, nonce: await client.nonce() })
  return client.verify({ message, signature: await account.signMessage({ message }) })
}

/** `npm run serve` on `port` with the build in `dist` and `redisUrl`; resolves once it serves with its Redis stores. */
async function startServeWithRedis(port: number, dist: string, redisUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`
  const serve = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: dist,
      VITE_RPC_URL_31337: chain.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'a secret the instances share, 32+ characters',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((ready, fail) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`on ${url}`)) ready()
    }
    serve.stdout?.on('data', onData)
    serve.stderr?.on('data', onData)
    serve.once('exit', (code) => fail(new Error(`npm run serve exited (${code}): ${output}`)))
  })
  return serve
}

/** Ends what a describe started: the server (SIGTERM, waited for), Redis, the build folder. */
async function stopAll(serve: ChildProcess | undefined, redis: RunningRedis | undefined, dist: string | undefined) {
  if (serve && serve.exitCode === null) {
    const exited = new Promise((done) => serve.once('exit', done))
    serve.kill('SIGTERM')
    await exited
  }
  await redis?.stop()
  if (dist) rmSync(dist, { recursive: true, force: true })
}

describe('npm run serve with REDIS_URL, Redis going down', () => {
  let redis: RunningRedis
  let serve: ChildProcess
  let dist: string
  const url = `http://127.0.0.1:${PORTS.serve}`

  beforeAll(async () => {
    redis = await startRedis(PORTS.redis + 100)
    dist = mkdtempSync(join(tmpdir(), 'serve-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    serve = await startServeWithRedis(PORTS.serve, dist, redis.url)
  }, 30_000)
  afterAll(() => stopAll(serve, redis, dist))

  /** The answer and how long it took: a store that is down must be answered at once, not after retries. */
  async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
    const start = performance.now()
    const value = await call()
    return { value, ms: performance.now() - start }
  }

  it('answers 503 within a second on every route that needs the store; a logout it cannot record keeps the cookie for the retry', async () => {
    const client = authClient(url)
    const { cookie, status } = await signInAs(client, url, alice)
    expect(status).toBe(200)
    await redis.stop()

    // A nonce needs no store; spending it does.
    const message = messageFor(url, { address: alice.address, nonce: await client.nonce() })
    const signature = await alice.signMessage({ message })
    const spent = await timed(() => client.verify({ message, signature }))
    expect(spent.value).toMatchObject({ status: 503, body: { error: 'The nonce store is unavailable; retry in a moment.' } })
    expect(spent.ms).toBeLessThan(1_000)

    const session = await timed(() => client.session(cookie))
    expect(session.value.status).toBe(503)
    expect(session.ms).toBeLessThan(1_000)

    const logout = await timed(() => client.logout(cookie))
    expect(logout.value.status).toBe(503)
    expect(JSON.parse(logout.value.body)).toEqual({
      error: 'The sign-out could not be recorded on the server, so the session is still open; retry in a moment.',
    })
    // The cookie stays, so the retry "in a moment" sends it again and ends the session for real.
    expect(logout.value.setCookies.map(parseSetCookie).find((set) => set.name === 'siwe-session')).toBeUndefined()
    expect(logout.ms).toBeLessThan(1_000)
  }, 30_000)
})

describe('npm run serve with REDIS_URL, Redis hanging (paused with SIGSTOP)', () => {
  let redis: RunningRedis
  let serve: ChildProcess
  let dist: string
  const url = `http://127.0.0.1:${PORTS.hung}`
  /** Long enough that a wait for it stands out on a loaded machine. */
  const TIMEOUT_MS = 3_000

  beforeAll(async () => {
    redis = await startRedis(PORTS.redisHung)
    dist = mkdtempSync(join(tmpdir(), 'serve-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    serve = await startServeWithRedis(PORTS.hung, dist, redis.url, { REDIS_TIMEOUT_MS: String(TIMEOUT_MS) })
  }, 30_000)
  afterAll(async () => {
    if (redis?.pid) process.kill(redis.pid, 'SIGCONT')
    await stopAll(serve, redis, dist)
  })

  it('one request waits out REDIS_TIMEOUT_MS, the next ones are answered without waiting for Redis; it is asked again once it answers', async () => {
    // Each sign-in from an address of its own: the per-client limits stay out of the way.
    let browsers = 0
    const browser = () => authClient(url, url, { localAddress: `127.0.6.${++browsers}` })
    expect((await signInAs(browser(), url, alice)).status).toBe(200)
    process.kill(redis.pid!, 'SIGSTOP')
    const signIn = async () => {
      const start = performance.now()
      const result = await signInAs(browser(), url, alice)
      return { status: result.status, ms: performance.now() - start }
    }
    const first = await signIn()
    expect(first.status).toBe(503)
    // Before: every one of these waited a timeout per Redis call (the rate count, then the spend).
    const next = [await signIn(), await signIn(), await signIn()]
    for (const answer of next) {
      expect(answer.status).toBe(503)
      expect(answer.ms).toBeLessThan(TIMEOUT_MS)
    }
    process.kill(redis.pid!, 'SIGCONT')
    for (let pause = 50; (await signInAs(browser(), url, alice)).status !== 200; pause = Math.min(pause * 2, 500)) {
      await new Promise((done) => setTimeout(done, pause))
    }
  }, 60_000)
})
