import type { BenchBackend } from './backends.js'

/**
 * The most JS (gzip level 9, bytes) a first visit may load before any interaction, whatever the
 * backend: the boot script, index.html's entry, its static imports and React DOM (see bundle-size.ts); the
 * app, the container and the backend load on the visitor's intent, so one figure holds for every
 * backend of the list, a new one included. Today's builds rounded up, within the design's 90 KiB
 * (92 160 bytes); about 4 kB of it is the boot script, which asks a remembered wallet before the
 * app loads and keeps the shell working alone for its first seconds on screen (the dialog's frame
 * on a click, the texts in the visitor's language), so that React DOM's evaluation waits. The stand-ins drawn before the app show an account's gradient only, and take the
 * spec's texts without the error classes: the avatar's image code and the errors load with the app.
 * About 120 B of it is V8's compile hint, a comment on the first line of each of the start screen's
 * files (React DOM's among them), which keeps their compiling off the main thread of a first click.
 */
export const START_JS_BUDGET_GZIP = 87_400

export interface StartJsFigure {
  backend: BenchBackend
  /** gzip bytes of the JS a first visit loads. */
  startGzip: number
}

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** One line per backend over the budget (none when all fit). */
export function overBudget(figures: readonly StartJsFigure[], limit: number): string[] {
  return figures.flatMap(({ backend, startGzip }) => {
    if (startGzip <= limit) return []
    return [`${backend}: ${KiB(startGzip)} (${startGzip} B) at start, over its budget of ${KiB(limit)} (${limit} B) by ${startGzip - limit} B.`]
  })
}
