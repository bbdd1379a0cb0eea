import type { Plugin } from 'vite'
import type { WalletBackend } from '../backends/index.js'
import { adapterHalves } from './adapter-halves.js'
import { APP_MODULE, type Bundle, type Chunk, chunkOf, findChunkOf, START_MODULES, staticFiles } from './first-screen-plugin.js'

/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment
 * has all its functions compiled as it loads, on a background thread when the script is streamed,
 * instead of each on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The files compiled whole as they load: the start screen's (React, React DOM and the start screen,
 * with their static imports), the app module, the backend module and the adapters' halves it loads
 * on its own (the wagmi driver, the reads' transport), with theirs. None of them runs before the
 * first paint: the boot script fetches the start screen's once that frame is painted and the app's
 * while the page is idle (or beside the entry for a remembered wallet), and Chromium compiles a
 * streamed module off the main thread. Compiled function by function on first call instead, React
 * DOM alone put tens of milliseconds of main-thread compiling on a slow phone into the first click's
 * way to the wallet list and into the start screen's evaluation, and the connect a few hundred
 * compilations into the click that picks a wallet. The entry and its static imports stay lazy: they
 * run before the first paint, which must not wait for code nobody has called yet. So do the libraries
 * loaded on demand (WalletConnect, a signature's curves).
 */
export function compiledAheadFiles(bundle: Bundle, backend: WalletBackend): Set<string> {
  const entries = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk' && item.isEntry)
  const early = staticFiles(bundle, entries)
  const start = staticFiles(
    bundle,
    START_MODULES.map((module) => chunkOf(bundle, module)),
  )
  const backendCode = staticFiles(bundle, [chunkOf(bundle, `src/backends/${backend}.ts`)])
  const connect = staticFiles(bundle, [chunkOf(bundle, APP_MODULE), ...adapterHalves(bundle, backendCode)], new Set(backendCode))
  return new Set([...start, ...connect].filter((file) => !early.has(file)))
}

/** The hint on the first line: a source map, when there is one, moves its lines down by one. */
function hint(chunk: Chunk): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
}

/** Marks the build's files compiled ahead (compiledAheadFiles) for eager compilation. */
export function compileHintsPlugin(backend: () => WalletBackend): Plugin {
  return {
    name: 'rpgf-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // A library build (the kit) has no app module: its users' bundlers make their own chunks.
        if (!findChunkOf(bundle, APP_MODULE)) return
        for (const file of compiledAheadFiles(bundle, backend())) {
          const chunk = bundle[file]
          if (chunk?.type === 'chunk') hint(chunk)
        }
      },
    },
  }
}
