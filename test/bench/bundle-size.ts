import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { APP_MODULE, START_MODULES } from '../../src/build/first-screen-plugin.js'
import { inlineScripts } from '../../src/server/inline-scripts.js'
import type { BenchBackend } from './backends.js'

const run = promisify(execFile)

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

export interface StartBytes {
  /** What a first visit loads before any interaction: index.html's scripts (the boot script, inlined by the build), its entry, the entry's static imports and the modules it imports at start. */
  startGzip: number
  startFiles: number
  /**
   * What the visitor's intent (or a remembered wallet) adds: the app module (src/app.tsx) and the
   * backend module, with the static imports the start has not loaded.
   */
  onIntentGzip: number
}

const backendModule = (backend: BenchBackend) => `src/backends/${backend}.ts`

/** Builds the production app with one backend, as a maintainer would: `VITE_WALLET_BACKEND=<b> vite build`. */
export async function buildBackend(root: string, backend: BenchBackend, outDir: string, env: Record<string, string> = {}): Promise<void> {
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
    cwd: root,
    // A production build whoever runs it: under vitest NODE_ENV is `test`, and vite then bundles React's development build.
    env: { ...process.env, NODE_ENV: 'production', ...env, VITE_WALLET_BACKEND: backend },
    maxBuffer: 32 * 1024 * 1024,
  })
}

/** Files reachable from `key` through static imports only: dynamic imports load later, on demand. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no ${key}.`)
  if (into.has(chunk.file)) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into)
}

/** The classic script files index.html loads as they are: outside the manifest, loaded on every visit. */
function classicScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1] as string)
}

function gzipBytes(outDir: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) if (file.endsWith('.js')) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  return total
}

/**
 * The JS files of a build with this backend: `start`, what a first visit with no interaction
 * downloads (index.html's classic scripts, the entry's static closure and the modules it imports at
 * start, START_MODULES: the bench's "JS a first visit loads" in the browser), and
 * `onIntent`, what the entry adds when the visitor shows intent or a wallet is remembered (the app
 * module and the backend module, each with its static closure). Wallet SDKs and other lazy chunks
 * are in neither: they load when a user picks them.
 */
export function startFiles(outDir: string, backend: BenchBackend): { start: string[]; onIntent: string[] } {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry.')
  const start = new Set<string>(classicScripts(outDir))
  staticClosure(manifest, entryKey, start)
  for (const module of START_MODULES) staticClosure(manifest, module, start)
  const loaded = new Set(start)
  staticClosure(manifest, APP_MODULE, loaded)
  staticClosure(manifest, backendModule(backend), loaded)
  return { start: [...start], onIntent: [...loaded].filter((file) => !start.has(file)) }
}

/** index.html's inline scripts (the build inlines the boot script): JS every visit runs, counted with the start. */
function inlineGzipBytes(outDir: string): number {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  return inlineScripts(html).reduce((total, script) => total + gzipSync(script, { level: 9 }).length, 0)
}

export function startBytes(outDir: string, backend: BenchBackend): StartBytes {
  const { start, onIntent } = startFiles(outDir, backend)
  return { startGzip: gzipBytes(outDir, start) + inlineGzipBytes(outDir), startFiles: start.length, onIntentGzip: gzipBytes(outDir, onIntent) }
}
