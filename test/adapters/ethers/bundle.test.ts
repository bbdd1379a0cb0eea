import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBackend, startFiles } from '../../bench/bundle-size.js'
import { buildCode } from '../../support/browser/build-app.js'

/** Strings only these libraries carry in a minified build. */
const MARKERS = {
  ethers: 'could not coalesce error',
  walletConnect: 'relay.walletconnect',
} as const

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
let outDir: string

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'ethers-bundle-'))
  await buildBackend(root, 'ethers', outDir)
}, 180_000)
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('the ethers build: ethers and WalletConnect load on first use, not at start', () => {
  it('the JS loaded at start and on intent (entry, app and ethers backend modules, their static imports) holds neither; the build does', () => {
    const { start, onIntent } = startFiles(outDir, 'ethers')
    const loaded = [...start, ...onIntent]
    expect(loaded.some((file) => /assets\/ethers-[\w-]+\.js$/.test(file))).toBe(true)
    const startCode = buildCode(outDir, loaded)
    const allCode = buildCode(outDir)
    for (const [library, marker] of Object.entries(MARKERS)) {
      expect(allCode.includes(marker), `${library} is in the build`).toBe(true)
      expect(startCode.includes(marker), `${library} is not loaded at start`).toBe(false)
    }
  })
})
