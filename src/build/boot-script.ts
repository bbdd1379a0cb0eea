import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { ChainInfo } from '../../src-domain/chains/types.js'

/** How the backend reaches wallets (BackendEntry['wallets']): each kind has its boot script, src/boot/<kind>.ts. */
export type BootKind = 'eip1193' | 'memory'

/**
 * The boot script for a backend's kind of wallets, as one classic script (an IIFE), with the app's
 * chains written in: index.html runs it in <head> before the first paint. Minified for the build.
 */
export async function bundleBootScript(kind: BootKind, chains: readonly ChainInfo[], { minify = true } = {}): Promise<string> {
  const known = chains.map(({ id, name, iconBackground }) => ({ id, name, ...(iconBackground ? { iconBackground } : {}) }))
  const { output } = await build({
    input: join(dirname(fileURLToPath(import.meta.url)), '..', 'boot', `${kind}.ts`),
    platform: 'browser',
    // Only the entry runs for its effects: a module the script takes one function from adds that
    // function, not its other top-level statements (the domain index's tables, for one).
    treeshake: { moduleSideEffects: (id) => id.includes('/src/boot/'), propertyReadSideEffects: false },
    write: false,
    logLevel: 'silent',
    transform: { define: { __RPGF_BOOT_CHAINS__: JSON.stringify(known) } },
    output: { format: 'iife', minify },
  })
  const [chunk] = output
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The boot script for ${kind} wallets did not build.`)
  return chunk.code
}
