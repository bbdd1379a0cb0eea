import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { startBytes } from '../bench/bundle-size.js'
import { overBudget } from '../bench/size-budget.js'

/** Incompressible text, so each file's gzip size is close to its own size. */
function noise(bytes: number, seed: number): string {
  let state = seed
  let text = ''
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2147483648
    text += String.fromCharCode(33 + (state % 90))
  }
  return `export const data = ${JSON.stringify(text)}\n`
}

/** A build as vite writes it: a classic script (boot.js), the entry, a static import, React DOM imported at start, the app and wagmi backend modules it loads on intent, a lazy SDK. */
function fakeBuild(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'rpgf-size-unit-'))
  mkdirSync(join(outDir, 'assets'))
  mkdirSync(join(outDir, '.vite'))
  const files = {
    'boot.js': 500,
    'assets/index.js': 3000,
    'assets/start-screen.js': 1200,
    'assets/react.js': 2000,
    'assets/react-dom.js': 4000,
    'assets/app.js': 2500,
    'assets/container.js': 1000,
    'assets/wagmi.js': 1500,
    'assets/sdk.js': 5000,
  }
  for (const [file, size] of Object.entries(files)) writeFileSync(join(outDir, file), noise(size, size))
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: [],
      dynamicImports: ['src/start-screen.tsx', 'src/app.tsx', 'src/backends/wagmi.ts'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/start-screen.tsx': { file: 'assets/start-screen.js', src: 'src/start-screen.tsx', imports: ['_react.js', '_react-dom.js'] },
    '_react-dom.js': { file: 'assets/react-dom.js', imports: ['_react.js'] },
    'src/app.tsx': { file: 'assets/app.js', src: 'src/app.tsx', imports: ['_react.js', '_container.js'] },
    '_container.js': { file: 'assets/container.js' },
    'src/backends/wagmi.ts': { file: 'assets/wagmi.js', src: 'src/backends/wagmi.ts', imports: ['_react.js'], dynamicImports: ['_sdk.js'] },
    '_sdk.js': { file: 'assets/sdk.js' },
  }
  writeFileSync(join(outDir, '.vite/manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(outDir, 'index.html'), '<script src="/boot.js"></script><script type="module" crossorigin src="/assets/index.js"></script>')
  return outDir
}

const gzipOf = (size: number) => gzipSync(noise(size, size), { level: 9 }).length

describe('size budget check', () => {
  const outDir = fakeBuild()
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('counts the entry, its static imports and the modules it imports at start; the app and backend modules on intent; lazy chunks in neither', () => {
    const bytes = startBytes(outDir, 'wagmi')
    expect(bytes.startGzip).toBe(gzipOf(500) + gzipOf(3000) + gzipOf(1200) + gzipOf(2000) + gzipOf(4000))
    expect(bytes.startFiles).toBe(5)
    // React is in the start already: counted once.
    expect(bytes.onIntentGzip).toBe(gzipOf(2500) + gzipOf(1000) + gzipOf(1500))
  })

  it('counts an inline script of index.html (the build inlines boot.js) with the start', () => {
    const inlined = mkdtempSync(join(tmpdir(), 'rpgf-size-inline-'))
    try {
      cpSync(outDir, inlined, { recursive: true })
      const boot = noise(700, 7)
      writeFileSync(join(inlined, 'index.html'), `<script>${boot}</script><script type="module" crossorigin src="/assets/index.js"></script>`)
      const bytes = startBytes(inlined, 'wagmi')
      expect(bytes.startGzip).toBe(gzipSync(boot, { level: 9 }).length + gzipOf(3000) + gzipOf(1200) + gzipOf(2000) + gzipOf(4000))
      expect(bytes.startFiles).toBe(4)
    } finally {
      rmSync(inlined, { recursive: true, force: true })
    }
  })

  it('fails a backend over a tiny budget, naming it and by how much', () => {
    const { startGzip } = startBytes(outDir, 'wagmi')
    const problems = overBudget([{ backend: 'wagmi', startGzip }], 1024)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('wagmi')
    expect(problems[0]).toContain(`over its budget of 1.0 KiB (1024 B) by ${startGzip - 1024} B`)
  })

  it('passes a backend at or under the budget', () => {
    const { startGzip } = startBytes(outDir, 'wagmi')
    expect(overBudget([{ backend: 'wagmi', startGzip }], startGzip)).toEqual([])
  })
})
