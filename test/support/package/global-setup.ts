import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed kit (`npm pack`), made once for every example app the package project installs it into. */
    kitTarball: string
  }
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Packs the kit once for the run: `npm pack` builds `lib/` and swaps the manifest in the repository,
 * so two files packing at once would overwrite each other's build.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const out = mkdtempSync(join(tmpdir(), 'kit-pack-'))
  try {
    await promisify(execFile)('npm', ['pack', '--pack-destination', out, '--silent'], { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm pack failed:\n${stdout}\n${stderr}`)
  }
  const file = readdirSync(out).find((name) => name.endsWith('.tgz'))
  if (!file) throw new Error(`npm pack wrote no tarball to ${out}.`)
  project.provide('kitTarball', join(out, file))
  return () => rmSync(out, { recursive: true, force: true })
}
