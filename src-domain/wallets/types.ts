/** Where a wallet can be downloaded. Any of them may be absent. */
export interface WalletDownloadUrls {
  android?: string
  ios?: string
  mobile?: string
  qrCode?: string
  chrome?: string
  edge?: string
  firefox?: string
  opera?: string
  safari?: string
  browserExtension?: string
  desktop?: string
}

/** How a wallet's phone app is opened from a web page; both may be absent. */
export interface WalletAppLinks {
  /** The app's own scheme, e.g. `rainbow://`. */
  native?: string
  /** An https link the phone hands to the app when installed, e.g. `https://rnbwapp.com`. */
  universal?: string
}

export interface InstructionStep {
  step: 'install' | 'create' | 'scan' | 'refresh'
  title: string
  description: string
}

export interface WalletInstructions {
  learnMoreUrl: string
  steps: readonly InstructionStep[]
}

/** How a wallet connects, which decides the connect dialog's path. */
export type WalletKind = 'injected' | 'walletConnect' | 'sdk' | 'safe' | 'mock'

/** A wallet the app offers: the spec's wallet/connector entry. */
export interface WalletInfo {
  id: string
  name: string
  /** A `data:image/` URI or an app-relative path; never markup. */
  icon?: string
  iconBackground?: string
  /** Accent colour, `#rgb` or `#rrggbb`. */
  iconAccent?: string
  /** `undefined` when the app cannot tell (a mobile-only wallet). */
  installed: boolean | undefined
  kind: WalletKind
  /** Group heading in the connect dialog, e.g. `Installed`, `Popular`. */
  group: string
  /** Reverse-DNS id announced by EIP-6963, when the wallet was discovered that way. */
  rdns?: string
  downloadUrls?: WalletDownloadUrls
  /** Links that open its phone app with a WalletConnect pairing URI. */
  mobile?: WalletAppLinks
  qrCode?: { instructions?: WalletInstructions }
  extension?: { instructions?: WalletInstructions }
  /** False for a wallet that exists only in a context the app is not in (Safe outside its iframe). */
  ready?: boolean
}

/** Metadata of a wallet the kit knows, shared by every backend. Whether one is installed is the backend's to say. */
export type WalletCatalogEntry = Omit<WalletInfo, 'installed' | 'kind' | 'group'>
