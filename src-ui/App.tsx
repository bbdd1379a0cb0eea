import type { ReactNode } from 'react'
import { ConnectButton } from './components/ConnectButton.js'
import { SignInDialog } from './components/SignInDialog.js'
import { SignOutAlert } from './components/SignOutAlert.js'
import { WalletScope, type WalletProviderProps } from './WalletProvider.js'

export interface AppShellProps extends WalletProviderProps {
  children?: ReactNode
}

/** The wrapper around every page of this app: the wallet provider, a header with the app's name and the connect button, the page. */
export function AppShell({ children, ...provider }: AppShellProps) {
  return (
    <WalletScope {...provider} signInParts={false}>
      <header className="rpgf-header">
        <span className="rpgf-app-name">{provider.services.appName}</span>
        <ConnectButton />
        <SignInDialog />
        <SignOutAlert />
      </header>
      <main>{children}</main>
    </WalletScope>
  )
}
