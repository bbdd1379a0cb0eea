import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBackend, startBytes, startFiles } from '../bench/bundle-size.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const run = promisify(execFile)

/** `vite build` with one more backend in the list (test/bench/build-with-backend.ts); the tree is left as it is. */
async function buildWithExtraBackend(backend: string, outDir: string): Promise<void> {
  await run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'test/bench/build-with-backend.ts'), ROOT, outDir, 'web3js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', VITE_WALLET_BACKEND: backend },
    maxBuffer: 32 * 1024 * 1024,
  })
}

/**
 * A backend added to `src/backends/index.ts` costs the others' first visit nothing: the page names
 * only the backend its build was made for (src/build/app-config-plugin.ts), so the JS a first visit
 * loads is the same files, byte for byte, with the new backend in the list or without it.
 */
describe('room for backends: one more in the list leaves the first visit of the others as it is', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'rpgf-room-'))
  const BACKEND = 'eip1193'

  beforeAll(async () => {
    await Promise.all([buildBackend(ROOT, BACKEND, join(scratch, 'as-is')), buildWithExtraBackend(BACKEND, join(scratch, 'one-more'))])
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('the first-visit files are the same (their names carry their contents hash) and weigh the same', () => {
    const asIs = startFiles(join(scratch, 'as-is'), BACKEND).start.sort()
    const oneMore = startFiles(join(scratch, 'one-more'), BACKEND).start.sort()
    expect(asIs.length).toBeGreaterThan(1)
    expect(oneMore).toEqual(asIs)
    expect(startBytes(join(scratch, 'one-more'), BACKEND).startGzip).toBe(startBytes(join(scratch, 'as-is'), BACKEND).startGzip)
  })
})
