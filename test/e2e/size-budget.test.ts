import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_BACKENDS } from '../bench/backends.js'
import { buildBackend, startBytes } from '../bench/bundle-size.js'
import { overBudget, START_JS_BUDGET_GZIP, type StartJsFigure } from '../bench/size-budget.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The JS a first visit loads, per backend, from a production build as a maintainer makes it
 * (`VITE_WALLET_BACKEND=<backend> vite build`, nothing else set): it must stay within its budget.
 */
describe('size budget: the JS a first visit loads', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'rpgf-size-'))
  const figures: StartJsFigure[] = []

  beforeAll(async () => {
    for (const backend of BENCH_BACKENDS) {
      const outDir = join(scratch, backend)
      await buildBackend(ROOT, backend, outDir)
      figures.push({ backend, startGzip: startBytes(outDir, backend).startGzip })
    }
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('every backend of the list stays within the budget (gzip level 9)', () => {
    expect(figures.map((figure) => figure.backend)).toEqual([...BENCH_BACKENDS])
    expect(overBudget(figures, START_JS_BUDGET_GZIP)).toEqual([])
  })
})
