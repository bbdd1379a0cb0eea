function envMs(name: string, fallback: number): number {
  const raw = process.env[name]
  const value = raw === undefined ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 10_000) throw new Error(`${name} must be a whole number of milliseconds from 0 to 10000, got "${raw}".`)
  return value
}

/**
 * The visitor: the pointer rests on `Connect Wallet` this long before the click (a hover, the
 * intent every page may act on), then the visitor reads the wallet list this long before picking
 * one. The plain page has no list: its `Connect Wallet` is the pick, clicked after the same two
 * waits, so every page gets the same time before the timed click.
 */
export const VISITOR = { hoverMs: envMs('BENCH_HOVER_MS', 150), lookMs: envMs('BENCH_LOOK_MS', 500) }
