/** The UI's public API: the app shell, the connect button (stock, render-prop, hook) and the theme. */
export { AppShell, type AppShellProps } from './App.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export { ModalProvider, useModals, type ModalControls, type ModalName } from './components/ModalProvider.js'
export { ThemeScope, type ThemeScopeProps } from './components/ThemeScope.js'
export { Dialog, type DialogProps } from './components/Dialog.js'
export { useConnectButton, type ConnectButtonState, type ConnectButtonAccount, type ConnectButtonChain } from './hooks/use-connect-button.js'
export { ServicesProvider, useServices, type AppServices } from './services.js'
export { THEMES, THEME_NAMES, DEFAULT_SCOPE_ID, resolveTheme, themeCss, type ThemeOptions, type ThemeFunction, type ResolvedTheme, type ThemeChoice, type ThemeName, type ThemeColors } from './theme/themes.js'
