import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { createRedisNonceStore, createRedisSessionStore } from '../../src/server/stores/redis.js'
import { authClient, listen, parseSetCookie, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { localChainForFile } from './support/local-chain.js'
import { startRedis, type RunningRedis } from './support/redis-server.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'
import type { PrivateKeyAccount } from 'viem/accounts'

const PORTS = await namedPorts('chain', 'redis', 'http', 'serve', 'nothing')
const ROOT = resolve(import.meta.dirname, '../..')
const chain = localChainForFile(PORTS.chain)

async function signInAs(client: ReturnType<typeof authClient>, origin: string, account: PrivateKeyAccount) {
  const message = messageFor(origin, { address: account.address, nonce: await client.nonce() })
  return client.verify({ message, signature: await account.signMessage({ message }) })
}

describe('Redis stores are bounded per client and in all', () => {
  let redis: RunningRedis
  let connection: Redis
  let server: RunningServer
  let url: string

  beforeAll(async () => {
    redis = await startRedis(PORTS.redis)
    connection = new Redis(redis.url, { maxRetriesPerRequest: 1 })
    const limits = { maxNoncesPerClient: 3, maxNonces: 6, maxSessions: 4, noncePerMinute: 1_000, verifyPerMinute: 1_000 }
    const app = createAuthApp({
      origins: [`http://127.0.0.1:${PORTS.http}`],
      chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }],
      limits,
      nonces: createRedisNonceStore(connection, { limits }),
      sessions: createRedisSessionStore(connection, { limits }),
    })
    server = await listen(app, PORTS.http)
    url = server.url
  })
  afterAll(async () => {
    await server?.close()
    await connection?.quit()
    await redis?.stop()
  })

  const nonceKeys = async () => (await connection.keys('siwe:nonce:*')).length

  it('a client flooding /nonce holds at most its cap of nonce keys; another client\'s nonce still works', async () => {
    const victim = authClient(url, url, { localAddress: '127.0.0.2' })
    const pending = await victim.nonce()
    const flooder = authClient(url, url, { localAddress: '127.0.0.3' })
    for (let i = 0; i < 40; i++) await flooder.nonce()
    expect(await nonceKeys()).toBe(4) // the flooder's 3 + the victim's 1
    const message = messageFor(url, { address: alice.address, nonce: pending })
    expect((await victim.verify({ message, signature: await alice.signMessage({ message }) })).status).toBe(200)
    expect(await connection.pttl((await connection.keys('siwe:nonce:*'))[0]!)).toBeGreaterThan(0)
  })

  it('at the global nonce cap a new client gets 503, nothing pending is dropped, sessions are untouched', async () => {
    const signedIn = authClient(url, url, { localAddress: '127.0.0.4' })
    const { cookie } = await signInAs(signedIn, url, mallory)
    const statuses: number[] = []
    for (let host = 10; host < 14; host++) {
      const client = authClient(url, url, { localAddress: `127.0.0.${host}` })
      for (let i = 0; i < 3; i++) statuses.push((await client.nonceAnswer()).status)
    }
    expect(await nonceKeys()).toBe(6)
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0)
    const refused = await authClient(url, url, { localAddress: '127.0.0.20' }).nonceAnswer()
    expect(refused.status).toBe(503)
    expect(refused.json().error).toBe('Too many sign-ins are pending; retry in a moment.')
    expect(refused.headers['retry-after']).toBe('5')
    expect((await signedIn.session(cookie)).session).toEqual({ address: mallory.address, chainId: LOCAL_CHAIN_ID })
  })

  it('at the global session cap a new session is refused (503); open ones stay', async () => {
    await connection.del(...(await connection.keys('siwe:nonce*')))
    const cookies: string[] = []
    for (let host = 30; host < 40; host++) {
      const result = await signInAs(authClient(url, url, { localAddress: `127.0.0.${host}` }), url, alice)
      if (result.status === 200) cookies.push(result.cookie!)
      else expect(result).toMatchObject({ status: 503, body: { error: 'The server cannot open more sessions now; retry later.' } })
    }
    expect(cookies.length).toBeLessThanOrEqual(4)
    expect((await connection.keys('siwe:session:*')).length).toBe(4)
  })
})

describe('npm run serve with REDIS_URL, Redis going down', () => {
  let redis: RunningRedis
  let serve: ChildProcess
  let dist: string
  const url = `http://127.0.0.1:${PORTS.serve}`

  beforeAll(async () => {
    redis = await startRedis(PORTS.redis + 100)
    dist = mkdtempSync(join(tmpdir(), 'serve-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    serve = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/serve.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORTS.serve), DIST_DIR: dist, VITE_RPC_URL_31337: chain.url, REDIS_URL: redis.url },
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
  }, 30_000)
  afterAll(async () => {
    if (serve && serve.exitCode === null) {
      const exited = new Promise((done) => serve.once('exit', done))
      serve.kill('SIGTERM')
      await exited
    }
    await redis?.stop()
    rmSync(dist, { recursive: true, force: true })
  })

  /** The answer and how long it took: a store that is down must be answered at once, not after retries. */
  async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
    const start = performance.now()
    const value = await call()
    return { value, ms: performance.now() - start }
  }

  it('answers 503 within a second on every route, and logout still clears the cookie', async () => {
    const client = authClient(url)
    const { cookie, status } = await signInAs(client, url, alice)
    expect(status).toBe(200)
    await redis.stop()

    const nonce = await timed(() => client.nonceAnswer())
    expect(nonce.value.status).toBe(503)
    expect(nonce.value.json().error).toBe('The nonce store is unavailable; retry in a moment.')
    expect(nonce.ms).toBeLessThan(1_000)

    const session = await timed(() => client.session(cookie))
    expect(session.value.status).toBe(503)
    expect(session.ms).toBeLessThan(1_000)

    const logout = await timed(() => client.logout(cookie))
    expect(logout.value.status).toBe(503)
    expect(JSON.parse(logout.value.body)).toEqual({ error: 'The sign-out could not be recorded on the server; retry in a moment.' })
    const cleared = logout.value.setCookies.map(parseSetCookie).find((set) => set.name === 'siwe-session')
    expect(cleared?.value).toBe('')
    expect(cleared?.attributes.get('max-age')).toBe('0')
    expect(logout.ms).toBeLessThan(1_000)
  }, 30_000)
})
