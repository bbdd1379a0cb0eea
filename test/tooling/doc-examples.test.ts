import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The code blocks of a page that are a file of an example app: a line `` `path`: `` and the block after it. */
function exampleFiles(text: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const match of text.matchAll(/^`([\w./[\]-]+\.tsx?)`:\n\n```tsx?\n([\s\S]*?)\n```$/gm)) files.set(match[1]!, match[2]!)
  return files
}

/** The part of a page under `## title`, up to the next `## ` heading. */
function section(page: string, title: string): string {
  const start = page.indexOf(`## ${title}\n`)
  expect(start, title).toBeGreaterThan(-1)
  const end = page.indexOf('\n## ', start + 1)
  return page.slice(start, end === -1 ? undefined : end)
}

describe("the docs' code is the example apps' own files, which npm test builds, tests and drives", () => {
  it.each([
    ['README.md', 'In your app', ['src/wallet.ts', 'src/main.tsx']],
    ['docs/getting-started.md', 'Vite (or any React app)', ['src/wallet.ts', 'src/main.tsx', 'src/App.tsx', 'src/SendTip.tsx']],
    ['docs/testing.md', 'Test your app', ['vite.config.ts', 'src/test-setup.ts', 'src/SendTip.test.tsx']],
  ])('%s, "%s": the files of test/consumer', (page, title, paths) => {
    const files = exampleFiles(section(read(page), title))
    expect([...files.keys()]).toEqual(paths)
    for (const [path, code] of files) expect(code, path).toBe(read(`test/consumer/${path}`).trimEnd())
  })

  it('docs/getting-started.md, "Next.js (App Router)": the files of test/next-app', () => {
    const files = exampleFiles(section(read('docs/getting-started.md'), 'Next.js (App Router)'))
    expect([...files.keys()]).toEqual(['app/wallet-config.ts', 'app/layout.tsx', 'app/page.tsx', 'app/account-panel.tsx', 'app/api/auth/[...path]/route.ts'])
    for (const [path, code] of files) expect(code, path).toBe(read(`test/next-app/${path}`).trimEnd())
  })

  it('no other page holds a file of an example app, which nothing would check', () => {
    const checked = new Set(['getting-started.md', 'testing.md'])
    const pages = readdirSync(new URL('../../docs/', import.meta.url)).filter((name) => name.endsWith('.md') && !checked.has(name))
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect([...exampleFiles(read(`docs/${page}`)).keys()], page).toEqual([])
  })
})
