import { catalogEntry, UnknownWalletError, WALLET_CATALOG, WalletNotInstalledError, type WalletInfo } from '../../src-domain/index.js'
import { walletIdOfRdns } from '../../src-domain/wallets/rdns.js'
import type { AnnouncedWallet, Eip6963Discovery } from './discovery.js'
import { isEip1193Provider, type Eip1193Provider, type WalletWindow } from './eip1193.js'

/** The catalogue's wallets a backend offers by name even when they are not installed. */
export const OFFERED_WALLETS = [WALLET_CATALOG.metaMask, WALLET_CATALOG.rainbow, WALLET_CATALOG.coinbaseWallet, WALLET_CATALOG.braveWallet] as const

/** The catalogue's entry of an announced wallet (its links and steps), by the rdns it announced. */
const catalogOf = (announced: AnnouncedWallet) => catalogEntry(walletIdOfRdns(announced.rdns))

/** An announced wallet takes its catalogue id (so `rk-recent` ids stay stable), else its rdns. */
export const announcedWalletId = (announced: AnnouncedWallet): string => walletIdOfRdns(announced.rdns)

/** A plain `window.ethereum`, when it is an EIP-1193 provider. */
export function legacyProvider(target: WalletWindow | null | undefined): Eip1193Provider | undefined {
  const ethereum = target?.ethereum
  return isEip1193Provider(ethereum) ? ethereum : undefined
}

/**
 * The `Installed` group: each EIP-6963 wallet by its own (already sanitised) name and icon, then a
 * plain `window.ethereum` as `Browser Wallet` unless it is one of those announced.
 */
export function installedWallets(announced: readonly AnnouncedWallet[], legacy: unknown): WalletInfo[] {
  const wallets: WalletInfo[] = announced.map((entry) => ({
    ...(catalogOf(entry) ?? {}),
    id: announcedWalletId(entry),
    name: entry.name,
    ...(entry.icon ? { icon: entry.icon } : {}),
    rdns: entry.rdns,
    installed: true,
    kind: 'injected',
    group: 'Installed',
  }))
  if (legacy !== undefined && !announced.some((entry) => entry.provider === legacy)) {
    wallets.push({ ...WALLET_CATALOG.injected, installed: true, kind: 'injected', group: 'Installed' })
  }
  return wallets
}

/**
 * The `Popular` group after the installed wallets: WalletConnect when the backend offers it, then
 * each catalogue wallet not already listed, marked not installed; `kindOf` says how such a wallet
 * connects in this backend (an SDK, WalletConnect, or not at all: `injected`).
 */
export function withOfferedWallets(
  installed: WalletInfo[],
  options: { walletConnect: boolean; kindOf?: (walletId: string) => WalletInfo['kind'] },
): WalletInfo[] {
  const wallets = [...installed]
  if (options.walletConnect) wallets.push({ ...WALLET_CATALOG.walletConnect, installed: undefined, kind: 'walletConnect', group: 'Popular' })
  const present = new Set(wallets.map((wallet) => wallet.id))
  for (const entry of OFFERED_WALLETS) {
    if (!present.has(entry.id)) wallets.push({ ...entry, installed: false, kind: options.kindOf?.(entry.id) ?? 'injected', group: 'Popular' })
  }
  return wallets
}

export interface InjectedTarget {
  kind: 'injected'
  walletId: string
  name: string
  icon?: string
  provider: Eip1193Provider
}

/**
 * What an id of an injected wallet connects to: an announced wallet, or `Browser Wallet` (the
 * plain `window.ethereum`, WalletNotInstalledError when there is none). Undefined for any other
 * id: the backend's own wallets come next, then {@link notInstalled}.
 */
export function resolveInjected(
  discovery: Pick<Eip6963Discovery, 'wallets'> | undefined,
  target: WalletWindow | null,
  walletId: string,
): InjectedTarget | undefined {
  const announced = discovery?.wallets().find((entry) => announcedWalletId(entry) === walletId)
  if (announced) return { kind: 'injected', walletId, name: announced.name, provider: announced.provider, ...(announced.icon ? { icon: announced.icon } : {}) }
  if (walletId !== WALLET_CATALOG.injected.id) return undefined
  const legacy = legacyProvider(target)
  if (!legacy) throw new WalletNotInstalledError(WALLET_CATALOG.injected.name)
  return { kind: 'injected', walletId, name: WALLET_CATALOG.injected.name, provider: legacy }
}

/** The error for an id nothing connects: a catalogue wallet not installed, or an id nobody knows. */
export function notInstalled(walletId: string): Error {
  const known = catalogEntry(walletId)
  return known ? new WalletNotInstalledError(known.name) : new UnknownWalletError(walletId)
}

/** The catalogue name of a wallet id. */
export const offeredName = (walletId: string): string | undefined => catalogEntry(walletId)?.name
