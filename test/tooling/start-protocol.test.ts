import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import postcss from 'postcss'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { BOOT_RECONNECTING, BOOT_STATE_ATTRIBUTE, START_PROTOCOL_NAMES } from '../../src-ui/start-protocol.js'
import { ROOT } from './support.js'

// The start-up protocol (src-ui/start-protocol.ts) is the one place its names are spelled out:
// the HTML shell, the boot script, the start screen, the app and the shell's style sheet share
// them, and a name changed on one side only would break the first screen without an error.
const MODULE = 'src-ui/start-protocol.ts'
const SOURCE_FOLDERS = ['src', 'src-ui', 'src-domain', 'src-adapters']
const PAGES = ['index.html', 'vite.config.ts']

/** What looks like a start-up name even when the module does not declare it: the families its names belong to. */
const FAMILY =
  /(?:data-wallet-boot|rpgf-wallet-boot|data-rpgf-shell|rpgf-shell-|rpgf-start-connect|rpgf-connect-pending|rpgf-reconnect-preload|rpgf-start-preload)[\w-]*/g

/** The protocol names a piece of text spells out: declared ones and look-alikes. */
function protocolNamesIn(text: string): string[] {
  const found = new Set(START_PROTOCOL_NAMES.filter((name) => text.includes(name)))
  for (const [match] of text.matchAll(FAMILY)) found.add(match)
  return [...found]
}

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(folder, file))
}

/** Every string a TypeScript file spells out: literals, template parts and JSX text (comments are not code). */
function stringsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const strings: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) strings.push(node.text)
    node.forEachChild(visit)
  }
  visit(source)
  return strings
}

/** `file: name` for each protocol name spelled out in a source file or page other than the module. */
function bareLiterals(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => file !== MODULE)
    .flatMap((file) => {
      const text = read(file)
      const spelled = /\.tsx?$/.test(file) ? stringsOf(file, text) : [text.replace(/<!--[\s\S]*?-->/g, '')]
      return spelled.flatMap(protocolNamesIn).map((name) => `${relative('.', file)}: ${name}`)
    })
}

/** Every class, id and attribute name in a style sheet's selectors, and the values its attribute selectors compare to. */
function selectorNames(css: string): { names: string[]; values: Array<[string, string]> } {
  const names = new Set<string>()
  const values: Array<[string, string]> = []
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) {
      for (const [, name] of selector.matchAll(/[.#](-?[A-Za-z_][\w-]*)/g)) names.add(name!)
      for (const [, name, value] of selector.matchAll(/\[([\w-]+)(?:[~|^$*]?=['"]?([^'"\]]*)['"]?)?\]/g)) {
        names.add(name!)
        if (value !== undefined) values.push([name!, value])
      }
    }
  })
  return { names: [...names], values }
}

const readSource = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const sources = [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, /\.tsx?$/)), ...PAGES]
const sheets = filesUnder('src-ui', /\.css$/)

describe('the start-up protocol: one module names it', () => {
  it('no source file or page spells out an attribute, event, id or class name of the start-up: each takes it from the module', () => {
    expect(bareLiterals(sources, readSource)).toEqual([])
  })

  it('every start-up name a style sheet uses is one the module declares, with the values it declares', () => {
    const undeclared: string[] = []
    const wrongValues: string[] = []
    for (const sheet of sheets) {
      const { names, values } = selectorNames(readSource(sheet))
      for (const name of names.filter((name) => protocolNamesIn(name).length > 0)) {
        if (!START_PROTOCOL_NAMES.includes(name)) undeclared.push(`${sheet}: ${name}`)
      }
      for (const [name, value] of values) if (name === BOOT_STATE_ATTRIBUTE && value !== BOOT_RECONNECTING) wrongValues.push(`${sheet}: [${name}=${value}]`)
    }
    expect(undeclared).toEqual([])
    expect(wrongValues).toEqual([])
    // The shell's sheet is the protocol's main reader: the check has something to check.
    expect(selectorNames(readSource('src-ui/theme/shell.css')).names).toContain(BOOT_STATE_ATTRIBUTE)
  })
})

describe('the checks find what they look for', () => {
  it('a literal in code, in JSX, in a template and in a page; not in a comment', () => {
    const files: Record<string, string> = {
      'src/a.ts': "// data-wallet-boot is set by the boot script\nconst on = root.getAttribute('data-wallet-boot')",
      'src-ui/b.tsx': 'export const B = () => <span className="rpgf-connect-pending" />',
      'src/c.ts': 'const button = document.querySelector(`#rpgf-shell-connect, [${x}]`)',
      'src/d.ts': "const fresh = 'data-wallet-boot-something-new'",
      'index.html': '<!-- rpgf-shell-connect --><button id="rpgf-shell-connect"></button>',
      'src/e.ts': "const id = 'data-wallet-id' // another thing",
    }
    expect(bareLiterals(Object.keys(files), (file) => files[file]!)).toEqual([
      'src/a.ts: data-wallet-boot',
      'src-ui/b.tsx: rpgf-connect-pending',
      'src/c.ts: rpgf-shell-connect',
      'src/d.ts: data-wallet-boot',
      'src/d.ts: data-wallet-boot-something-new',
      'index.html: rpgf-shell-connect',
    ])
  })

  it("a style sheet's class, id and attribute names, and an attribute's value", () => {
    const { names, values } = selectorNames("[data-wallet-boot='checking'] .rpgf-shell-pending, #rpgf-shell-connect:hover { display: none }")
    expect(names.sort()).toEqual(['data-wallet-boot', 'rpgf-shell-connect', 'rpgf-shell-pending'])
    expect(values).toEqual([['data-wallet-boot', 'checking']])
  })
})
