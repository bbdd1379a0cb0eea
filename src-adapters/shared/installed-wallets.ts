import { WALLET_CATALOG, type WalletInfo } from '../../src-domain/index.js'
import type { AnnouncedWallet } from '../ethers/discovery.js'

/** The catalogue's wallets a backend offers by name even when they are not installed. */
export const OFFERED_WALLETS = [
  WALLET_CATALOG.metaMask,
  WALLET_CATALOG.rainbow,
  WALLET_CATALOG.coinbaseWallet,
  WALLET_CATALOG.braveWallet,
] as const

const catalogOf = (announced: AnnouncedWallet) => OFFERED_WALLETS.find((entry) => entry.rdns === announced.rdns)

/** An announced wallet takes its catalogue id (so `rk-recent` ids stay stable), else its rdns. */
export const announcedWalletId = (announced: AnnouncedWallet): string => catalogOf(announced)?.id ?? announced.rdns

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
