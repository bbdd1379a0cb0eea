/**
 * The kit's main entry: the factory, the provider, the connect button and the hooks. The styles
 * are `retropgf-connect/styles.css`; the test helpers `retropgf-connect/testing`; the domain core
 * without React `retropgf-connect/core`.
 *
 * @module retropgf-connect
 */
export {
  createWalletServices,
  type WalletServicesOptions,
  type WalletServices,
  type BackendName,
  type BackendModule,
} from './create-wallet-services.js'
export { walletConfig, cookieToInitialState, type WalletConfig, type WalletInitialState } from './wallet-config.js'
export { WalletProvider, type WalletProviderProps } from './provider.js'
export type { SignInAdapter } from './create-wallet-services.js'
export type { Backend, BackendArgs, BackendPorts } from '../backends/index.js'
export {
  AppShell,
  ConnectButton,
  WalletButton,
  useWalletButton,
  useConnectButton,
  useAccount,
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
  useChainId,
  useEnsName,
  useEnsAddress,
  useEnsAvatar,
  useSignIn,
  type SignIn,
  MODAL_SIZES,
  type ModalSize,
  type AppInfo,
  type DisclaimerComponent,
  type DisclaimerProps,
  type AvatarComponent,
  type AvatarProps,
  type WalletButtonProps,
  type WalletButtonCustomProps,
  type WalletButtonState,
  type Responsive,
  type AppShellProps,
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
  type NameQueryOptions,
  type NameQueryResult,
} from '../../src-ui/index.js'
export * from '../../src-ui/theme/public-names.js'
export * from './hooks/index.js'
export type {
  ChainInput,
  CustomWallet,
  WalletChoice,
  WalletGroupChoice,
  StoragePort,
  NamePort,
  NamePortSource,
  AccountName,
  Address,
  Hex,
  ChainId,
  TransactionRequest,
  StoredTransaction,
  NewTransaction,
  ConnectionState,
  AuthSession,
  AuthenticationStatus,
  TransactionReceipt,
} from '../../src-domain/index.js'
export { ContractRevertedError, TransactionRevertedError, WaitForReceiptTimeoutError, NotConnectedError } from '../../src-domain/index.js'
