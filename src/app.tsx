import { startTransition, StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { AppShell } from '../src-ui/App.js'
import { noteShellFocus } from '../src-ui/shell-handoff.js'
import type { AppConfig } from './config.js'
import { createWalletServices, type BackendModule } from './kit/create-wallet-services.js'
import { walletServicesOptions } from './wallet-options.js'

/**
 * The app proper, loaded after the first screen (src/main.tsx): builds the services over the
 * chosen backend, as any app of the kit does, and replaces the start screen with the app shell.
 */
export async function mountApp(root: Root, config: AppConfig, loadBackend: () => Promise<BackendModule>): Promise<void> {
  const services = await createWalletServices({ ...walletServicesOptions(config), loadBackend })
  // Development pages (`/?dev=transactions`, `/?dev=wagmi` on the wagmi backend): in `npm start`, and in a build only
  // when it is made with VITE_DEV_PAGES=on (the e2e builds); both are replaced at build time, so other builds hold none of it.
  const devPage = (import.meta.env.DEV || import.meta.env.VITE_DEV_PAGES === 'on') && new URLSearchParams(location.search).get('dev')
  const DevPage =
    devPage === 'transactions'
      ? (await import('../src-ui/dev/TransactionsPage.js')).TransactionsPage
      : devPage === 'wagmi'
        ? (await import('./dev-pages/WagmiBesidePage.js')).WagmiBesidePage
        : undefined
  // The reconnect starts before the first render: with nothing remembered it has answered by then
  // (the button), with a remembered wallet that render shows the placeholder, as the start screen did.
  void services.connection.reconnect()
  noteShellFocus()
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppShell services={services} theme={config.theme} reconnectOnMount={false} {...(config.locale ? { locale: config.locale } : {})}>
          {DevPage && <DevPage />}
        </AppShell>
      </StrictMode>,
    ),
  )
}
