import { reachedByWalletConnect, WALLET_CATALOG, WalletUnavailableError, type WalletInfo } from '../../src-domain/index.js'
import { createWalletDirectory, offeredName, type InjectedTarget, type WalletDirectory, type WalletWindow } from '../wallet-kernel/index.js'
import type { SdkWalletKind } from './sdk-loaders.js'

export const MOCK_WALLET_ID = 'mock'

/**
 * How a catalogue wallet that is not installed connects: Rainbow, MetaMask and the named wallets
 * with a phone app through WalletConnect (the spec's fallback); MetaMask through its own SDK (QR
 * and deep link) when the app has no WalletConnect project id; Coinbase through its SDK; Brave and
 * the extension-only wallets not at all.
 */
function fallbackSdk(walletId: string, hasProjectId: boolean): SdkWalletKind | undefined {
  if (walletId === WALLET_CATALOG.metaMask.id) return hasProjectId ? 'walletConnect' : 'metaMask'
  if (walletId === WALLET_CATALOG.coinbaseWallet.id) return 'coinbaseWallet'
  return reachedByWalletConnect(walletId) ? 'walletConnect' : undefined
}

/** What a wallet id of this backend that is no installed wallet stands for: an SDK to load, or the mock. */
export type OwnTarget = { kind: 'sdk'; walletId: string; name: string; sdk: SdkWalletKind } | { kind: 'mock'; walletId: string; name: string }
export type Target = InjectedTarget | OwnTarget

const SAFE: WalletInfo = { ...WALLET_CATALOG.safe, installed: true, kind: 'safe', group: 'Installed' }
const MOCK: WalletInfo = { id: MOCK_WALLET_ID, name: 'Mock Wallet', iconBackground: '#7b3fe4', installed: true, kind: 'mock', group: 'Installed' }

/**
 * The kernel's wallet list with the wagmi backend's own: Safe only inside the Safe app's iframe, the
 * mock on the local chain, the SDK wallets (with a WalletConnect project id, MetaMask falls back to
 * WalletConnect rather than its SDK).
 */
export function createWagmiDirectory(
  window: WalletWindow | null,
  { inSafeFrame, mockEnabled, hasProjectId }: Record<'inSafeFrame' | 'mockEnabled' | 'hasProjectId', boolean>,
): WalletDirectory<OwnTarget> {
  return createWalletDirectory<OwnTarget>({
    window,
    own: [...(inSafeFrame ? [SAFE] : []), ...(mockEnabled ? [MOCK] : [])],
    walletConnect: true,
    kindOf: (walletId) => {
      const sdk = fallbackSdk(walletId, hasProjectId)
      return sdk === 'walletConnect' ? 'walletConnect' : sdk ? 'sdk' : 'injected'
    },
    fallback(walletId) {
      if (walletId === WALLET_CATALOG.walletConnect.id) return { kind: 'sdk', walletId, name: WALLET_CATALOG.walletConnect.name, sdk: 'walletConnect' }
      if (walletId === WALLET_CATALOG.safe.id) {
        if (!inSafeFrame) throw new WalletUnavailableError(WALLET_CATALOG.safe.name)
        return { kind: 'sdk', walletId, name: WALLET_CATALOG.safe.name, sdk: 'safe' }
      }
      if (walletId === MOCK_WALLET_ID && mockEnabled) return { kind: 'mock', walletId, name: MOCK.name }
      const name = offeredName(walletId)
      const sdk = fallbackSdk(walletId, hasProjectId)
      return name && sdk ? { kind: 'sdk', walletId, name, sdk } : undefined
    },
  })
}
