import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { WalletBackend } from '../../../src/backends/index.js'

const run = promisify(execFile)

/** A backend of the list in src/backends, built for the browser tests. */
export type E2eBackend = WalletBackend

/**
 * Builds the production app for one backend, configured by env exactly as a maintainer
 * would (VITE_WALLET_BACKEND, VITE_RPC_URL_<chainId>), into its own directory.
 */
export async function buildApp({
  backend,
  env,
  outDir,
  config,
}: {
  backend: E2eBackend
  env: Record<string, string>
  outDir: string
  config?: string
}): Promise<string> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
  const vite = resolve(root, 'node_modules/vite/bin/vite.js')
  try {
    await run(process.execPath, [vite, 'build', ...(config ? ['--config', config] : []), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      // A production build whoever runs it: vitest sets NODE_ENV=test, and vite would then bundle React's
      // development build (its checks, and StrictMode rendering everything twice) into every page under test.
      env: { ...process.env, NODE_ENV: 'production', ...env, VITE_WALLET_BACKEND: backend },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string }
    throw new Error(`vite build for the ${backend} backend failed:\n${stderr || stdout}`)
  }
  if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`vite build for ${backend} wrote no index.html in ${outDir}.`)
  return outDir
}

/** The JavaScript of a build: the given files (paths inside `outDir`), or every chunk under assets/. */
export function buildCode(outDir: string, files?: readonly string[]): string {
  const paths = files ?? readdirSync(join(outDir, 'assets')).map((name) => `assets/${name}`)
  return paths
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(outDir, file), 'utf8'))
    .join('\n')
}
