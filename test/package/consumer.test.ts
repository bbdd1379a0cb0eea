import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, inject, it } from 'vitest'

const run = promisify(execFile)
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const APP = join(ROOT, 'test/consumer')
const BIN = join(ROOT, 'node_modules/.bin')
/**
 * The package's promise to an app that chooses the memory backend: every JS chunk of its build, lazy ones too, gzip,
 * within this. 261 KiB measured: the example app also reads and writes a contract and offers one-click MetaMask.
 */
const MAX_APP_JS_GZIP = 264 * 1024

/** The environment a developer's shell has: not this test run's (its NODE_ENV=test would make the app's build bundle React's development code). */
const SHELL_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST'))

/** Runs a command to its end; a failure shows what it printed. */
async function sh(command: string, args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, maxBuffer: 32 * 1024 * 1024, env: { ...SHELL_ENV, NO_COLOR: '1' } })
    return stdout + stderr
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`)
  }
}

const tarball = inject('kitTarball')
const workingManifest = readFileSync(join(ROOT, 'package.json'), 'utf8')

/**
 * The package as it is published: `npm pack` (its prepack build, test/support/package/global-setup.ts), then installed into the example
 * app (test/consumer, a fresh Vite + React app) from the tarball, as any app installs it.
 */
beforeAll(async () => {
  copyFileSync(tarball, join(APP, 'retropgf-connect.tgz'))
  // A fresh install each time, as a new app gets (each pack is a new tarball of the same version).
  rmSync(join(APP, 'node_modules'), { recursive: true, force: true })
  rmSync(join(APP, 'package-lock.json'), { force: true })
  await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], APP)
})

describe('the packed kit', () => {
  it('passes publint and are-the-types-wrong (ESM only; styles.css is no module)', async () => {
    expect(await sh(join(BIN, 'publint'), [tarball], ROOT)).toMatch(/All good/)
    await sh(join(BIN, 'attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css'], ROOT)
  })

  it('declares a license and only what an app needs: not the local chain this repository tests on, nor its development tools', async () => {
    const packed = JSON.parse(await sh('tar', ['-xzOf', tarball, 'package/package.json'], ROOT)) as Record<string, unknown>
    expect(packed.license).toBe('MIT')
    expect(JSON.stringify(packed.optionalDependencies ?? {})).not.toMatch(/anvil|foundry/)
    expect(packed.devDependencies).toBeUndefined()
    expect(await sh('tar', ['-tzf', tarball], ROOT)).toMatch(/^package\/LICENSE$/m)
    // The working manifest is back after the pack, byte for byte.
    expect(readFileSync(join(ROOT, 'package.json'), 'utf8')).toBe(workingManifest)
  })

  it('installs with react and react-dom and no wallet library: those are for the backends that load them', () => {
    for (const name of ['react', 'react-dom', 'retropgf-connect']) expect(existsSync(join(APP, 'node_modules', name)), name).toBe(true)
    for (const name of ['@wagmi/core', '@wagmi/connectors', 'wagmi', 'ethers', '@walletconnect/ethereum-provider', '@coinbase/wallet-sdk']) {
      expect(existsSync(join(APP, 'node_modules', name)), name).toBe(false)
    }
  })

  it('typechecks the app in strict mode with skipLibCheck off', async () => {
    await sh(join(APP, 'node_modules/.bin/tsc'), ['--noEmit'], APP)
  })

  it(`builds the app on the memory backend within ${MAX_APP_JS_GZIP / 1024} KiB of gzip JS in all its chunks`, async () => {
    await sh(join(APP, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], APP)
    const assets = join(APP, 'dist/assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0)
    expect(total).toBeLessThanOrEqual(MAX_APP_JS_GZIP)
    const css = readdirSync(assets).filter((file) => file.endsWith('.css'))
    expect(css.map((file) => readFileSync(join(assets, file), 'utf8')).join('')).toMatch(/:where\(\.rpgf-root\)/)
  })

  it("passes the app's own tests, written with renderWithWallet from the testing entry", async () => {
    expect(await sh(join(APP, 'node_modules/.bin/vitest'), ['run'], APP)).toMatch(/Tests\s+\d+ passed/)
  })
})
