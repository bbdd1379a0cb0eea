import { execFile } from 'node:child_process'
import { existsSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { BenchBackend } from './backends.js'
import { buildBackend } from './bundle-size.js'

const run = promisify(execFile)

export interface AgainstBuilds {
  /** The commit's short hash: how its columns are named. */
  label: string
  builds: Array<{ backend: BenchBackend; outDir: string }>
  /** Removes the commit's checkout. */
  remove(): Promise<void>
}

/**
 * Builds `backends` as they were at the git revision `ref`, from a checkout of it beside this one
 * (a git worktree that uses this checkout's node_modules), with the same env as this run's builds,
 * so the comparison can visit both in one run: figures of two runs differ more than a change does.
 */
export async function buildAgainst(
  root: string,
  ref: string,
  backends: readonly BenchBackend[],
  scratch: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<AgainstBuilds> {
  const { stdout } = await run('git', ['rev-parse', '--short', '--verify', `${ref}^{commit}`], { cwd: root })
  const label = stdout.trim()
  const tree = join(scratch, `at-${label}`)
  await run('git', ['worktree', 'add', '--detach', tree, label], { cwd: root })
  const remove = async () => void (await run('git', ['worktree', 'remove', '--force', tree], { cwd: root }))
  try {
    if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir')
    const builds = []
    for (const backend of backends) {
      log(`building ${backend} at ${label}...`)
      const outDir = join(scratch, `${backend}-at-${label}`)
      await buildBackend(tree, backend, outDir, env)
      builds.push({ backend, outDir })
    }
    return { label, builds, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
