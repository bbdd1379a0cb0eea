import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support.js'

const TREES = ['src', 'src-domain', 'src-adapters', 'src-ui'] as const

/** Every first-level folder of the four source trees, as `tree/folder/`. */
function realFolders(): string[] {
  return TREES.flatMap((tree) =>
    readdirSync(join(ROOT, tree), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${tree}/${entry.name}/`),
  ).sort()
}

/** The folders named in the first column of the architecture page's folder map. */
function mappedFolders(): string[] {
  const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')
  const start = page.indexOf('\n## Folder map\n')
  expect(start, 'docs/architecture.md has a "## Folder map" section').toBeGreaterThan(-1)
  const end = page.indexOf('\n## ', start + 1)
  const section = page.slice(start, end === -1 ? undefined : end)
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!).sort()
}

describe("docs/architecture.md's folder map", () => {
  it('names every first-level folder of src, src-domain, src-adapters and src-ui, and no other', () => {
    const real = realFolders()
    const mapped = mappedFolders()
    expect(real.length).toBeGreaterThan(20)
    expect(
      mapped.filter((folder) => !real.includes(folder)),
      'named in the map, not in the tree',
    ).toEqual([])
    expect(
      real.filter((folder) => !mapped.includes(folder)),
      'in the tree, missing from the map',
    ).toEqual([])
    expect(mapped, 'each folder once').toEqual([...new Set(mapped)])
  })
})
