/**
 * The domain core: rules, state machines and services of the wallet-connection app.
 * No runtime dependencies; the world comes in through the ports.
 */
export * from './types.js'
export * from './constants.js'
export { createStore, type ReadableStore, type Store } from './store.js'
export { Service, ServiceStoppedError, type ServiceLifecycle } from './service.js'

export type * from './ports/index.js'

export { shortenAddress } from './format/address.js'
export { truncateName } from './format/name.js'
export { cleanText } from './format/text.js'
export { abbreviateBalance, abbreviateUnits, MAX_UNIT_DECIMALS } from './format/balance.js'
export { formatUnits, toPlainDecimal, truncateDecimal } from './format/decimal.js'

export * from './errors/base.js'
export * from './errors/thrown.js'
export * from './errors/connection.js'
export * from './errors/config.js'
export * from './errors/signin.js'
export * from './errors/transaction.js'
export * from './errors/rpc.js'

export type { ChainInfo, NativeCurrency, BlockExplorer } from './chains/types.js'
export {
  opMainnet,
  optimismGoerli,
  localChain,
  findChain,
  isUnsupportedChain,
  chainLabel,
  transactionUrl,
} from './chains/definitions.js'
export { defineChains, type ChainInput } from './chains/define.js'

export type { WalletInfo, WalletKind, WalletAppLinks, WalletDownloadUrls, WalletInstructions, InstructionStep } from './wallets/types.js'
export { readRecentWalletIds, addRecentWallet, recentWallets } from './wallets/recent.js'
export { groupWallets, walletsToDownload, RECENT_GROUP, type WalletGroup } from './wallets/grouping.js'
export { WalletStep, WALLET_STEPS } from './wallets/steps.js'
export { isMobileDevice, devicePlatform, type DeviceFacts, type DevicePlatform } from './wallets/device.js'
export { inAppWalletId, inAppWallets, type InAppWalletId } from './wallets/in-app.js'
export { walletAppLink, storeLink } from './wallets/app-links.js'
export { curateWallets, walletChoiceProblems, type CustomWallet, type WalletChoice, type WalletGroupChoice } from './wallets/curate.js'
export { EXTRA_WALLETS } from './wallets/catalog-extra.js'
export { WALLET_CATALOG, INSTRUCTION_TEXTS, catalogEntry, reachedByWalletConnect, type WalletCatalogEntry, type CatalogWalletId } from './wallets/catalog.js'

export { classifyConnectionError, isIgnorableDisconnectError, type ConnectionErrorKind } from './connection/classify.js'
export {
  getDialogStatus,
  DISCONNECTED,
  type ConnectionState,
  type ConnectedState,
  type ConnectionFailure,
  type DialogStatus,
  type AuthenticationStatus,
} from './connection/state.js'
export { ConnectionService, type ConnectionServiceDeps } from './connection/connection-service.js'
export {
  STORAGE_KEY_CONNECTION,
  MAX_CONNECTION_RECORD_LENGTH,
  encodeConnectionRecord,
  parseConnectionRecord,
  connectionRecordOf,
  connectedStateOf,
  type ConnectionRecord,
} from './connection/record.js'

export * from './signin/index.js'

export { validateTransaction, isTransactionHash } from './transactions/validate.js'
export type { StoredTransaction, TransactionStatus, NewTransaction } from './transactions/types.js'
export {
  parseTransactions,
  parseTransactionList,
  parseStoredTransaction,
  trimTransactions,
  readTransactions,
  readAccountTransactions,
  writeAccountTransactions,
  MAX_DESCRIPTION_LENGTH,
  MAX_READ_PER_CHAIN,
  type TransactionsByAccount,
} from './transactions/stored-transactions.js'
export { waitForReceipt, DEFAULT_RECEIPT_POLLING_MS, type WaitForReceiptArgs, type ReceiptPolling } from './transactions/wait-for-receipt.js'
export {
  TransactionService,
  DEFAULT_RECEIPT_TIMEOUT_MS,
  DEFAULT_RECEIPT_ATTEMPTS,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_MAX_CONCURRENT_WAITS,
  transactionAccountOf,
  type TransactionServiceDeps,
  type TransactionsState,
  type TransactionAccount,
} from './transactions/transaction-service.js'

export { readJson, writeJson, isRecord, MAX_STORED_VALUE_LENGTH } from './storage/json.js'
export { createRecentWalletsStore, type RecentWalletsStore } from './storage/recent-wallets-store.js'
export {
  WALLETCONNECT_DEEPLINK_KEY,
  readDeepLinkChoice,
  rememberDeepLinkChoice,
  forgetDeepLinkChoice,
  type DeepLinkChoice,
} from './storage/deep-link-choice.js'
export { recordConnectionUiVersion } from './storage/version.js'
export { readLastWallet, LEGACY_LAST_WALLET_KEYS, STORED_WALLET_ID } from './storage/last-wallet.js'
export { checkProjectId, EXAMPLE_PROJECT_ID } from './config/project-id.js'
export { isHexColor, assertHexColor, assertTheme, isValidScopeId, assertScopeId } from './config/theme.js'
export { isCompactWidth, modalMaxHeight } from './config/layout.js'

export {
  avatarUrl,
  displayName,
  lookupAccountName,
  parseAccountName,
  showableName,
  NO_ACCOUNT_NAME,
  type AccountName,
} from './names/account-name.js'
export { NameService, type NamePortSource, type NameServiceOptions } from './names/name-service.js'
export {
  AVATAR_COPY_MS,
  isAvatarCopy,
  keepAvatarCopy,
  MAX_AVATAR_COPIES,
  MAX_AVATAR_COPY_LENGTH,
  readAvatarCopy,
  STORAGE_KEY_AVATAR_COPIES,
  type AvatarCopy,
} from './names/avatar-copy.js'
