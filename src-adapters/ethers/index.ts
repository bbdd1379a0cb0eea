export { createEthersWallet, LAST_WALLET_KEY, type EthersWallet, type EthersWalletOptions } from './wallet.js'
export {
  createEthersChainRpc,
  RpcUnavailableError,
  WaitForReceiptTimeoutError,
  DEFAULT_ATTEMPT_TIMEOUT_MS,
  DEFAULT_COOLDOWN_MS,
  DEFAULT_POLLING_INTERVAL_MS,
  type EthersChainRpc,
  type EthersChainRpcOptions,
  type RpcChain,
} from './chain-rpc.js'
export { createEip6963Discovery, type AnnouncedWallet, type Eip6963Discovery } from './discovery.js'
export { sanitizeWalletName, sanitizeWalletIcon, sanitizeRdns, MAX_WALLET_NAME_LENGTH } from './sanitize.js'
export { toWalletError, errorFacts } from './errors.js'
export { WalletConnectTimeoutError, type WalletConnectOptions, type WalletConnectLoader, type WalletConnectProvider } from './walletconnect.js'
export type { Eip1193Provider, Eip6963ProviderInfo, WalletWindow } from './eip1193.js'
