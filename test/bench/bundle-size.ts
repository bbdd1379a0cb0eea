import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import type { BenchBackend } from './backends.js'

const run = promisify(execFile)

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

export interface StartBytes {
  /** index.html's entry and its static imports. */
  entryGzip: number
  /** Plus the backend module main.tsx awaits before the first render, and its static imports. */
  startGzip: number
  startFiles: number
}

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

function gzipBytes(outDir: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) if (file.endsWith('.js')) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  return total
}

/**
 * The JS files a first visit downloads with this backend: the entry's static closure, and the backend
 * module the entry imports at boot (a dynamic import awaited before render) with its own static
 * closure. Wallet SDKs and other lazy chunks are left out: they load when a user picks them.
 */
export function startFiles(outDir: string, backend: BenchBackend): { entry: string[]; start: string[] } {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry.')
  const entry = new Set<string>()
  staticClosure(manifest, entryKey, entry)
  const start = new Set(entry)
  staticClosure(manifest, `src/backends/${backend}.ts`, start)
  return { entry: [...entry], start: [...start] }
}

export function startBytes(outDir: string, backend: BenchBackend): StartBytes {
  const { entry, start } = startFiles(outDir, backend)
  return { entryGzip: gzipBytes(outDir, entry), startGzip: gzipBytes(outDir, start), startFiles: start.length }
}
