/**
 * The honest side of the sign-in benches (auth-load.ts, auth-crowd.ts): browsers that ask for a
 * nonce, sign with a local key and verify, each with its cookie jar, over real sockets from
 * loopback source addresses (any 127.x.y.z is local on Linux).
 */
import { Agent, request } from 'node:http'
import type { PrivateKeyAccount } from 'viem/accounts'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export const HONEST_ACCOUNT = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

export interface Answer {
  status: number
  setCookie: string[]
  body: string
}

export function send(agent: Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', fail)
    // A request no one answers is a failed sign-in, not a bench that never ends.
    req.setTimeout(30_000, () => req.destroy(new Error('No answer within 30 s.')))
    req.end(init.body)
  })
}

/** The `name=value` pairs of a response's cookies, merged into a jar (a Cookie header). */
function remember(jar: string, setCookie: readonly string[]): string {
  const cookies = new Map(jar ? jar.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const) : [])
  for (const header of setCookie) {
    const pair = header.split(';')[0] ?? ''
    const name = pair.slice(0, pair.indexOf('='))
    if (/Max-Age=0/i.test(header)) cookies.delete(name)
    else cookies.set(name, pair)
  }
  return [...cookies.values()].join('; ')
}

export interface SignInResult {
  /** 200 when signed in, else the status of the step that failed (0: no answer). */
  status: number
  /** The Cookie header after it: binding and session cookies. */
  jar: string
}

/**
 * One sign-in at `origin` (the app origin the message names; requests go there too) from the
 * agent's address, with `account` (the honest key unless given): nonce, sign, verify.
 */
export async function signIn(agent: Agent, origin: string, jar: string, account: PrivateKeyAccount = HONEST_ACCOUNT): Promise<SignInResult> {
  const nonce = await send(agent, `${origin}/api/auth/nonce`, { headers: jar ? { cookie: jar } : {} })
  jar = remember(jar, nonce.setCookie)
  if (nonce.status !== 200) return { status: nonce.status, jar }
  const message = createSiweMessage({
    domain: new URL(origin).host,
    uri: origin,
    address: account.address,
    chainId: 31337,
    nonce: (JSON.parse(nonce.body) as { nonce: string }).nonce,
    version: '1',
    statement: 'Sign in with Ethereum to this app.',
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  const verify = await send(agent, `${origin}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: jar },
    body: JSON.stringify({ message, signature }),
  })
  return { status: verify.status, jar: remember(jar, verify.setCookie) }
}

/** Signs out: the account's sign-out is recorded on the server (what a crowd could try to fill). */
export async function signOut(agent: Agent, origin: string, jar: string): Promise<number> {
  return (await send(agent, `${origin}/api/auth/logout`, { method: 'POST', headers: { origin, cookie: jar } })).status
}

export interface HonestFigures {
  signIns: number
  errors: number
  latencies: number[]
  /** The failed sign-ins by the status of the step that failed (0: no answer). */
  failures: Map<number, number>
}

export interface HonestLoad {
  /** Where the browsers go, and the origin their messages name. */
  origin: string
  browsers: number
  seconds: number
  /** One sign-in per interval per browser, or back to back (0). */
  intervalMs: number
  /**
   * The source address of browser `index`'s `round`-th sign-in: one fixed address per browser
   * (a user signing in again and again), or a new one each time (many users signing in once).
   */
  address: (index: number, round: number) => string
}

/** Honest browsers for `seconds`; every sign-in's time from nonce to verified. */
export async function runHonest(load: HonestLoad): Promise<HonestFigures> {
  const figures: HonestFigures = { signIns: 0, errors: 0, latencies: [], failures: new Map() }
  const end = performance.now() + load.seconds * 1000
  const agents = new Map<string, Agent>()
  const agentFor = (address: string) => {
    let agent = agents.get(address)
    if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, localAddress: address })))
    return agent
  }
  await Promise.all(
    Array.from({ length: load.browsers }, async (_, index) => {
      let jar = ''
      let next = performance.now()
      for (let round = 0; performance.now() < end; round++) {
        const start = performance.now()
        const result = await signIn(agentFor(load.address(index, round)), load.origin, jar).catch(() => ({ status: 0, jar }))
        jar = result.jar
        figures.latencies.push(performance.now() - start)
        if (result.status === 200) figures.signIns++
        else {
          figures.errors++
          figures.failures.set(result.status, (figures.failures.get(result.status) ?? 0) + 1)
        }
        next += load.intervalMs
        const wait = next - performance.now()
        if (wait > 0) await new Promise((done) => setTimeout(done, wait))
      }
    }),
  )
  for (const agent of agents.values()) agent.destroy()
  return figures
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
export const ratio = (value: number, base: number) => (base === 0 ? '–' : `×${(value / base).toFixed(2)}`)
