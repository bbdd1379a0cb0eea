import type { ConnectionFailure, WalletInfo } from '../../../src-domain/index.js'
import { translateEnglish, type Translate } from '../../i18n/translate.js'

/**
 * How the CONNECT step treats a wallet: a QR code for WalletConnect wallets, the wallet's own
 * prompt for installed and SDK ones, and for a missing injected one `not installed` when it has a
 * browser extension to install, else `not available` (a wallet built into another browser or app).
 */
export type ConnectMode = 'qr' | 'extension' | 'notInstalled' | 'notAvailable'

export function connectMode(wallet: WalletInfo): ConnectMode {
  if (wallet.kind === 'walletConnect') return 'qr'
  // Only an injected wallet needs its extension; an SDK wallet brings its own popup or code.
  if (wallet.kind !== 'injected' || wallet.installed !== false) return 'extension'
  const urls = wallet.downloadUrls ?? {}
  const extensions = [urls.browserExtension, urls.chrome, urls.firefox, urls.edge, urls.opera, urls.safari]
  return extensions.some((url) => url !== undefined) ? 'notInstalled' : 'notAvailable'
}

/** Whether picking the wallet asks it to connect at once; a missing wallet only explains itself. */
export const startsConnecting = (wallet: WalletInfo) => {
  const mode = connectMode(wallet)
  return mode === 'qr' || mode === 'extension'
}

/**
 * A catalogue wallet that is not here (MetaMask without its extension) whose other way in (a QR code
 * through WalletConnect, its own SDK) could not start: no project id, no relay, no network. It is then
 * what it is, not installed, with its download step; never a generic failure.
 */
export const cannotStartMissing = (wallet: WalletInfo, failure: ConnectionFailure | undefined): boolean =>
  wallet.installed === false && failure !== undefined && failure.walletId === wallet.id && failure.kind !== 'userRejected'

export function connectHeading(wallet: WalletInfo, t: Translate = translateEnglish, failure?: ConnectionFailure): string {
  if (cannotStartMissing(wallet, failure)) return t('error.notInstalled', { wallet: wallet.name })
  switch (connectMode(wallet)) {
    case 'qr':
      return t('connect.scan')
    case 'notInstalled':
      return t('error.notInstalled', { wallet: wallet.name })
    case 'notAvailable':
      return t('error.notAvailable', { wallet: wallet.name })
    case 'extension':
      return t('connect.opening', { wallet: wallet.name })
  }
}

/** Whether the wallet can be had somewhere, so the dialog may offer to get it. */
export const hasDownloads = (wallet: WalletInfo) => Object.values(wallet.downloadUrls ?? {}).some((url) => typeof url === 'string')
