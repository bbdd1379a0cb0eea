import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

export interface RunResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs dependency-cruiser's CLI in `cwd`; a non-zero exit is a result, not a failure. */
export function depcruise(cwd: string, args: readonly string[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [DEPCRUISE, ...args], { cwd, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error)
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr })
    })
  })
}

/**
 * Writes a throw-away project in the temp dir: the given files, the repository's own dependency-cruiser
 * config, and its node_modules linked in. Generated at test time so no fixture lives in the tree that
 * `npm run lint` and `tsc` read.
 */
export async function fixtureProject(files: Record<string, string>, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dependency-rule-'))
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const all = { ...files, ...extra }
  for (const [path, text] of Object.entries(all)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return dir
}
