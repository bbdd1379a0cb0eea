/**
 * The crowd scenarios of `npm run bench:auth`: (c) 2 000 source addresses x 2 connections, and
 * 2 000 /64s of one IPv6 /48 x 2 connections, flooding GET /nonce and junk POST /verify while
 * honest users sign in, against one `npm run serve` instance and against the 3-instance HAProxy
 * stack of `npm run serve:cluster`, the flooder niced (a crowd's CPU is its own) and at normal
 * priority; (d) the crowd attacks on the stores (sessions and nonces a crowd used to fill)
 * replayed with the bounds scaled down. Every server runs with the default AUTH_* and LB_*
 * limits unless a scenario says otherwise. Honest users each sign in once from an address of
 * their own, as many people would. A missed aim is listed in `missedAims` (auth-load.ts exits 3).
 */
import { Agent } from 'node:http'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { freePorts } from '../../src/server/cluster/free-ports.js'
import { startProcess } from '../../src/server/cluster/processes.js'
import { rssOf, startStack, type Stack } from '../../src/server/cluster/stack.js'
import { DEFAULT_AUTH_LIMITS } from '../../src/server/limits.js'
import { mb, percentile, ratio, runHonest, send, signIn, signOut, type HonestFigures } from './auth-client.js'
import { memoryOf, ROOT, startAuthServer, startFlood, stopChild, type Crowd, type Memory } from './auth-processes.js'

/** In the bench range 19580-19599 (auth-load.ts uses 19590): the plain API of the store attacks (d). */
const PORT = 19592
const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 15)
const CROWD_ADDRESSES = Number(process.env.BENCH_CROWD_ADDRESSES ?? 2_000)
const CROWD_CONNECTIONS = 2
/** Both by default; `BENCH_CROWD_NICE=only` the niced flooder alone, `off` the normal one alone. */
const PRIORITIES = process.env.BENCH_CROWD_NICE === 'only' ? [true] : process.env.BENCH_CROWD_NICE === 'off' ? [false] : [true, false]
/** `BENCH_CROWD_TARGETS=one` or `haproxy` runs (c) against that target alone. */
const TARGETS = (process.env.BENCH_CROWD_TARGETS ?? 'one,haproxy').split(',')
/** `BENCH_CROWD_KINDS=addresses` (2 000 addresses), `spread48` (the /48 spread) or `stores` (d) runs those alone; all by default. */
const KINDS = (process.env.BENCH_CROWD_KINDS ?? 'addresses,spread48,stores').split(',')
/** The store attacks (d) use 200 addresses, as when they were found. */
const STORE_CROWD = 200
const HONEST_BROWSERS = 8
/** 8 browsers x 4 sign-ins a second: 32 honest sign-ins/s. */
const HONEST_INTERVAL_MS = 250
/** The one instance's listed proxy: the /48 spread is relayed from it in X-Forwarded-For (loopback has no IPv6 /48 to bind). */
const RELAY = '127.255.0.1'
/** Aims: honest sign-ins all succeed; p99 at most 1 s on one instance and 3 times the no-flood p99 through HAProxy (niced flooder). */
const ONE_INSTANCE_P99_MS = 1_000
const HAPROXY_P99_RATIO = 3
/** What a /48 may get of GET /nonce in the run: a few clients' worth (AUTH_IPV6_48_CLIENTS), each its burst twice (the minute's refill) and its rate. */
const LIMITS = DEFAULT_AUTH_LIMITS
const share48 = (seconds: number) => Math.ceil(LIMITS.clientsPer48 * (2 * LIMITS.nonceBurst + (LIMITS.noncePerMinute * seconds) / 60))

/** Aims a run missed, each in a sentence; empty when every aim was met. */
export const missedAims: string[] = []

let block = 2
/** Honest users: a fresh address for every sign-in, from a /16 of loopback no other scenario uses. */
function honest(origin: string, seconds: number): Promise<HonestFigures> {
  const b = block++
  return runHonest({
    origin,
    browsers: HONEST_BROWSERS,
    seconds,
    intervalMs: HONEST_INTERVAL_MS,
    address: (index, round) => `127.${b}.${10 + index}.${1 + (round % 250)}`,
  })
}

interface Target {
  name: string
  /** Where honest browsers go, and the crowd of addresses. */
  origin: string
  /** How the /48 spread reaches it. */
  spread48: { target: string; via: NonNullable<Crowd['spread48']>['via']; how: string }
  memory(): { name: string; rss: number }[]
  /** The honest p99 aim under a niced crowd, given the no-flood p99. */
  p99Aim(baselineP99: number): number
}

interface FloodRow {
  crowd: string
  niced: boolean
  flooded: HonestFigures
  flood: Map<number, number>
  /** How long the crowd sent, from its start to its last answer (longer than the honest run it surrounds). */
  floodSeconds: number
  memory: { name: string; before: number; after: number }[]
}

interface TargetRows {
  target: Target
  baseline: HonestFigures
  rows: FloodRow[]
}

async function floodsAgainst(target: Target): Promise<TargetRows> {
  await honest(target.origin, 1) // warm-up: JIT, sockets
  const baseline = await honest(target.origin, SECONDS)
  const crowds: { kind: string; label: string; target: string; crowd: Crowd }[] = [
    {
      kind: 'addresses',
      label: `${CROWD_ADDRESSES} addresses x ${CROWD_CONNECTIONS}`,
      target: target.origin,
      crowd: { addresses: CROWD_ADDRESSES, connections: CROWD_CONNECTIONS },
    },
    {
      kind: 'spread48',
      label: `${CROWD_ADDRESSES} /64s of one /48 x ${CROWD_CONNECTIONS} (${target.spread48.how})`,
      target: target.spread48.target,
      crowd: { addresses: CROWD_ADDRESSES, connections: CROWD_CONNECTIONS, origin: target.origin, spread48: { via: target.spread48.via } },
    },
  ]
  const rows: FloodRow[] = []
  for (const crowd of crowds.filter(({ kind }) => KINDS.includes(kind))) {
    for (const niced of PRIORITIES) {
      const before = target.memory()
      const started = performance.now()
      const flooder = await startFlood(crowd.target, { ...crowd.crowd, lowPriority: niced })
      const flooded = await honest(target.origin, SECONDS)
      const flood = await flooder.stop()
      const floodSeconds = (performance.now() - started) / 1000
      const after = target.memory()
      rows.push({
        crowd: crowd.label,
        niced,
        flooded,
        flood,
        floodSeconds,
        memory: before.map((entry, index) => ({ name: entry.name, before: entry.rss, after: after[index]?.rss ?? Number.NaN })),
      })
      await honest(target.origin, 1) // the crowd's connections closing, before the next
    }
  }
  return { target, baseline, rows }
}

/** A build for `npm run serve` to hand out: one page. */
function tinyBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-crowd-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>')
  return dir
}

async function oneInstance(): Promise<TargetRows> {
  const dir = tinyBuild()
  const [port] = (await freePorts(1)) as [number]
  const origin = `http://127.0.0.1:${port}`
  const serve = await startProcess({
    name: 'serve',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server/serve.ts'],
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: dir,
      APP_ORIGIN: origin,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      AUTH_TRUSTED_PROXIES: RELAY,
      VITE_RPC_URL_31337: 'http://127.0.0.1:9',
    },
    ready: (output) => output.includes(`on ${origin}`),
  })
  try {
    return await floodsAgainst({
      name: 'one instance (`npm run serve`, in-memory stores)',
      origin,
      spread48: { target: origin, via: `xff:${RELAY}`, how: `relayed in X-Forwarded-For by ${RELAY}, a listed proxy` },
      memory: () => [{ name: 'instance', rss: rssOf(serve.child.pid) ?? Number.NaN }],
      p99Aim: () => ONE_INSTANCE_P99_MS,
    })
  } finally {
    await serve.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** haproxy.cfg with a second bind taking the PROXY protocol: the /48 spread says there where each connection is from. */
function configWithProxyBind(dir: string): string {
  const config = readFileSync(join(ROOT, 'src/server/haproxy.cfg'), 'utf8')
  const withBind = config.replace(/^(\s*)(bind "\$\{LB_BIND[^"]*\}")$/m, '$1$2\n$1bind "${LB_PROXY_BIND}" accept-proxy')
  if (withBind === config) throw new Error('haproxy.cfg has no `bind "${LB_BIND...}"` line to add a PROXY protocol bind beside.')
  const path = join(dir, 'haproxy-bench.cfg')
  writeFileSync(path, withBind)
  return path
}

async function throughHaproxy(): Promise<TargetRows> {
  const dir = tinyBuild()
  const [proxyPort] = (await freePorts(1)) as [number]
  let stack: Stack | undefined
  try {
    stack = await startStack({
      root: ROOT,
      distDir: dir,
      redisDir: dir,
      env: { VITE_RPC_URL_31337: 'http://127.0.0.1:9' },
      haproxyConfig: configWithProxyBind(dir),
      proxyEnv: { LB_PROXY_BIND: `127.0.0.1:${proxyPort}` },
    })
    const running = stack
    return await floodsAgainst({
      name: '3 instances behind HAProxy, Redis',
      origin: running.url,
      spread48: { target: `http://127.0.0.1:${proxyPort}`, via: 'proxy-protocol', how: 'each connection opened with a PROXY protocol header' },
      memory: () => running.instances.map((instance) => ({ name: instance.name, rss: instance.rss() ?? Number.NaN })),
      p99Aim: (baselineP99) => HAPROXY_P99_RATIO * baselineP99,
    })
  } finally {
    await stack?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs `task` for each of `count` items, `width` at a time. */
async function inParallel(count: number, width: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

const count = (statuses: Map<number, number>, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
const crowdAddress = (index: number) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`

/** Finding 1: each crowd address signs in with fresh keys and signs out, again and again: sessions (now revocations) pile up. */
async function sessionCrowd(origin: string, statuses: Map<number, number>): Promise<void> {
  await inParallel(STORE_CROWD, 40, async (index) => {
    const agent = new Agent({ keepAlive: true, localAddress: crowdAddress(index) })
    let jar = ''
    for (let round = 0; round < 3; round++) {
      const result = await signIn(agent, origin, jar, privateKeyToAccount(generatePrivateKey()))
      count(statuses, result.status)
      jar = result.jar
      if (result.status === 200) count(statuses, await signOut(agent, origin, jar))
    }
    agent.destroy()
  })
}

/** Finding 2: each crowd address holds 5 nonces, then spends them with junk signatures: spent nonces pile up. */
async function nonceCrowd(origin: string, statuses: Map<number, number>): Promise<void> {
  const junk = privateKeyToAccount(generatePrivateKey())
  await inParallel(STORE_CROWD, 40, async (index) => {
    const agent = new Agent({ keepAlive: true, localAddress: crowdAddress(index) })
    let jar = ''
    const nonces: string[] = []
    for (let i = 0; i < 5; i++) {
      const answer = await send(agent, `${origin}/api/auth/nonce`, { headers: jar ? { cookie: jar } : {} })
      count(statuses, answer.status)
      const binding = answer.setCookie.map((header) => header.split(';')[0] ?? '').find((pair) => pair.startsWith('siwe-client'))
      if (binding && !jar) jar = binding
      if (answer.status === 200) nonces.push((JSON.parse(answer.body) as { nonce: string }).nonce)
    }
    for (const nonce of nonces) {
      const message = createSiweMessage({
        domain: new URL(origin).host,
        uri: origin,
        address: junk.address,
        chainId: 31337,
        nonce,
        version: '1',
        issuedAt: new Date(),
      })
      const body = JSON.stringify({ message, signature: `0x${'11'.repeat(65)}` })
      count(
        statuses,
        (await send(agent, `${origin}/api/auth/verify`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie: jar }, body })).status,
      )
    }
    agent.destroy()
  })
}

interface CapRow {
  attack: string
  env: Record<string, string>
  crowd: Map<number, number>
  honest: HonestFigures
  before: Memory
  after: Memory
}

async function capAttack(
  attack: string,
  env: Record<string, string>,
  crowd: (origin: string, statuses: Map<number, number>) => Promise<void>,
): Promise<CapRow> {
  const server = await startAuthServer(PORT, env)
  const origin = `http://127.0.0.1:${PORT}`
  try {
    const before = await memoryOf(server)
    const statuses = new Map<number, number>()
    await crowd(origin, statuses)
    const honestFigures = await honest(origin, 5)
    return { attack, env, crowd: statuses, honest: honestFigures, before, after: await memoryOf(server) }
  } finally {
    await stopChild(server)
  }
}

const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
const total = (figures: HonestFigures) => figures.signIns + figures.errors
const success = (figures: HonestFigures) =>
  `${((figures.signIns / Math.max(1, total(figures))) * 100).toFixed(1)} % (${figures.signIns} of ${total(figures)}${figures.errors > 0 ? `; failed: ${statusList(figures.failures)}` : ''})`

/** The aims a niced crowd's row is held to; the normal-priority rows are stated, not aimed. */
function checkAims(target: TargetRows, row: FloodRow): string {
  const p99 = percentile(row.flooded.latencies, 99)
  const aim = target.target.p99Aim(percentile(target.baseline.latencies, 99))
  const misses: string[] = []
  const share = share48(row.floodSeconds)
  if (row.crowd.includes('/48') && (row.flood.get(200) ?? 0) > share)
    misses.push(`the /48 got ${row.flood.get(200)} nonces in ${row.floodSeconds.toFixed(0)} s, above its share of ${share}`)
  if (row.niced) {
    if (row.flooded.errors > 0 || total(row.flooded) === 0) misses.push(`honest sign-ins ${success(row.flooded)}, not 100 %`)
    if (!(p99 <= aim)) misses.push(`honest p99 ${p99.toFixed(0)} ms above ${aim.toFixed(0)} ms`)
  }
  for (const miss of misses) missedAims.push(`${target.target.name}, ${row.crowd}, ${row.niced ? 'niced' : 'normal priority'}: ${miss}`)
  const aims = `${row.niced ? `p99 <= ${aim.toFixed(0)} ms, 100 %` : '–'}${row.crowd.includes('/48') ? `; <= ${share} nonces in ${row.floodSeconds.toFixed(0)} s` : ''}`
  return misses.length === 0 ? `${aims}: met` : `${aims}: **missed**`
}

export async function measureCrowd(): Promise<string> {
  const targets: TargetRows[] = []
  if (TARGETS.includes('one')) targets.push(await oneInstance())
  if (TARGETS.includes('haproxy')) targets.push(await throughHaproxy())
  const caps = KINDS.includes('stores')
    ? [
        await capAttack('(d) finding 1: 200 addresses sign in with fresh keys and sign out, 3 times each', { AUTH_MAX_REVOKED_SESSIONS: '150' }, sessionCrowd),
        await capAttack('(d) finding 2: 200 addresses hold 5 nonces each, then spend them with junk signatures', { AUTH_MAX_SPENT_NONCES: '500' }, nonceCrowd),
      ]
    : []
  const lines = [
    `(c) A crowd sending GET /nonce and junk POST /verify as fast as it can for ${SECONDS} s, from ${CROWD_ADDRESSES} source addresses (127.1.0.1 on) or ${CROWD_ADDRESSES} /64s of one IPv6 /48 (2001:db8:48::/48), ${CROWD_CONNECTIONS} connections each; the flooder niced (19) or at normal priority, on the same cores. ${HONEST_BROWSERS} honest browsers each sign in 4 times a second, every sign-in from a new address; default AUTH_* and LB_* limits. Aims: honest sign-ins 100 % with a niced crowd, p99 <= ${ONE_INSTANCE_P99_MS} ms on one instance and <= ${HAPROXY_P99_RATIO}x the no-flood p99 through HAProxy; a /48 gets at most ${LIMITS.clientsPer48} clients' worth of nonces (${share48(SECONDS)} in ${SECONDS} s) over the time the crowd sends`,
    '',
    '| target | crowd | flooder | honest sign-ins | p50 | p99 | p99 ÷ no flood | aims | crowd req/s | crowd answers | RSS before → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const target of targets) {
    const p99Base = percentile(target.baseline.latencies, 99)
    lines.push(
      `| ${target.target.name} | none | – | ${success(target.baseline)} | ${percentile(target.baseline.latencies, 50).toFixed(0)} ms | ${p99Base.toFixed(0)} ms | – | – | – | – | – |`,
    )
    for (const row of target.rows) {
      const sent = [...row.flood.values()].reduce((sum, n) => sum + n, 0)
      const p99 = percentile(row.flooded.latencies, 99)
      lines.push(
        `| ${target.target.name} | ${row.crowd} | ${row.niced ? 'niced' : 'normal'} | ${success(row.flooded)} | ${percentile(row.flooded.latencies, 50).toFixed(0)} ms | ${p99.toFixed(0)} ms | ${ratio(p99, p99Base)} | ${checkAims(target, row)} | ${(sent / SECONDS).toFixed(0)} | ${statusList(row.flood)} | ${row.memory.map((entry) => `${entry.name} ${mb(entry.before)} → ${mb(entry.after)}`).join('; ')} |`,
      )
    }
  }
  lines.push(
    '',
    '(d) The crowd attacks on the stores, replayed against one instance with the bounds scaled down; then 8 honest browsers sign in for 5 s (a new address each time)',
    '',
    '| attack | scaled bound | crowd answers | honest sign-ins after | RSS before → after | heap before → after |',
    '| --- | --- | --- | --- | --- | --- |',
  )
  for (const row of caps) {
    lines.push(
      `| ${row.attack} | ${Object.entries(row.env)
        .map(([name, value]) => `${name}=${value}`)
        .join(
          ', ',
        )} | ${statusList(row.crowd)} | ${success(row.honest)} | ${mb(row.before.rss)} → ${mb(row.after.rss)} | ${mb(row.before.heapUsed)} → ${mb(row.after.heapUsed)} |`,
    )
  }
  if (missedAims.length > 0) lines.push('', `Aims missed: ${missedAims.join('; ')}.`)
  return lines.join('\n')
}
