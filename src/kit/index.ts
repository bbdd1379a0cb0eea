/**
 * The kit's main entry: the factory, the provider, the connect button and the hooks. The styles
 * are `retropgf-connect/styles.css`; the test helpers `retropgf-connect/testing`; the domain core
 * without React `retropgf-connect/core`.
 */
export {
  createWalletServices,
  type WalletServicesOptions,
  type WalletServices,
  type BackendName,
  type BackendModule,
} from './create-wallet-services.js'
export type { Backend, BackendArgs, BackendPorts } from '../backends/index.js'
export {
  AppShell,
  WalletProvider,
  ConnectButton,
  useConnectButton,
  useAccount,
  useBalance,
  useSwitchChain,
  useSendTransaction,
  useSignMessage,
  useDisconnect,
  useConnectModal,
  useAccountModal,
  useChainModal,
  useAddRecentTransaction,
  useRecentTransactions,
  useLocale,
  THEMES,
  THEME_NAMES,
  type AppShellProps,
  type WalletProviderProps,
  type ConnectButtonProps,
  type AccountStatus,
  type ChainStatus,
  type BalanceScreens,
  type ConnectButtonState,
  type ConnectButtonAccount,
  type ConnectButtonChain,
  type Account,
  type AccountBalance,
  type SendTransaction,
  type SignMessage,
  type SwitchChain,
  type ActionState,
  type Locale,
  type ThemeOptions,
  type ThemeName,
} from '../../src-ui/index.js'
export type { ChainInput, CustomWallet, WalletChoice, WalletGroupChoice, StoragePort, Address, Hex, ChainId, TransactionRequest, StoredTransaction, NewTransaction } from '../../src-domain/index.js'
