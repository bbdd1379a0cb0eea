import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support.js'

/**
 * The hosts a page may link to: the standards and the libraries the docs cite. Anything else leaves the
 * repository for a page that can move or vanish; describe it here instead.
 */
const ALLOWED_HOSTS = new Set([
  'eips.ethereum.org',
  'www.rfc-editor.org',
  'wagmi.sh',
  'viem.sh',
  'docs.ethers.org',
  'tanstack.com',
  'react.dev',
  'nextjs.org',
  'vite.dev',
  'vitest.dev',
  'testing-library.com',
  'inversify.io',
  'www.rainbowkit.com',
  'docs.haproxy.org',
  'redis.io',
  'typedoc.org',
])

/** README.md and every page under docs/, by path from the root. */
function pages(): string[] {
  const found = ['README.md']
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const path = `${dir}/${name}`
      if (statSync(join(ROOT, path)).isDirectory()) walk(path)
      else if (name.endsWith('.md')) found.push(path)
    }
  }
  walk('docs')
  return found
}

/** A page without its fenced code blocks. */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')

/** The text outside fenced code blocks, with inline code replaced by a word (links inside code are not links). */
function prose(markdown: string): string {
  return withoutFences(markdown)
    .split('\n')
    .map((line) => line.replace(/(`+)(.+?)\1/g, 'code'))
    .join('\n')
}

/** GitHub's anchors for a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    result.add(count === 0 ? base : `${base}-${count}`)
  }
  for (const [, id] of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) result.add(id!)
  return result
}

/** Every link target of a page: inline links and autolinks. */
function targets(markdown: string): string[] {
  const text = prose(markdown)
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!)
  const auto = [...text.matchAll(/<((?:https?|mailto|ftp):[^>\s]+)>/g)].map((match) => match[1]!)
  return [...inline, ...auto]
}

describe('the links of README.md and docs/', () => {
  const all = pages()

  it('finds the pages and their links', () => {
    expect(all).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/api/index.md']))
    expect(targets(readFileSync(join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(5)
  })

  it.each(all)('%s: every relative link names a file (and a heading) of the repository; others only the allowed hosts', (page) => {
    const markdown = readFileSync(join(ROOT, page), 'utf8')
    const broken: string[] = []
    const generated = page.startsWith('docs/api/')
    for (const target of targets(markdown)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) {
        const url = URL.canParse(target) ? new URL(target) : undefined
        if (!url || url.protocol !== 'https:' || !ALLOWED_HOSTS.has(url.hostname)) broken.push(`${target}: not an allowed host`)
        continue
      }
      const [path = '', anchor] = target.split('#')
      const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), decodeURIComponent(path))
      if (relative(ROOT, file).startsWith('..')) {
        broken.push(`${target}: outside the repository`)
        continue
      }
      if (!existsSync(file)) {
        broken.push(`${target}: no such file`)
        continue
      }
      // typedoc numbers its repeated anchors its own way; its links are its own, checked by typedoc as it writes them.
      if (anchor && file.endsWith('.md') && !generated && !anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${target}: no such heading`)
    }
    expect(broken).toEqual([])
  })

  it.each(all.filter((page) => !page.startsWith('docs/api/')))('%s: every file or folder of the repository it names in code exists', (page) => {
    // Outside code blocks; a line `path`: heads an example app's file, which lives in that app, not here.
    const text = withoutFences(readFileSync(join(ROOT, page), 'utf8')).replace(/^`[^`\n]+`:$/gm, '')
    const named = [...text.matchAll(/`((?:src|src-domain|src-adapters|src-ui|test|docs|\.ci)\/[^`\s]*)`/g)].map((match) => match[1]!)
    const missing = named.filter((path) => !/[<*{]/.test(path) && !existsSync(join(ROOT, path.replace(/:$/, ''))))
    expect(missing).toEqual([])
  })

  it('README.md stays a front page: under 250 lines, the two commands first, every page of docs/ in its map', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    expect(readme.split('\n').length).toBeLessThan(250)
    const firstBlock = /```sh\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? ''
    expect(firstBlock.split('\n').map((line) => line.split('#')[0]!.trim())).toEqual(['npm ci && npm start', 'npm test'])
    const linked = new Set(targets(readme).map((target) => target.split('#')[0]))
    const hand = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'))
    expect(hand.filter((name) => !linked.has(`docs/${name}`))).toEqual([])
  })

  it('reads anchors as GitHub writes them', () => {
    expect([...anchors('## Configuration (env, read once in `src/config.ts`)\n## The UI in an app (`src-ui/index.ts`)\n## A\n## A\n')]).toEqual([
      'configuration-env-read-once-in-srcconfigts',
      'the-ui-in-an-app-src-uiindexts',
      'a',
      'a-1',
    ])
    expect(targets('[a](b.md#c) `[x](y.md)` <https://eips.ethereum.org/EIPS/eip-1193>\n```\n[z](w.md)\n```\n')).toEqual([
      'b.md#c',
      'https://eips.ethereum.org/EIPS/eip-1193',
    ])
  })
})
