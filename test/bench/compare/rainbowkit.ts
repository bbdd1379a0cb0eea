import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The RainbowKit 2 app configured like this one (test/bench/rainbowkit-app), and the plain page (test/bench/plain-page). */
export const RAINBOWKIT_APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'rainbowkit-app')
export const PLAIN_PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'plain-page')

/** Installs the RainbowKit app's own locked dependencies (`npm ci`) the first time the bench needs them. */
async function ensureInstalled(log: (line: string) => void): Promise<void> {
  if (existsSync(join(RAINBOWKIT_APP_DIR, 'node_modules', 'vite', 'bin', 'vite.js'))) return
  log(`installing the RainbowKit app's dependencies (npm ci in ${RAINBOWKIT_APP_DIR}, one time)...`)
  try {
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: RAINBOWKIT_APP_DIR, maxBuffer: 32 * 1024 * 1024 })
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string }
    throw new Error(`npm ci for the RainbowKit app failed:\n${stderr}`)
  }
}

/** Builds the RainbowKit app for production with the local chain's RPC URL, as the app's builds get it. */
export async function buildRainbowKitApp(outDir: string, env: Record<string, string>, log: (line: string) => void): Promise<string> {
  await ensureInstalled(log)
  log('building the RainbowKit app...')
  const vite = join(RAINBOWKIT_APP_DIR, 'node_modules', 'vite', 'bin', 'vite.js')
  try {
    await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: RAINBOWKIT_APP_DIR,
      env: { ...process.env, ...env },
      maxBuffer: 32 * 1024 * 1024,
    })
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string }
    throw new Error(`vite build for the RainbowKit app failed:\n${stderr || stdout}`)
  }
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`The RainbowKit app's build wrote no index.html in ${outDir}.`)
  return outDir
}
