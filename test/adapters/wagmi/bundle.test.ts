import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, posix } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../support/browser/build-app.js'

/** Strings only the heavy SDKs carry: their relay, key servers and package names. */
const SDK_MARKERS = {
  walletConnect: 'relay.walletconnect',
  coinbase: 'keys.coinbase.com',
  safe: 'getSafeInfo',
  metaMask: 'metamask-sdk',
  ethers: 'JsonRpcSigner',
} as const

let outDir: string

/** The chunks a page loads before anyone clicks: the entry, the wagmi backend it boots, and their static imports. */
function startChunks(root: string): string[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const entry = /<script[^>]*src="\/([^"]+)"/.exec(html)?.[1]
  const backend = readdirSync(join(root, 'assets')).find((name) => /^wagmi-[\w-]+\.js$/.test(name))
  if (!entry || !backend) throw new Error(`no entry (${entry}) or wagmi backend chunk (${backend}) in the build`)
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(join(root, file), 'utf8')
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later.
    for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(posix.normalize(posix.join(dirname(file), match[1] as string)))
    }
  }
  visit(entry)
  visit(`assets/${backend}`)
  return [...seen]
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'wagmi-bundle-'))
  await buildApp({ backend: 'wagmi', env: {}, outDir })
}, 180_000)
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('the wagmi build: wallet SDKs load only when picked', () => {
  it('the JS loaded at start holds none of the heavy SDKs, which are in the build as separate chunks', () => {
    const start = startChunks(outDir)
    expect(start.some((file) => file.includes('wagmi-'))).toBe(true)
    const startCode = start.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n')
    const allCode = readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
      .join('\n')
    for (const [sdk, marker] of Object.entries(SDK_MARKERS)) {
      expect(allCode.includes(marker), `${sdk} is in the build`).toBe(true)
      expect(startCode.includes(marker), `${sdk} is not loaded at start`).toBe(false)
    }
  })
})
