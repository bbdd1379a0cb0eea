import type { BenchBackend } from './backends.js'
import type { StartBytes } from './bundle-size.js'
import type { BrowserFigures } from './browser.js'
import type { LatencyFigures, RequestCount } from './latency.js'

export interface BackendFigures extends LatencyFigures {
  backend: BenchBackend
  bytes: StartBytes
  /** Absent when no browser could be started. */
  browser?: BrowserFigures
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number) => (value < 1 ? `${value.toFixed(3)} ms` : `${value.toFixed(1)} ms`)
const total = (count: RequestCount) => count.wallet.length + count.node.length
const requests = (count: RequestCount) => `${total(count)} (${count.wallet.length} wallet + ${count.node.length} node)`

/** value ÷ baseline, as `×1.00`; a zero baseline has no ratio. */
function ratio(value: number, baseline: number): string {
  if (baseline === 0) return value === 0 ? '×1.0' : '–'
  const quotient = value / baseline
  // Two significant digits: a 0.05 ms connect against memory's 100 ms is ×0.00046, not ×0.00.
  return `×${quotient >= 10 ? quotient.toFixed(0) : quotient.toPrecision(2)}`
}

export const HEADERS = [
  'backend',
  'JS at start (gzip)',
  '÷ memory',
  'connect',
  '÷ memory',
  'balance read',
  '÷ memory',
  'JSON-RPC per connect',
  '÷ memory',
  'per auto-connect',
] as const

export function rows(figures: readonly BackendFigures[]): string[][] {
  const base = figures.find((entry) => entry.backend === 'memory')
  if (!base) throw new Error('The memory backend is the baseline and must be measured.')
  return figures.map((entry) => [
    entry.backend,
    kB(entry.bytes.startGzip),
    ratio(entry.bytes.startGzip, base.bytes.startGzip),
    ms(entry.connectMs),
    ratio(entry.connectMs, base.connectMs),
    ms(entry.balanceMs),
    ratio(entry.balanceMs, base.balanceMs),
    requests(entry.connect),
    ratio(total(entry.connect), total(base.connect)),
    requests(entry.autoConnect),
  ])
}

export function textTable(headers: readonly string[], body: readonly string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...body.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n')
}

export function markdownTable(headers: readonly string[], body: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...body.map(line)].join('\n')
}

/** Which requests each backend made, so a count can be checked against what it names. */
export function requestLines(figures: readonly BackendFigures[]): string[] {
  const list = (methods: readonly string[]) => (methods.length === 0 ? 'none' : methods.join(', '))
  return figures.flatMap((entry) => [
    `- ${entry.backend} connect: wallet ${list(entry.connect.wallet)}; node ${list(entry.connect.node)}`,
    `- ${entry.backend} auto-connect: wallet ${list(entry.autoConnect.wallet)}; node ${list(entry.autoConnect.node)}`,
  ])
}

export const BROWSER_HEADERS = [
  'backend',
  'JS on first load (gzip)',
  '÷ memory',
  'pick wallet → balance shown',
  '÷ memory',
  'JS fetched on connect (gzip)',
  'JSON-RPC on load',
  'JSON-RPC on connect',
  'foreign requests',
] as const

export function browserRows(figures: readonly BackendFigures[]): string[][] {
  const base = figures.find((entry) => entry.backend === 'memory')?.browser
  return figures.flatMap((entry) => {
    const measured = entry.browser
    if (!measured || !base) return []
    return [
      [
        entry.backend,
        kB(measured.loadJsGzip),
        ratio(measured.loadJsGzip, base.loadJsGzip),
        ms(measured.connectMs),
        ratio(measured.connectMs, base.connectMs),
        kB(measured.connectJsGzip),
        String(measured.loadNodeRequests),
        `${measured.connectWalletRequests + measured.connectNodeRequests} (${measured.connectWalletRequests} wallet + ${measured.connectNodeRequests} node)`,
        String(measured.foreignRequests),
      ],
    ]
  })
}
