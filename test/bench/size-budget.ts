import type { BenchBackend } from './backends.js'

/**
 * The most JS (gzip level 9, bytes) a first visit may load per backend before any interaction:
 * boot.js, index.html's entry, its static imports and React DOM (see bundle-size.ts); the app, the container and the
 * backend load on the visitor's intent. Set at the production builds' figures rounded up, each
 * within the design's 90 KiB (92 160 bytes).
 */
export const START_JS_BUDGET_GZIP: Readonly<Record<BenchBackend, number>> = {
  memory: 84_000,
  ethers: 84_000,
  wagmi: 84_000,
  eip1193: 84_000,
}

export interface StartJsFigure {
  backend: BenchBackend
  /** gzip bytes of the JS a first visit loads. */
  startGzip: number
}

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** One line per backend over its budget (none when all fit); a backend without a budget is over it. */
export function overBudget(figures: readonly StartJsFigure[], budget: Readonly<Partial<Record<BenchBackend, number>>>): string[] {
  return figures.flatMap(({ backend, startGzip }) => {
    const limit = budget[backend]
    if (limit === undefined) return [`${backend}: ${KiB(startGzip)} (${startGzip} B) at start and no budget set for it.`]
    if (startGzip <= limit) return []
    return [`${backend}: ${KiB(startGzip)} (${startGzip} B) at start, over its budget of ${KiB(limit)} (${limit} B) by ${startGzip - limit} B.`]
  })
}
