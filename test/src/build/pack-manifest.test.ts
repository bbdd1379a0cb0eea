import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { packedManifest, restoreManifest, writePackedManifest, type PackageManifest } from '../../../src/build/pack-manifest.js'

const WORKING: PackageManifest = {
  name: 'retropgf-connect',
  license: 'MIT',
  dependencies: { viem: '^2.0.0' },
  peerDependencies: { react: '^19.0.0' },
  devDependencies: { vitest: '~4.1.12' },
  optionalDependencies: { '@foundry-rs/anvil-linux-amd64': '^1.7.1' },
}

describe('the manifest the tarball declares', () => {
  it("keeps what an installing app needs and drops the development tools and the local chain's binary", () => {
    expect(packedManifest(WORKING)).toEqual({
      name: 'retropgf-connect',
      license: 'MIT',
      dependencies: { viem: '^2.0.0' },
      peerDependencies: { react: '^19.0.0' },
    })
  })

  it('keeps an optional dependency a user does need', () => {
    const manifest = { ...WORKING, optionalDependencies: { ...WORKING.optionalDependencies, 'some-native-speedup': '^1.0.0' } }
    expect(packedManifest(manifest).optionalDependencies).toEqual({ 'some-native-speedup': '^1.0.0' })
  })

  it("this repository's own package.json declares a license, and packs without the local chain", () => {
    const own = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as PackageManifest
    expect(own.license).toBe('MIT')
    expect(JSON.stringify(packedManifest(own))).not.toMatch(/anvil|foundry/)
  })
})

describe('the swap around npm pack', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
  const project = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'pack-manifest-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'node_modules'))
    writeFileSync(join(dir, 'package.json'), text)
    return dir
  }
  // Its own formatting, which the restore keeps byte for byte.
  const text = `${JSON.stringify(WORKING, null, 4)}\n`

  it('prepack writes the packed manifest; postpack puts the working one back, byte for byte', () => {
    const dir = project(text)
    writePackedManifest(dir)
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toEqual(packedManifest(WORKING))
    expect(restoreManifest(dir)).toBe(true)
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(text)
    expect(restoreManifest(dir)).toBe(false)
  })

  it('a pack that failed before postpack: the next prepack restores the working manifest first, never packs the packed one over it', () => {
    const dir = project(text)
    writePackedManifest(dir)
    writePackedManifest(dir)
    restoreManifest(dir)
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(text)
  })
})
