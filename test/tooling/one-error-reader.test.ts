import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './support.js'

const SOURCE_FOLDERS = ['src', 'src-domain', 'src-adapters', 'src-ui']
/** Where the one reader of thrown values lives. */
const READER = 'src-domain/errors/thrown.ts'

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

interface Found {
  file: string
  text: string
}

let sources: { file: string; source: ts.SourceFile }[] = []

beforeAll(async () => {
  const files = (await Promise.all(SOURCE_FOLDERS.map(sourceFiles))).flat()
  sources = await Promise.all(
    files.map(async (file) => ({ file, source: ts.createSourceFile(file, await readFile(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true) })),
  )
})

/** Every node `pick` accepts, in every source file. */
function find(pick: (node: ts.Node) => boolean): Found[] {
  const found: Found[] = []
  for (const { file, source } of sources) {
    const visit = (node: ts.Node): void => {
      if (pick(node)) found.push({ file, text: node.getText(source) })
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/**
 * A read of the `cause` property: `x.cause`, `x['cause']`, or the key `'cause'` handed to a reader.
 * A constructor passing its own options on (`cause: options.cause`) reads no thrown value.
 */
function readsCause(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'cause') return !(ts.isIdentifier(node.expression) && node.expression.text === 'options')
  return ts.isStringLiteral(node) && node.text === 'cause'
}

describe('one reader of what a wallet threw (src-domain/errors/thrown.ts)', () => {
  it('holds the only user-rejected pattern in the source folders', () => {
    const patterns = find((node) => node.kind === ts.SyntaxKind.RegularExpressionLiteral && /user (rejected|denied)/i.test(node.getText()))
    expect(patterns.map((found) => found.file)).toEqual([READER])
  })

  it("is the only code that follows a thrown value's causes", () => {
    const reads = find(readsCause)
    expect(reads.length).toBeGreaterThan(0)
    expect([...new Set(reads.map((found) => found.file))]).toEqual([READER])
  })

  it("is the only code that reads ethers' rejection tag", () => {
    const tags = find((node) => ts.isStringLiteral(node) && node.text === 'ACTION_REJECTED')
    expect(tags.map((found) => found.file)).toEqual([READER])
  })
})
