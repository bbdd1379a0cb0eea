import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const root = resolve(dirname(new URL(import.meta.url).pathname), '../..')

/** The font style sheets the page's shell style sheet (linked from index.html) imports. */
const imported = [...readFileSync(resolve(root, 'src-ui/theme/shell.css'), 'utf8').matchAll(/@import '(@fontsource\/inter\/[^']+\.css)'/g)].map((m) => m[1]!)

describe('web font Inter, self-hosted', () => {
  it('is imported by the first style sheet of the page in the weights the UI uses (400 text, 600 headings and buttons)', () => {
    expect(imported).toEqual(['@fontsource/inter/400.css', '@fontsource/inter/600.css'])
  })

  it('names only files shipped in the package, so the build bundles them and no font request leaves the app', () => {
    for (const sheet of imported) {
      const path = require.resolve(sheet)
      const urls = [...readFileSync(path, 'utf8').matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!.replace(/['"]/g, ''))
      expect(urls.length).toBeGreaterThan(0)
      for (const url of urls) {
        expect(url).toMatch(/^\.\/files\/inter-[a-z-]+-\d00-normal\.woff2?$/)
        expect(existsSync(resolve(dirname(path), url))).toBe(true)
      }
    }
  })

  it("is the font family of the whole app, from its own page style sheet, unless the theme's fontStack says otherwise", () => {
    const css = readFileSync(resolve(root, 'src-ui/theme/page.css'), 'utf8')
    expect(css).toMatch(/\.rpgf-root \{[^}]*font-family: var\(--rpgf-font, 'Inter'/)
  })
})
