// The wallet kernel's one door: what a backend builds its WalletPort on.

// The session: one connection at a time over a driver (a library with connectors of its own writes one).
export { createSessionWallet, type Driver, type Link, type Opened, type SessionWallet } from './session.js'
// The EIP-1193 driver under that session, signing through a signer (the provider straight by default).
export { createInjectedWallet, type InjectedWallet, type InjectedWalletOptions } from './wallet.js'
// The same with a wallet library signing and sending, WalletConnect's SDK and the library's preload.
export { createLibraryWallet, type LibraryWallet, type LibraryWalletOptions, type WalletLibrary } from './library-wallet.js'
// What a driver of its own reuses: the wallet list, the wallet error mapping, the checked accounts.
export { createWalletDirectory, defaultWindow, type WalletDirectory } from './directory.js'
export { offeredName, type InjectedTarget } from './installed-wallets.js'
export { toWalletError } from './errors.js'
export { withCheckedAccounts } from './requests.js'
export { loadOnce } from './load-once.js'
export { nextTask } from './next-task.js'
export {
  WalletConnectTimeoutError,
  withRelayTimeout,
  type WalletConnectOptions,
  type WalletConnectLoader,
  type WalletConnectProvider,
} from './walletconnect.js'
export type { Eip1193Provider, WalletWindow } from './eip1193.js'
// EIP-6963 discovery and what it keeps of an announcement.
export { createEip6963Discovery } from './discovery.js'
export { sanitizeWalletName, sanitizeWalletIcon, sanitizeRdns, MAX_WALLET_NAME_LENGTH } from './sanitize.js'
// The boot script's early answer from a remembered wallet.
export { peekInjectedWallet, PEEK_TIMEOUT_MS } from './peek.js'
