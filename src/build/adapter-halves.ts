import type { Bundle, Chunk } from './bundle.js'

const isAdapterModule = (id: string | null): boolean => id?.replaceAll('\\', '/').includes('/src-adapters/') ?? false

/**
 * The halves of the wallet adapters that the backend's code loads on its own (the wagmi driver, the
 * reads' transport): the chunks of `src-adapters/` modules it imports dynamically. A connect and a
 * reconnect run them; the libraries loaded on demand (WalletConnect, a signature's curves) are not among them.
 */
export function adapterHalves(bundle: Bundle, backendCode: Iterable<string>): Chunk[] {
  return [...backendCode]
    .flatMap((file) => {
      const item = bundle[file]
      return item?.type === 'chunk' ? item.dynamicImports : []
    })
    .flatMap((file) => {
      const item = bundle[file]
      return item?.type === 'chunk' && isAdapterModule(item.facadeModuleId) ? [item] : []
    })
}
