import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support.js'

/** `npm ci` as a dry run over a copy of the manifest and the lockfile: npm checks each locked package's engines, installs nothing. */
async function dryInstall(): Promise<{ code: number; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'engines-'))
  try {
    await copyFile(join(ROOT, 'package.json'), join(dir, 'package.json'))
    await copyFile(join(ROOT, 'package-lock.json'), join(dir, 'package-lock.json'))
    return await new Promise((resolve, reject) => {
      execFile(
        'npm',
        ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
        { cwd: dir, maxBuffer: 32 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error && typeof error.code !== 'number') return reject(error)
          resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: `${stdout}${stderr}` })
        },
      )
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('the locked dependencies', () => {
  it('all accept the Node this runs on, which the package states', async () => {
    const { engines } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
    expect(engines.node).toBe('>=20.19')
    const { code, output } = await dryInstall()
    expect(code).toBe(0)
    // npm names each package whose `engines` refuses this Node; a clean install prints none.
    expect(output.match(/package: '[^']+'/g) ?? []).toEqual([])
    expect(output).not.toContain('EBADENGINE')
  }, 60_000)
})
