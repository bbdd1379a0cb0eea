import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { markClientModule } from './client-modules.js'
import { buildKitStyles } from './kit-styles.js'
import { writePackedManifest } from './pack-manifest.js'

/**
 * The package's build (`npm pack` runs it as `prepack`): ESM and declarations by tsc, module by
 * module, so a bundler splits them as this app's build does (a backend, the connect dialog, a
 * language's texts each load when needed); the wallet UI's own CSS imports dropped from the JS, as
 * `styles.css` holds every rule, scoped under the provider's root. Last, the manifest the tarball
 * declares (pack-manifest.ts), which `postpack` swaps back.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const OUT = join(ROOT, 'lib')

const CSS_IMPORT = /^import '[^']+\.css';\n/gm

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? jsFiles(path) : entry.name.endsWith('.js') ? [path] : []
  })
}

rmSync(OUT, { recursive: true, force: true })
execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' })
for (const file of jsFiles(OUT)) {
  const code = readFileSync(file, 'utf8')
  const kept = markClientModule(code.replace(CSS_IMPORT, ''))
  if (kept !== code) writeFileSync(file, kept)
}
writeFileSync(join(OUT, 'styles.css'), buildKitStyles())
writePackedManifest(ROOT)
