import { readdir, rm } from 'node:fs/promises'
import { join, sep } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureProject, ROOT } from './support.js'

/**
 * Globals that every JavaScript runtime has (browser, Node, workers) and so are no platform: the domain may
 * use them. Anything else declared only by the DOM library or by Node's types is the platform, which
 * DESIGN.md section 1 keeps out of src-domain (window, localStorage, fetch, process, ...).
 */
const UNIVERSAL = new Set(['AbortController', 'AbortSignal', 'setTimeout', 'clearTimeout', 'DOMException'])

function isPlatformDeclaration(fileName: string): boolean {
  const normalized = fileName.split(sep).join('/')
  return /\/typescript\/lib\/lib\.(dom|webworker|scripthost)[.\w]*\.d\.ts$/.test(normalized) || normalized.includes('/node_modules/@types/node/')
}

/** Members (`.signal`, `.getItem`) belong to the value they are read from, which is judged on its own. */
function isMember(declaration: ts.Declaration): boolean {
  return (
    ts.isPropertySignature(declaration) ||
    ts.isMethodSignature(declaration) ||
    ts.isPropertyDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isGetAccessorDeclaration(declaration) ||
    ts.isSetAccessorDeclaration(declaration)
  )
}

/** Every identifier in `files` that refers to a global only the DOM or Node declares. */
function platformGlobals(files: readonly string[]): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [join(ROOT, 'node_modules/@types')],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  })
  const checker = program.getTypeChecker()
  const found = new Set<string>()
  for (const file of files) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`not compiled: ${file}`)
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const symbol = checker.getSymbolAtLocation(node)
        const declarations = symbol?.declarations ?? []
        if (
          symbol &&
          declarations.length > 0 &&
          declarations.every((declaration) => isPlatformDeclaration(declaration.getSourceFile().fileName) && !isMember(declaration)) &&
          !UNIVERSAL.has(symbol.name)
        ) {
          found.add(`${file.slice(file.lastIndexOf('/') + 1)}: ${symbol.name}`)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return [...found].sort()
}

async function domainFiles(dir = join(ROOT, 'src-domain')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => join(entry.parentPath, entry.name))
}

let project: string | undefined

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true })
})

describe('src-domain uses no DOM or Node global (DESIGN.md section 1)', () => {
  it('finds window, localStorage, fetch, document, navigator, process and Buffer in a fixture domain file', async () => {
    project = await fixtureProject({
      'src-domain/uses-platform.ts': [
        'export const a = window.innerWidth',
        "export const b = localStorage.getItem('rk-recent')",
        "export const c = () => fetch('/api')",
        'export const d = document.title',
        'export const e = navigator.userAgent',
        'export const f = process.env',
        "export const g = Buffer.from('')",
        // universal globals stay allowed
        'export const h = new AbortController()',
        'export const i = setTimeout(() => {}, 1)',
        'export const j = Math.max(1, 2) + Date.now()',
      ].join('\n'),
      'src-domain/through-global-this.ts': 'export const k = globalThis.sessionStorage\nexport type L = Storage\n',
    })
    const files = ['uses-platform.ts', 'through-global-this.ts'].map((name) => join(project as string, 'src-domain', name))
    expect(platformGlobals(files)).toEqual(
      [
        ...['Buffer', 'document', 'fetch', 'localStorage', 'navigator', 'process', 'window'].map((name) => `uses-platform.ts: ${name}`),
        'through-global-this.ts: Storage',
        'through-global-this.ts: sessionStorage',
      ].sort(),
    )
  }, 60_000)

  it('finds none in the real src-domain', async () => {
    const files = await domainFiles()
    expect(files.length).toBeGreaterThan(20)
    expect(platformGlobals(files)).toEqual([])
  }, 60_000)
})
