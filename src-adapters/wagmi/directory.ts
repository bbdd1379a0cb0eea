import {
  UnknownWalletError,
  WALLET_CATALOG,
  WalletNotInstalledError,
  WalletUnavailableError,
  type WalletInfo,
} from '../../src-domain/index.js'
import type { Eip6963Discovery } from '../ethers/discovery.js'
import { announcedWalletId, installedWallets, OFFERED_WALLETS as OFFERED } from '../shared/installed-wallets.js'
import { isEip1193Provider, type Eip1193Provider, type WalletWindow } from '../ethers/eip1193.js'
import type { SdkWalletKind } from './sdk-loaders.js'

export const MOCK_WALLET_ID = 'mock'
const INJECTED_ID = WALLET_CATALOG.injected.id

/**
 * How a catalogue wallet that is not installed connects: Rainbow and MetaMask through
 * WalletConnect (the spec's fallback); MetaMask through its own SDK (QR and deep link) when the
 * app has no WalletConnect project id; Coinbase through its SDK; Brave not at all.
 */
function fallbackSdk(walletId: string, hasProjectId: boolean): SdkWalletKind | undefined {
  if (walletId === WALLET_CATALOG.rainbow.id) return 'walletConnect'
  if (walletId === WALLET_CATALOG.metaMask.id) return hasProjectId ? 'walletConnect' : 'metaMask'
  if (walletId === WALLET_CATALOG.coinbaseWallet.id) return 'coinbaseWallet'
  return undefined
}

/** What a wallet id stands for now: an injected provider, an SDK to load, or the mock. */
export type Target =
  | { kind: 'injected'; walletId: string; name: string; icon?: string; provider: Eip1193Provider }
  | { kind: 'sdk'; walletId: string; name: string; sdk: SdkWalletKind }
  | { kind: 'mock'; walletId: string; name: string }

export interface WalletDirectoryOptions {
  discovery: Eip6963Discovery | undefined
  /** Where a plain `window.ethereum` may sit. */
  target: WalletWindow | null
  /** Inside the Safe app's iframe: only there is Safe offered. */
  inSafeFrame: boolean
  mockEnabled: boolean
  /** With a WalletConnect project id, MetaMask falls back to WalletConnect rather than its SDK. */
  hasProjectId: boolean
}

export interface WalletDirectory {
  /** The wallets offered now: announced ones first (by their own name and icon), then the catalogue's. */
  list(): WalletInfo[]
  /** What a wallet id connects through; throws the domain's error for a wallet missing or unknown. */
  resolve(walletId: string): Target
}

/** The wallets the wagmi backend offers and what each id resolves to. */
export function createWalletDirectory({ discovery, target, inSafeFrame, mockEnabled, hasProjectId }: WalletDirectoryOptions): WalletDirectory {
  const legacyProvider = (): Eip1193Provider | undefined => {
    const ethereum = target?.ethereum
    return isEip1193Provider(ethereum) ? ethereum : undefined
  }

  const list = (): WalletInfo[] => {
    const wallets = installedWallets(discovery?.wallets() ?? [], legacyProvider())
    if (inSafeFrame) wallets.push({ ...WALLET_CATALOG.safe, installed: true, kind: 'safe', group: 'Installed' })
    if (mockEnabled) wallets.push({ id: MOCK_WALLET_ID, name: 'Mock Wallet', iconBackground: '#7b3fe4', installed: true, kind: 'mock', group: 'Installed' })
    wallets.push({ ...WALLET_CATALOG.walletConnect, installed: undefined, kind: 'walletConnect', group: 'Popular' })
    const present = new Set(wallets.map((wallet) => wallet.id))
    for (const entry of OFFERED) {
      if (present.has(entry.id)) continue
      const sdk = fallbackSdk(entry.id, hasProjectId)
      const kind = sdk === 'walletConnect' ? 'walletConnect' : sdk ? 'sdk' : 'injected'
      wallets.push({ ...entry, installed: false, kind, group: 'Popular' })
    }
    return wallets
  }
  const resolve = (walletId: string): Target => {
    const announced = discovery?.wallets().find((entry) => announcedWalletId(entry) === walletId)
    if (announced) {
      return { kind: 'injected', walletId, name: announced.name, provider: announced.provider, ...(announced.icon ? { icon: announced.icon } : {}) }
    }
    if (walletId === INJECTED_ID) {
      const legacy = legacyProvider()
      if (!legacy) throw new WalletNotInstalledError(WALLET_CATALOG.injected.name)
      return { kind: 'injected', walletId, name: WALLET_CATALOG.injected.name, provider: legacy }
    }
    if (walletId === WALLET_CATALOG.walletConnect.id) return { kind: 'sdk', walletId, name: WALLET_CATALOG.walletConnect.name, sdk: 'walletConnect' }
    if (walletId === WALLET_CATALOG.safe.id) {
      if (!inSafeFrame) throw new WalletUnavailableError(WALLET_CATALOG.safe.name)
      return { kind: 'sdk', walletId, name: WALLET_CATALOG.safe.name, sdk: 'safe' }
    }
    if (walletId === MOCK_WALLET_ID && mockEnabled) return { kind: 'mock', walletId, name: 'Mock Wallet' }
    const offered = OFFERED.find((entry) => entry.id === walletId)
    if (!offered) throw new UnknownWalletError(walletId)
    const sdk = fallbackSdk(walletId, hasProjectId)
    if (!sdk) throw new WalletNotInstalledError(offered.name)
    return { kind: 'sdk', walletId, name: offered.name, sdk }
  }

  return { list, resolve }
}
