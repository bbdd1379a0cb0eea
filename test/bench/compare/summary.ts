import { median } from '../latency.js'
import type { VisitFigures } from './visit.js'
import { describeTask, longest, WATCH_MS, type LongTask } from './long-tasks.js'

/** The figures of a visit that a summary reduces one to one (a median or the most seen). */
type ReducedFigures = Pick<
  VisitFigures,
  | 'loadMs'
  | 'longTaskMs'
  | 'longTaskCount'
  | 'loadJsGzip'
  | 'jsBeforeButton'
  | 'lastJsAt'
  | 'loadRpc'
  | 'connectMs'
  | 'balanceMs'
  | 'connectRpcWallet'
  | 'connectRpcNode'
  | 'intentJsGzip'
  | 'intentJsFiles'
  | 'connectJsGzip'
  | 'connectJsFiles'
  | 'reloadMs'
  | 'reloadLongTaskMs'
>

/** One page's visits at one CPU rate, reduced: medians of the times and sizes, the most of the counts. */
export interface TargetSummary extends ReducedFigures {
  name: string
  runs: number
  /** The longest long task of any visit (load, and reload), named by its work. */
  longestTask: LongTask | undefined
  reloadLongestTask: LongTask | undefined
  /** The longest task over before a first paint (the load's or the reload's) of any visit: reported, not failed. */
  prePaintLongestTask: LongTask | undefined
  /** Visits whose reload showed `Connect Wallet` before the account. */
  flashes: number
  /** Median time the flash appeared, over the visits that had one. */
  flashAtMs: number | undefined
  /** The most requests to other hosts in one visit, and every host seen. */
  foreignRequests: number
  foreignHosts: string[]
  /** The requests of the first timed visit, to check each count against what it names. */
  methods: { load: string[]; connect: string[]; reload: string[] }
}

export function summarize(name: string, visits: readonly VisitFigures[]): TargetSummary {
  if (visits.length === 0) throw new Error(`${name}: no visits to summarize.`)
  const mid = (pick: (visit: VisitFigures) => number) => median(visits.map(pick))
  const most = (pick: (visit: VisitFigures) => number) => Math.max(...visits.map(pick))
  const [first] = visits as [VisitFigures]
  const flashTimes = visits.flatMap((visit) => (visit.reloadFlashAt === undefined ? [] : [visit.reloadFlashAt]))
  return {
    name,
    runs: visits.length,
    loadMs: mid((visit) => visit.loadMs),
    longTaskMs: mid((visit) => visit.longTaskMs),
    longTaskCount: mid((visit) => visit.longTaskCount),
    loadJsGzip: mid((visit) => visit.loadJsGzip),
    jsBeforeButton: most((visit) => visit.jsBeforeButton),
    lastJsAt: mid((visit) => visit.lastJsAt),
    loadRpc: most((visit) => visit.loadRpc),
    connectMs: mid((visit) => visit.connectMs),
    balanceMs: mid((visit) => visit.balanceMs),
    connectRpcWallet: most((visit) => visit.connectRpcWallet),
    connectRpcNode: most((visit) => visit.connectRpcNode),
    intentJsGzip: mid((visit) => visit.intentJsGzip),
    intentJsFiles: most((visit) => visit.intentJsFiles),
    connectJsGzip: mid((visit) => visit.connectJsGzip),
    connectJsFiles: most((visit) => visit.connectJsFiles),
    reloadMs: mid((visit) => visit.reloadMs),
    reloadLongTaskMs: mid((visit) => visit.reloadLongTaskMs),
    longestTask: longest(visits.flatMap((visit) => (visit.longestTask ? [visit.longestTask] : []))),
    reloadLongestTask: longest(visits.flatMap((visit) => (visit.reloadLongestTask ? [visit.reloadLongestTask] : []))),
    prePaintLongestTask: longest(visits.flatMap((visit) => [visit.prePaintLongestTask, visit.reloadPrePaintLongestTask].filter((task) => task !== undefined))),
    flashes: flashTimes.length,
    flashAtMs: flashTimes.length > 0 ? median(flashTimes) : undefined,
    foreignRequests: most((visit) => Object.values(visit.foreign).reduce((sum, count) => sum + count, 0)),
    foreignHosts: [...new Set(visits.flatMap((visit) => Object.keys(visit.foreign)))].sort(),
    methods: { load: first.loadMethods, connect: first.connectMethods, reload: first.reloadMethods },
  }
}

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (value: number) => `${Math.round(value)} ms`

/** value ÷ baseline as `×0.61`; a zero baseline has none (`–`), unless the value is zero too. */
export function ratio(value: number, baseline: number): string {
  if (baseline === 0) return value === 0 ? '×1.0' : '–'
  const quotient = value / baseline
  return `×${quotient >= 10 ? quotient.toFixed(0) : quotient.toPrecision(2)}`
}

interface Row {
  label: string
  /** The number the ratios divide; none for rows without a ratio. */
  value?: (summary: TargetSummary) => number
  show: (summary: TargetSummary) => string
}

const ROWS: readonly Row[] = [
  { label: 'load to a visible, clickable `Connect Wallet`', value: (s) => s.loadMs, show: (s) => ms(s.loadMs) },
  {
    label: `main-thread long tasks, navigation to ${WATCH_MS / 1000} s after the button (total, count; longest from the first paint, any visit)`,
    value: (s) => s.longTaskMs,
    show: (s) => `${ms(s.longTaskMs)}, ${s.longTaskCount}; ${s.longestTask ? ms(s.longestTask.duration) : 'none'}`,
  },
  { label: 'JS a first visit loads (gzip)', value: (s) => s.loadJsGzip, show: (s) => KiB(s.loadJsGzip) },
  {
    label: 'JS files requested before the button; the last one in at',
    value: (s) => s.lastJsAt,
    show: (s) => `${s.jsBeforeButton}, ${ms(s.lastJsAt)}`,
  },
  {
    label: 'JS fetched from the hover on `Connect Wallet` to the wallet click (gzip, files)',
    value: (s) => s.intentJsGzip,
    show: (s) => `${KiB(s.intentJsGzip)}, ${s.intentJsFiles}`,
  },
  { label: 'click a wallet to connected (account shown)', value: (s) => s.connectMs, show: (s) => ms(s.connectMs) },
  { label: 'click a wallet to balance shown', value: (s) => s.balanceMs, show: (s) => ms(s.balanceMs) },
  { label: 'JS fetched from the wallet click (gzip, files)', value: (s) => s.connectJsGzip, show: (s) => `${KiB(s.connectJsGzip)}, ${s.connectJsFiles}` },
  { label: 'reload to connected again (account shown)', value: (s) => s.reloadMs, show: (s) => ms(s.reloadMs) },
  {
    label: `long tasks, reload to ${WATCH_MS / 1000} s after the account (total; longest from its first paint, any visit)`,
    value: (s) => s.reloadLongTaskMs,
    show: (s) => `${ms(s.reloadLongTaskMs)}; ${s.reloadLongestTask ? ms(s.reloadLongestTask.duration) : 'none'}`,
  },
  {
    label: 'longest task before a first paint, load or reload (any visit; the paint waited for it)',
    show: (s) => (s.prePaintLongestTask ? ms(s.prePaintLongestTask.duration) : 'none'),
  },
  {
    label: '`Connect Wallet` shown during that reload, then replaced',
    show: (s) => (s.flashes === 0 ? 'no' : `yes (${s.flashes}/${s.runs}), at ${ms(s.flashAtMs ?? 0)}`),
  },
  { label: 'JSON-RPC on load (before any click)', value: (s) => s.loadRpc, show: (s) => String(s.loadRpc) },
  {
    label: 'JSON-RPC from wallet click to balance (wallet + node)',
    value: (s) => s.connectRpcWallet + s.connectRpcNode,
    show: (s) => `${s.connectRpcWallet + s.connectRpcNode} (${s.connectRpcWallet} + ${s.connectRpcNode})`,
  },
  { label: 'requests to other hosts (blocked)', show: (s) => String(s.foreignRequests) },
]

/**
 * Figures as rows, pages as columns; each measured cell also shows its ratio to the plain page and
 * to the RainbowKit app of the same run and CPU rate: `384 ms (×3.4 / ×0.61)`. `plainFor` names
 * another plain page as a column's first baseline (a like-for-like one, such as the plain page
 * whose wallet waits as long as that column's wallet).
 */
export function comparisonRows(
  summaries: readonly TargetSummary[],
  plainName: string,
  kitName: string,
  plainFor: Readonly<Record<string, string>> = {},
): { headers: string[]; body: string[][] } {
  const find = (name: string) => {
    const found = summaries.find((summary) => summary.name === name)
    if (!found) throw new Error(`The comparison needs the ${name} as a baseline.`)
    return found
  }
  const kit = find(kitName)
  const plains = new Map(summaries.map((summary) => [summary.name, find(plainFor[summary.name] ?? plainName)]))
  const headers = ['', ...summaries.map((summary) => summary.name)]
  const body = ROWS.map((row) => [
    row.label,
    ...summaries.map((summary) => {
      const shown = row.show(summary)
      if (!row.value) return shown
      const value = row.value(summary)
      const plain = plains.get(summary.name) as TargetSummary
      return `${shown} (${ratio(value, row.value(plain))} / ${ratio(value, row.value(kit))})`
    }),
  ])
  return { headers, body }
}

/**
 * What a page adds on top of a wallet that waits `delayMs` before answering: its click to
 * connected less the wait, against its like-for-like plain page's less the same wait.
 */
export function overheadBeyondDelay(page: TargetSummary, plain: TargetSummary, delayMs: number): string {
  const own = page.connectMs - delayMs
  const base = plain.connectMs - delayMs
  const tenths = (value: number) => `${value.toFixed(1)} ms`
  return `- ${page.name}: click to connected less the wallet's ${delayMs} ms: ${tenths(own)}; ${plain.name}, less the same: ${tenths(base)} (${ratio(own, base)})`
}

/** Which requests each page made, and to which other hosts, so every count can be checked. */
export function requestLines(summaries: readonly TargetSummary[]): string[] {
  const list = (methods: readonly string[]) => (methods.length === 0 ? 'none' : methods.join(', '))
  return summaries.flatMap((summary) => [
    `- ${summary.name}: on load ${list(summary.methods.load)}; wallet click to balance ${list(summary.methods.connect)};`,
    `  reload to balance ${list(summary.methods.reload)}; other hosts ${list(summary.foreignHosts)}`,
  ])
}

/** The times a change is judged by, this checkout's against an older commit's (BENCH_AGAINST). */
const AGAINST_ROWS: ReadonlyArray<{ label: string; value: (summary: TargetSummary) => number }> = [
  { label: 'load to `Connect Wallet`', value: (summary) => summary.loadMs },
  { label: 'click to connected', value: (summary) => summary.connectMs },
  { label: 'click to balance', value: (summary) => summary.balanceMs },
  { label: 'reload to connected', value: (summary) => summary.reloadMs },
]

/**
 * One column per pair of pages (this checkout's and the same backend at the older commit, visited in
 * the same passes): each cell the time now, then, and now ÷ then.
 */
export function againstRows(
  summaries: readonly TargetSummary[],
  pairs: ReadonlyArray<{ label: string; now: string; then: string }>,
): { headers: string[]; body: string[][] } {
  const find = (name: string) => {
    const found = summaries.find((summary) => summary.name === name)
    if (!found) throw new Error(`No visits of ${name} to compare.`)
    return found
  }
  const columns = pairs.map((pair) => ({ label: pair.label, now: find(pair.now), then: find(pair.then) }))
  return {
    headers: ['', ...columns.map((column) => column.label)],
    body: AGAINST_ROWS.map((row) => [
      row.label,
      ...columns.map(({ now, then }) => `${ms(row.value(now))} vs ${ms(row.value(then))} (${ratio(row.value(now), row.value(then))})`),
    ]),
  }
}

/** Each page's longest task on load and on reload, and what ran in it. */
export function longTaskLines(summaries: readonly TargetSummary[]): string[] {
  return summaries.flatMap((summary) => {
    const lines = [
      ['load', summary.longestTask],
      ['reload', summary.reloadLongestTask],
      ['before a first paint (reported, not failed)', summary.prePaintLongestTask],
    ] as const
    return lines.flatMap(([when, task]) => (task ? [`- ${summary.name}, ${when}: ${describeTask(task)}`] : []))
  })
}
