import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The fields of package.json this step reads; everything else is passed through as it is. */
export interface PackageManifest {
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  [field: string]: unknown
}

/** Optional dependencies this repository's own tests need (the local chain's binary), no user of the package. */
const DEV_ONLY_OPTIONAL = /^@foundry-rs\//

/** Where the working package.json waits while the packed one is on disk: ignored by git, outside the package's files. */
export const manifestBackup = (root: string): string => join(root, 'node_modules/.cache/pack-kit/package.json')

/**
 * The manifest the tarball declares: only what an app that installs the package needs. The
 * development tools and the local chain's binary stay in this repository's package.json.
 */
export function packedManifest(manifest: PackageManifest): PackageManifest {
  const { devDependencies: _devDependencies, optionalDependencies, ...rest } = manifest
  const optional = Object.entries(optionalDependencies ?? {}).filter(([name]) => !DEV_ONLY_OPTIONAL.test(name))
  return optional.length > 0 ? { ...rest, optionalDependencies: Object.fromEntries(optional) } : rest
}

/**
 * Puts the packed manifest in place for `npm pack`, which puts package.json into the tarball as it
 * finds it on disk after `prepack`; the working one is kept aside, byte for byte, for `postpack`.
 * A backup left by a pack that failed half way is restored first, never packed over.
 */
export function writePackedManifest(root: string): void {
  restoreManifest(root)
  const path = join(root, 'package.json')
  const text = readFileSync(path, 'utf8')
  mkdirSync(dirname(manifestBackup(root)), { recursive: true })
  copyFileSync(path, manifestBackup(root))
  writeFileSync(path, `${JSON.stringify(packedManifest(JSON.parse(text) as PackageManifest), null, 2)}\n`)
}

/** Puts the working package.json back (`postpack`); false when there was nothing to restore. */
export function restoreManifest(root: string): boolean {
  const backup = manifestBackup(root)
  if (!existsSync(backup)) return false
  copyFileSync(backup, join(root, 'package.json'))
  rmSync(backup)
  return true
}
