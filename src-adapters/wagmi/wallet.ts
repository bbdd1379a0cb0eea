import type { Config } from '@wagmi/core'
import { CHAIN_ID_LOCAL } from '../../src-domain/index.js'
import { createSessionWallet, defaultWindow, loadOnce, nextTask, toWalletError, type SessionWallet } from '../wallet-kernel/index.js'
import { importReads } from './chain-rpc.js'
import { createWagmiDirectory } from './directory.js'
import type { WagmiDriver } from './driver.js'
import type { WagmiWalletOptions, WagmiWindow } from './options.js'

export interface WagmiWallet extends SessionWallet {
  preload(): Promise<void>
  /** The wagmi config underneath, once a connect or restore has loaded wagmi; for tests and tools. */
  readonly config: Config | undefined
  /**
   * The wagmi config the port connects with, loading wagmi if it is not yet (the same promise on
   * every call): for an app that uses wagmi's own hooks beside the kit.
   */
  loadConfig(): Promise<Config>
}

/** wagmi's part of the driver, loaded on first use; one import site, so the build lists its files once. */
export const importDriver = () => import('./driver.js')

/**
 * What a connect to an injected wallet and the first chain read load on first use: the driver
 * (@wagmi/core with the injected and mock connectors) and viem's read client. The SDK wallets'
 * connectors are not in it: they load only when picked.
 */
export async function preloadWagmiConnect(): Promise<void> {
  await Promise.all([importDriver(), importReads()])
}

/**
 * WalletPort on @wagmi/core: the kernel's session over wagmi's connectors. Injected wallets
 * discovered by EIP-6963 (each by its sanitized name and icon; plain `window.ethereum` as
 * `Browser Wallet`), Safe inside its iframe, Rainbow, Coinbase Wallet, MetaMask, WalletConnect,
 * Brave Wallet, and the mock connector on the local chain. Errors become the domain's.
 *
 * Listing wallets needs no wallet library, so wagmi and viem themselves load only on the first
 * connect, or on a restore of a remembered wallet: a first visit loads neither. The SDK wallets'
 * connectors load later still, when picked.
 */
export function createWagmiWalletPort(options: WagmiWalletOptions): WagmiWallet {
  if (options.chains.length === 0) throw new Error('The wagmi backend needs at least one configured chain.')
  const target = (options.window === undefined ? defaultWindow() : options.window) as WagmiWindow | null
  const hasProjectId = (options.walletConnect?.projectId ?? '').trim() !== ''
  let driver: WagmiDriver | undefined
  let loadConfig: (() => Promise<Config>) | undefined

  const wallet = createSessionWallet((events) => {
    const directory = createWagmiDirectory(target, {
      inSafeFrame: target !== null && target.parent !== undefined && target.parent !== null && target.parent !== target,
      mockEnabled: options.mock !== undefined && options.mock !== false && options.chains.some((chain) => chain.id === CHAIN_ID_LOCAL),
      hasProjectId,
    })
    const origin = typeof target?.location?.origin === 'string' ? target.location.origin : 'http://localhost'
    const loadDriver = loadOnce(async () => {
      // Three pieces, a task each: viem's shared modules (the read client's), the driver's own, then
      // the driver built (wagmi's config and connectors). In one task they held a slow phone's main
      // thread for 120 ms at a reload's restore.
      await importReads()
      await nextTask()
      const { createWagmiDriver } = await importDriver()
      await nextTask()
      return (driver = createWagmiDriver(options, events, origin))
    })
    const configLoaded = loadOnce(async () => (await loadDriver()).config)
    loadConfig = configLoaded

    return {
      listWallets: directory.list,
      open: async (walletId) => {
        const resolved = directory.resolve(walletId)
        return (await loadDriver()).open(resolved)
      },
      async restore(walletId) {
        const resolved = directory.find(walletId)
        if (!resolved || (resolved.kind === 'sdk' && resolved.sdk === 'walletConnect' && !hasProjectId)) return null
        return (await loadDriver()).restore(resolved)
      },
      toError: (error, action, { walletId, chainId }) =>
        toWalletError(error, action, {
          ...(chainId !== undefined ? { chainId } : {}),
          ...(walletId ? { walletName: directory.list().find((entry) => entry.id === walletId)?.name ?? walletId } : {}),
        }),
      // Building the driver (wagmi's config, its store, the viem client) took ~20 ms of a first connect;
      // the read client is the first balance's. The installed wallets' connectors are made while the
      // visitor reads the list, not on the pick.
      async preload() {
        const [loaded] = await Promise.all([loadDriver(), importReads()])
        for (const entry of directory.list()) if (entry.installed === true) loaded.prepare(directory.resolve(entry.id))
      },
      start: () => directory.watch(events.walletsChanged),
      destroy: directory.stop,
    }
  }, options)
  return Object.defineProperties(wallet, {
    config: { get: () => driver?.config },
    // Enumerable, so a wrapper that spreads the port (the app's choice of wallets) keeps it.
    loadConfig: { value: () => (loadConfig as () => Promise<Config>)(), enumerable: true },
  }) as WagmiWallet
}
