import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

/** How the backend reaches wallets (BackendEntry['wallets']): each kind has its boot script, src/boot/<kind>.ts. */
export type BootKind = 'eip1193' | 'memory'

/**
 * The boot script for a backend's kind of wallets, as one classic script (an IIFE): index.html
 * runs it in <head> before the first paint. The app's chains are not in it: the page's stand-in
 * templates are (src/build/first-screen-markup.tsx). Minified for the build.
 */
export async function bundleBootScript(kind: BootKind, { minify = true } = {}): Promise<string> {
  const { output } = await build({
    input: join(dirname(fileURLToPath(import.meta.url)), '..', 'boot', `${kind}.ts`),
    platform: 'browser',
    // Only the entry runs for its effects: a module the script takes one function from adds that
    // function, not its other top-level statements (the domain index's tables, for one).
    treeshake: { moduleSideEffects: (id) => id.includes('/src/boot/'), propertyReadSideEffects: false },
    write: false,
    logLevel: 'silent',
    output: { format: 'iife', minify },
  })
  const [chunk] = output
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The boot script for ${kind} wallets did not build.`)
  return chunk.code
}
