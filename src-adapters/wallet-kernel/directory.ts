import type { WalletInfo } from '../../src-domain/index.js'
import { createEip6963Discovery, type Eip6963Discovery } from './discovery.js'
import type { WalletWindow } from './eip1193.js'
import { installedWallets, legacyProvider, notInstalled, resolveInjected, withOfferedWallets, type InjectedTarget } from './installed-wallets.js'

export interface WalletDirectoryOptions<T> {
  /** Where EIP-6963 announcements and `window.ethereum` come from; defaults to `window`. Null turns discovery off. */
  window?: WalletWindow | null | undefined
  /** The backend's own installed wallets, listed after the announced ones (Safe in its frame, a mock wallet). */
  own?: readonly WalletInfo[]
  /** Lists WalletConnect in the `Popular` group. */
  walletConnect: boolean
  /** How a catalogue wallet that is not installed connects in this backend. */
  kindOf(walletId: string): WalletInfo['kind']
  /** What a wallet id that is no installed wallet connects through; undefined: nothing (it may throw the domain's error). */
  fallback(walletId: string): T | undefined
}

/** The wallets a backend offers and what each id connects to. */
export interface WalletDirectory<T> {
  readonly window: WalletWindow | null
  /** The wallets offered now (the same list object until an announcement changes it). */
  list(): readonly WalletInfo[]
  /** What a wallet id connects to; throws the domain's error for a wallet missing or unknown. */
  resolve(walletId: string): InjectedTarget | T
  /** What a remembered wallet connects to now (discovery asked again); undefined when it is gone. */
  find(walletId: string): InjectedTarget | T | undefined
  /** Calls back when an announcement changes the list; discovery stops when the last watcher lets go. */
  watch(onChange: () => void): () => void
  /** Stops discovery and every watcher. */
  stop(): void
}

export function defaultWindow(): WalletWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as WalletWindow)
}

/**
 * The wallet list every backend shares: EIP-6963 wallets by their sanitised names and icons, a plain
 * `window.ethereum` as `Browser Wallet`, the backend's own, then the catalogue's (WalletConnect
 * first when offered), each id once.
 */
export function createWalletDirectory<T>(options: WalletDirectoryOptions<T>): WalletDirectory<T> {
  const target = options.window === undefined ? defaultWindow() : options.window
  const watchers = new Set<() => void>()
  let discovery: Eip6963Discovery | undefined
  let wallets: readonly WalletInfo[] = []

  /** The list now; the same object while nothing in it changed (the UI reads it as an external store's snapshot). */
  const rebuild = () => {
    const next = withOfferedWallets([...installedWallets(discovery?.wallets() ?? [], legacyProvider(target)), ...(options.own ?? [])], options)
    if (JSON.stringify(next) !== JSON.stringify(wallets)) wallets = next
  }
  /** Discovery runs from the first use or watcher on, and stops with the last watcher: nothing listens before the app does. */
  const running = (): Eip6963Discovery | undefined => {
    if (!discovery && target) {
      discovery = createEip6963Discovery(target)
      discovery.subscribe(() => {
        rebuild()
        for (const watcher of [...watchers]) watcher()
      })
      rebuild()
    }
    return discovery
  }
  const stop = () => {
    discovery?.stop()
    discovery = undefined
  }
  const resolve = (walletId: string): InjectedTarget | T => {
    const found = resolveInjected(running(), target, walletId) ?? options.fallback(walletId)
    if (found === undefined) throw notInstalled(walletId)
    return found
  }
  rebuild()

  return {
    window: target,
    list() {
      running()
      return wallets
    },
    resolve,
    find(walletId) {
      running()?.request()
      try {
        return resolve(walletId)
      } catch {
        return undefined // the wallet is gone (extension removed)
      }
    },
    watch(onChange) {
      watchers.add(onChange)
      running()
      return () => {
        if (watchers.delete(onChange) && watchers.size === 0) stop()
      }
    },
    stop() {
      watchers.clear()
      stop()
    },
  }
}
