// `vite build` of the app with one backend more in src/backends/index.ts, as a maintainer adds one:
// a module of its own (a wallet library's stand-in over the kernel) and its line in the list. The
// tree is left as it is: the line and the module exist only in this build.
// Run: tsx test/bench/build-with-backend.ts <root> <outDir> <name>
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'

const [root = '.', outDir = 'dist', name = 'extra'] = process.argv.slice(2)
const LIST = join(root, 'src/backends/index.ts')
const MODULE = `\0backend:${name}`

/** The list with the new backend's line after the memory one, as docs/adding-a-backend.md asks. */
function listWith(source: string, backend: string): string {
  const added = source.replace(/^( {2}memory: .*\n)/m, `$1  ${backend}: { wallets: 'eip1193', load: () => import('./${backend}.js') },\n`)
  if (added === source) throw new Error('src/backends/index.ts has no memory line to add a backend after.')
  return added
}

// Checked before the build: the build asks for the list only if some module it bundles imports it.
const list = listWith(readFileSync(LIST, 'utf8'), name)

const extraBackend: Plugin = {
  name: 'extra-backend',
  enforce: 'pre',
  resolveId: (id) => (id === `./${name}.js` ? MODULE : undefined),
  load(id) {
    if (id === MODULE) {
      const kernel = JSON.stringify(join(root, 'src-adapters/wallet-kernel/index.ts'))
      const reads = JSON.stringify(join(root, 'src-adapters/reads/index.ts'))
      return [
        `import { createLibraryWallet } from ${kernel}`,
        `import { createChainRpc } from ${reads}`,
        'const library = { client: async (provider) => provider, signMessage: (p, account, message) => p.request({ method: "personal_sign", params: [message, account] }), sendTransaction: (p, tx) => p.request({ method: "eth_sendTransaction", params: [tx] }), preload: async () => {} }',
        'export const backend = { create: ({ chains, reads }) => ({ wallet: createLibraryWallet({ chains }, library), rpc: createChainRpc({ chains, ...reads }) }), preload: async () => {} }',
      ].join('\n')
    }
    if (id === LIST) return list
    return undefined
  },
}

await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'error',
  build: { outDir, emptyOutDir: true, manifest: true },
  plugins: [extraBackend],
})
