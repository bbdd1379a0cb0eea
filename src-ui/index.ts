/** The UI's public API: the app shell, the connect button (stock, render-prop, hook) and the theme. */
export { AppShell, type AppShellProps } from './App.js'
export { WalletProvider, type WalletProviderProps } from './WalletProvider.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export type { AccountStatus, ChainStatus, BalanceScreens, Responsive } from './components/AccountButtons.js'
export { WalletButton, useWalletButton, type WalletButtonProps, type WalletButtonCustomProps, type WalletButtonState } from './components/WalletButton.js'
export {
  MODAL_SIZES,
  type KitOptions,
  type ModalSize,
  type AppInfo,
  type DisclaimerComponent,
  type DisclaimerProps,
  type AvatarComponent,
  type AvatarProps,
} from './kit-options.js'
export { ModalProvider, useModals, type ModalControls, type ModalName } from './components/ModalProvider.js'
export { ThemeScope, type ThemeScopeProps } from './components/ThemeScope.js'
export { Dialog, type DialogProps } from './components/Dialog.js'
export { useConnectButton, type ConnectButtonState, type ConnectButtonAccount, type ConnectButtonChain } from './hooks/use-connect-button.js'
export { useAddRecentTransaction, useRecentTransactions, useTransactionsState } from './hooks/use-transactions.js'
export { useAccount, type Account } from './hooks/use-account.js'
export { useAccountBalance as useBalance, type AccountBalance } from './hooks/use-account-balance.js'
export {
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useDisconnect,
  type SendTransaction,
  type SignMessage,
  type SwitchChain,
} from './hooks/use-wallet-actions.js'
export type { ActionState } from './hooks/use-action.js'
export { useConnectModal, useAccountModal, useChainModal } from './hooks/use-modal-hooks.js'
export { useLocale } from './hooks/use-locale.js'
export { useSignIn, type SignIn } from './hooks/use-sign-in.js'
export { useChainId } from './hooks/use-chain-id.js'
export { useEnsName, useEnsAddress, useEnsAvatar, type NameQueryOptions, type NameQueryResult } from './hooks/use-ens.js'
export type { Locale } from './i18n/locales.js'
export { ServicesProvider, useServices, type AppServices } from './services.js'
export * from './theme/public-names.js'
export { DEFAULT_SCOPE_ID, type ThemeFunction, type ThemeChoice, type ThemeColors } from './theme/themes.js'
export { resolveTheme, themeProblems, checkTheme, type ResolvedTheme } from './theme/theme-checks.js'
