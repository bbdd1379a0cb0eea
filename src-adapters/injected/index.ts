export {
  createInjectedWallet,
  createEip1193Driver,
  directSigner,
  type InjectedWallet,
  type InjectedWalletOptions,
  type SessionSigner,
  type SignerFactory,
} from './wallet.js'
export { createSessionWallet, type Driver, type Link, type LinkEvents, type Opened, type SessionWallet, type WalletAction } from './session.js'
export { createEip6963Discovery, type AnnouncedWallet, type Eip6963Discovery } from './discovery.js'
export { sanitizeWalletName, sanitizeWalletIcon, sanitizeRdns, MAX_WALLET_NAME_LENGTH } from './sanitize.js'
export { toWalletError, errorFacts } from './errors.js'
export {
  WalletConnectTimeoutError,
  withRelayTimeout,
  type WalletConnectOptions,
  type WalletConnectLoader,
  type WalletConnectProvider,
} from './walletconnect.js'
export { isEip1193Provider, type Eip1193Provider, type Eip6963ProviderInfo, type WalletWindow } from './eip1193.js'
export { quantity } from './requests.js'
export { peekInjectedWallet, PEEK_TIMEOUT_MS } from './peek.js'
