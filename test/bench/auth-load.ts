/**
 * `npm run bench:auth` (also part of `npm run bench`): the sign-in API under load on loopback.
 * The server runs in its own process (auth-server.ts); honest browsers and a flooder are
 * separate clients, each on its own source address (127.0.0.x), with real sockets. Every
 * scenario runs for a fixed time; figures are ratios to the no-flood baseline of the same run.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSiweMessage } from 'viem/siwe'
import { createSiweMessage } from 'viem/siwe'
import { HONEST_ACCOUNT, mb, percentile, ratio, runHonest, type HonestFigures } from './auth-client.js'
import { measureCrowd, missedAims } from './auth-crowd.js'
import { memoryOf, startAuthServer, startFlood, stopChild, type Memory } from './auth-processes.js'
import { checkSiweShape } from '../../src/server/siwe-shape.js'
import { createMemorySpentNonces } from '../../src/server/stores/memory.js'

/** In the bench range 19580-19599 (run.ts uses 19580-19584). */
const PORT = 19590
const SECONDS = 10
const HONEST_CLIENTS = 8
/** Each honest browser signs in 4 times a second in the flood scenarios: 32 sign-ins/s, 64 requests/s in all. */
const HONEST_INTERVAL_MS = 250
const FLOOD_CONNECTIONS = 64 // as auth-flood.ts
// Bursts as large as the rate: the closed loop (a) signs in back to back from one address.
const LIMITS = { AUTH_RATE_NONCE_PER_MIN: '600', AUTH_RATE_VERIFY_PER_MIN: '600', AUTH_RATE_NONCE_BURST: '600', AUTH_RATE_VERIFY_BURST: '600' }
const account = HONEST_ACCOUNT
const origin = `http://127.0.0.1:${PORT}`

/** The bench's honest browsers: 127.0.0.10-17, each signing in from its own address again and again. */
const runHonestHere = (seconds: number, intervalMs: number) =>
  runHonest({ origin, browsers: HONEST_CLIENTS, seconds, intervalMs, address: (index) => `127.0.0.${10 + index}` })

interface Row {
  scenario: string
  honest: HonestFigures
  flood?: Map<number, number>
  before: Memory
  after: Memory
}

async function scenario(name: string, intervalMs: number, flood: boolean): Promise<Row> {
  const server = await startAuthServer(PORT, LIMITS)
  try {
    await runHonestHere(1, intervalMs) // warm-up: JIT, sockets
    const before = await memoryOf(server)
    const flooder = flood ? await startFlood(origin) : undefined
    const honest = await runHonestHere(SECONDS, intervalMs)
    const statuses = await flooder?.stop()
    const after = await memoryOf(server)
    return { scenario: name, honest, ...(statuses ? { flood: statuses } : {}), before, after }
  } finally {
    await stopChild(server)
  }
}

/** What a crafted message costs: the shape check that refuses it vs the SIWE parser that used to run on it. */
function craftedMessageCost() {
  const head = createSiweMessage({
    domain: `127.0.0.1:${PORT}`,
    uri: origin,
    address: account.address,
    chainId: 31337,
    nonce: 'a1b2c3d4e5f60718293a4b5c',
    version: '1',
    issuedAt: new Date(),
  }).split('\nURI: ')[0]
  const crafted = `${head}\n${'URI: '.repeat(3_200)}`
  const time = (run: () => unknown, rounds: number) => {
    const start = performance.now()
    for (let i = 0; i < rounds; i++) run()
    return (performance.now() - start) / rounds
  }
  // The largest message the shape check reads through (2048 characters), on one line so it passes the line bound.
  const largest = crafted.slice(0, 2_048)
  time(() => checkSiweShape(crafted), 50)
  return {
    bytes: crafted.length,
    shape: time(() => checkSiweShape(crafted), 2_000),
    parser: time(() => parseSiweMessage(crafted), 5),
    largestShape: time(() => checkSiweShape(largest), 2_000),
    largestParser: time(() => parseSiweMessage(largest), 50),
  }
}

/** Spending a nonce into a store holding 100 000 (all live) vs an empty one: no scan per request. */
async function nonceIssueCost() {
  const measure = async (prefill: number) => {
    const store = createMemorySpentNonces({ limits: { maxSpentNonces: 200_000 } })
    const expiresAt = Date.now() + 600_000
    for (let i = 0; i < prefill; i++) await store.spend(`p${i}`, expiresAt)
    const start = performance.now()
    for (let i = 0; i < 20_000; i++) await store.spend(`n${i}`, expiresAt)
    return ((performance.now() - start) / 20_000) * 1000
  }
  const empty = await measure(0)
  return { empty, full: await measure(100_000) }
}

/** BENCH_AUTH_ONLY=crowd runs (c) and (d) alone, =load (a) and (b) alone. Exits 3 when a crowd aim is missed (auth-crowd.ts). */
export async function measureAuthLoad(): Promise<string> {
  const only = process.env.BENCH_AUTH_ONLY
  if (only === 'crowd') return measureCrowd()
  const load = await measureLoad()
  return only === 'load' ? load : `${load}\n\n${await measureCrowd()}`
}

async function measureLoad(): Promise<string> {
  const throughput = await scenario('(a) honest sign-ins, closed loop', 0, false)
  const baseline = await scenario('(b) paced honest sign-ins, no flood (baseline)', HONEST_INTERVAL_MS, false)
  const flooded = await scenario('(b) the same while one client floods', HONEST_INTERVAL_MS, true)
  const crafted = craftedMessageCost()
  const issue = await nonceIssueCost()

  const rps = (row: Row) => row.honest.signIns / SECONDS
  const lines = [
    `Auth API load (loopback, ${SECONDS} s per scenario, ${HONEST_CLIENTS} honest browsers on 127.0.0.10-${9 + HONEST_CLIENTS}, flooder on 127.0.0.200 with ${FLOOD_CONNECTIONS} connections; AUTH_RATE_{NONCE,VERIFY}_{PER_MIN,BURST}=600)`,
    '',
    '| scenario | honest sign-ins/s | ÷ baseline | honest errors | sign-in p50 | sign-in p99 | p99 ÷ baseline | flooder req/s | flooder answered 429 | server RSS before → after | heap before → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of [throughput, baseline, flooded]) {
    const floodTotal = row.flood ? [...row.flood.values()].reduce((sum, count) => sum + count, 0) : 0
    const refused = row.flood?.get(429) ?? 0
    lines.push(
      `| ${row.scenario} | ${rps(row).toFixed(1)} | ${row === throughput ? '–' : ratio(rps(row), rps(baseline))} | ${row.honest.errors} | ${percentile(row.honest.latencies, 50).toFixed(1)} ms | ${percentile(row.honest.latencies, 99).toFixed(1)} ms | ${row === throughput ? '–' : ratio(percentile(row.honest.latencies, 99), percentile(baseline.honest.latencies, 99))} | ${row.flood ? (floodTotal / SECONDS).toFixed(0) : '–'} | ${row.flood ? `${((refused / Math.max(1, floodTotal)) * 100).toFixed(1)} % (${[...row.flood].map(([status, count]) => `${status}: ${count}`).join(', ')})` : '–'} | ${mb(row.before.rss)} → ${mb(row.after.rss)} | ${mb(row.before.heapUsed)} → ${mb(row.after.heapUsed)} |`,
    )
  }
  lines.push(
    '',
    `Crafted ${(crafted.bytes / 1024).toFixed(1)} KB message of "URI: " repeated: shape check ${(crafted.shape * 1000).toFixed(1)} µs, the SIWE parser on it ${crafted.parser.toFixed(1)} ms (${ratio(crafted.parser, crafted.shape)} the shape check); the server refuses it before parsing. At 2048 characters, the most the shape check reads: shape check ${(crafted.largestShape * 1000).toFixed(1)} µs, parser ${(crafted.largestParser * 1000).toFixed(0)} µs.`,
    `Spending a nonce: ${issue.empty.toFixed(2)} µs into an empty store, ${issue.full.toFixed(2)} µs into one holding 100 000 (${ratio(issue.full, issue.empty)}).`,
  )
  return lines.join('\n')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  measureAuthLoad().then(
    (table) => {
      process.stdout.write(`${table}\n`)
      // Its own exit code: the run finished, and a crowd scenario missed its aim.
      if (missedAims.length > 0) process.stderr.write(`bench:auth: ${missedAims.length} aim(s) missed:\n- ${missedAims.join('\n- ')}\n`)
      process.exit(missedAims.length > 0 ? 3 : 0)
    },
    (error: unknown) => {
      process.stderr.write(`bench:auth failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
      process.exit(1)
    },
  )
}
