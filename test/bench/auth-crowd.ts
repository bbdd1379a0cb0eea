/**
 * The crowd scenarios of `npm run bench:auth`: (c) 200 source addresses x 2 connections flooding
 * GET /nonce and junk POST /verify while honest users sign in, against one instance and against
 * the 3-instance HAProxy stack of `npm run serve:cluster`; (d) the crowd attacks on the stores
 * (sessions and nonces a crowd used to fill) replayed with the bounds scaled down. Every server
 * runs with the default AUTH_* limits unless a scenario says otherwise. Honest users each sign
 * in once from an address of their own, as many people would.
 */
import { Agent } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { startStack, type Stack } from '../../src/server/cluster/stack.js'
import { mb, percentile, ratio, runHonest, send, signIn, signOut, type HonestFigures } from './auth-client.js'
import { memoryOf, ROOT, startAuthServer, startFlood, stopChild, type Memory } from './auth-processes.js'

/** In the bench range 19580-19599 (auth-load.ts uses 19590). */
const PORT = 19592
const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 15)
const CROWD = { addresses: 200, connections: 2, lowPriority: process.env.BENCH_CROWD_NICE !== 'off' }
const HONEST_BROWSERS = 8
/** 8 browsers x 4 sign-ins a second: 32 honest sign-ins/s. */
const HONEST_INTERVAL_MS = 250

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

interface FloodRow {
  target: string
  baseline: HonestFigures
  flooded: HonestFigures
  flood: Map<number, number>
  memory: { name: string; before: number; after: number }[]
}

async function floodAgainst(target: string, origin: string, memory: () => Promise<{ name: string; rss: number }[]>): Promise<FloodRow> {
  await honest(origin, 1) // warm-up: JIT, sockets
  const baseline = await honest(origin, SECONDS)
  const before = await memory()
  const flooder = await startFlood(origin, CROWD)
  const flooded = await honest(origin, SECONDS)
  const flood = await flooder.stop()
  const after = await memory()
  return {
    target,
    baseline,
    flooded,
    flood,
    memory: before.map((entry, index) => ({ name: entry.name, before: entry.rss, after: after[index]?.rss ?? Number.NaN })),
  }
}

async function oneInstance(): Promise<FloodRow> {
  const server = await startAuthServer(PORT, {})
  try {
    return await floodAgainst('one instance (in-memory stores)', `http://127.0.0.1:${PORT}`, async () => [
      { name: 'instance', rss: (await memoryOf(server)).rss },
    ])
  } finally {
    await stopChild(server)
  }
}

async function throughHaproxy(): Promise<FloodRow> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>')
  let stack: Stack | undefined
  try {
    stack = await startStack({ root: ROOT, distDir: dir, redisDir: dir, env: { VITE_RPC_URL_31337: 'http://127.0.0.1:9' } })
    const running = stack
    return await floodAgainst('3 instances behind HAProxy, Redis', running.url, async () =>
      running.instances.map((instance) => ({ name: instance.name, rss: instance.rss() ?? Number.NaN })),
    )
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
  await inParallel(CROWD.addresses, 40, async (index) => {
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
  await inParallel(CROWD.addresses, 40, async (index) => {
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
const success = (figures: HonestFigures) =>
  `${((figures.signIns / Math.max(1, figures.signIns + figures.errors)) * 100).toFixed(1)} % (${figures.signIns} of ${figures.signIns + figures.errors})`

export async function measureCrowd(): Promise<string> {
  const rows = [await oneInstance(), await throughHaproxy()]
  const caps = [
    await capAttack('(d) finding 1: 200 addresses sign in with fresh keys and sign out, 3 times each', { AUTH_MAX_REVOKED_SESSIONS: '150' }, sessionCrowd),
    await capAttack('(d) finding 2: 200 addresses hold 5 nonces each, then spend them with junk signatures', { AUTH_MAX_SPENT_NONCES: '500' }, nonceCrowd),
  ]
  const lines = [
    `(c) A crowd: ${CROWD.addresses} source addresses (127.1.0.1-200) x ${CROWD.connections} connections sending GET /nonce and junk POST /verify as fast as they can for ${SECONDS} s; ${HONEST_BROWSERS} honest browsers each signing in 4 times a second, every sign-in from a new address; default AUTH_* and LB_* limits`,
    '',
    '| target | honest sign-ins, no flood | p99, no flood | honest sign-ins, flood | p50, flood | p99, flood | p99 ÷ no flood | crowd req/s | crowd answers | RSS before → after flood |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of rows) {
    const total = [...row.flood.values()].reduce((sum, n) => sum + n, 0)
    const p99Base = percentile(row.baseline.latencies, 99)
    const p99 = percentile(row.flooded.latencies, 99)
    lines.push(
      `| ${row.target} | ${success(row.baseline)} | ${p99Base.toFixed(0)} ms | ${success(row.flooded)} | ${percentile(row.flooded.latencies, 50).toFixed(0)} ms | ${p99.toFixed(0)} ms | ${ratio(p99, p99Base)} | ${(total / SECONDS).toFixed(0)} | ${statusList(row.flood)} | ${row.memory.map((entry) => `${entry.name} ${mb(entry.before)} → ${mb(entry.after)}`).join('; ')} |`,
    )
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
  return lines.join('\n')
}
