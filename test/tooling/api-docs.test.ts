import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from './support.js'

const TYPEDOC = join(ROOT, 'node_modules/typedoc/bin/typedoc')
const CHECKED_IN = join(ROOT, 'docs/api')

/** Every file under `dir`, by its path relative to it, with its text. */
async function tree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(dir, path), await readFile(path, 'utf8'))
  }
  return files
}

/** `npm run docs:api` (typedoc.json) with its output sent elsewhere; a warning fails it as an error would. */
function generate(out: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [TYPEDOC, '--out', out, '--treatWarningsAsErrors'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error)
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr })
    })
  })
}

describe('docs/api: the API pages generated from the TSDoc of the package entries', () => {
  let out: string | undefined
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true })
  })

  it('is what `npm run docs:api` writes today (run it after changing an exported name or its TSDoc)', { timeout: 180_000 }, async () => {
    out = await mkdtemp(join(tmpdir(), 'api-docs-'))
    const run = await generate(out)
    expect(run.code, run.output).toBe(0)
    const [fresh, checkedIn] = await Promise.all([tree(out), tree(CHECKED_IN)])
    expect([...checkedIn.keys()].sort(), 'the pages: run npm run docs:api').toEqual([...fresh.keys()].sort())
    for (const [path, text] of fresh) expect(checkedIn.get(path), `docs/api/${path}: run npm run docs:api`).toBe(text)
    // One page per public entry of package.json.
    for (const entry of ['retropgf-connect', 'core', 'testing', 'server', 'wagmi', 'ethers'])
      expect([...fresh.keys()]).toContain(entry === 'retropgf-connect' ? 'retropgf-connect.md' : `retropgf-connect/${entry}.md`)
  })
})
