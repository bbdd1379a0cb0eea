import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The README's code blocks that are a file of the example app: a line `` `path`: `` and the block after it. */
function exampleFiles(section: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const match of section.matchAll(/^`([\w./[\]-]+\.tsx?)`:\n\n```tsx?\n([\s\S]*?)\n```$/gm)) files.set(match[1]!, match[2]!)
  return files
}

function section(readme: string, title: string): string {
  const start = readme.indexOf(`## ${title}\n`)
  expect(start, title).toBeGreaterThan(-1)
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end === -1 ? undefined : end)
}

describe('README: the code of "Use it in your app", "Next.js (App Router)" and "Test your app"', () => {
  const readme = read('README.md')

  it.each([
    ['Use it in your app', ['src/wallet.ts', 'src/main.tsx', 'src/App.tsx', 'src/SendTip.tsx']],
    ['Test your app', ['vite.config.ts', 'src/test-setup.ts', 'src/SendTip.test.tsx']],
  ])("%s is the example app's own files (test/consumer), which npm test builds and tests", (title, paths) => {
    const files = exampleFiles(section(readme, title))
    expect([...files.keys()]).toEqual(paths)
    for (const [path, code] of files) expect(code, path).toBe(read(`test/consumer/${path}`).trimEnd())
  })

  it("Next.js (App Router) is the Next example app's own files (test/next-app), which npm test builds and drives", () => {
    const files = exampleFiles(section(readme, 'Next.js (App Router)'))
    expect([...files.keys()]).toEqual(['app/wallet-config.ts', 'app/layout.tsx', 'app/page.tsx', 'app/account-panel.tsx', 'app/api/auth/[...path]/route.ts'])
    for (const [path, code] of files) expect(code, path).toBe(read(`test/next-app/${path}`).trimEnd())
  })
})
