import { WALLET_CATALOG, WalletUnavailableError, type WalletInfo } from '../../src-domain/index.js'
import type { Eip6963Discovery } from '../injected/discovery.js'
import type { WalletWindow } from '../injected/eip1193.js'
import { installedWallets, legacyProvider, notInstalled, offeredName, resolveInjected, withOfferedWallets, type InjectedTarget } from '../injected/installed-wallets.js'
import type { SdkWalletKind } from './sdk-loaders.js'

export const MOCK_WALLET_ID = 'mock'

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
  | InjectedTarget
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
  const list = (): WalletInfo[] => {
    const wallets = installedWallets(discovery?.wallets() ?? [], legacyProvider(target))
    if (inSafeFrame) wallets.push({ ...WALLET_CATALOG.safe, installed: true, kind: 'safe', group: 'Installed' })
    if (mockEnabled) wallets.push({ id: MOCK_WALLET_ID, name: 'Mock Wallet', iconBackground: '#7b3fe4', installed: true, kind: 'mock', group: 'Installed' })
    return withOfferedWallets(wallets, {
      walletConnect: true,
      kindOf: (walletId) => {
        const sdk = fallbackSdk(walletId, hasProjectId)
        return sdk === 'walletConnect' ? 'walletConnect' : sdk ? 'sdk' : 'injected'
      },
    })
  }
  const resolve = (walletId: string): Target => {
    const injected = resolveInjected(discovery, target, walletId)
    if (injected) return injected
    if (walletId === WALLET_CATALOG.walletConnect.id) return { kind: 'sdk', walletId, name: WALLET_CATALOG.walletConnect.name, sdk: 'walletConnect' }
    if (walletId === WALLET_CATALOG.safe.id) {
      if (!inSafeFrame) throw new WalletUnavailableError(WALLET_CATALOG.safe.name)
      return { kind: 'sdk', walletId, name: WALLET_CATALOG.safe.name, sdk: 'safe' }
    }
    if (walletId === MOCK_WALLET_ID && mockEnabled) return { kind: 'mock', walletId, name: 'Mock Wallet' }
    const name = offeredName(walletId)
    const sdk = fallbackSdk(walletId, hasProjectId)
    if (!name || !sdk) throw notInstalled(walletId)
    return { kind: 'sdk', walletId, name, sdk }
  }

  return { list, resolve }
}
