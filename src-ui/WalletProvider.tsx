import { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { CONFIG_MESSAGES, InvalidConfigError, QUERY_CACHE_MAX_AGE_MS } from '../src-domain/index.js'
import { LiveRegion } from './components/LiveRegion.js'
import { ModalProvider } from './components/ModalProvider.js'
import { SignInDialog } from './components/SignInDialog.js'
import { SignOutAlert } from './components/SignOutAlert.js'
import { ThemeScope } from './components/ThemeScope.js'
import { balanceReadAhead } from './hooks/use-balance.js'
import { I18nProvider } from './i18n/I18nProvider.js'
import { isStoredQueryKey, restorePersistedClient } from './query-cache/restore.js'
import { ServicesScope, type AppServices } from './services.js'
import { kitOptionProblems } from './kit-option-checks.js'
import { KitOptionsProvider, type KitOptions } from './kit-options.js'
import { themeProblems } from './theme/theme-checks.js'
import type { Theme, ThemeFunction } from './theme/themes.js'

export interface WalletProviderProps extends KitOptions {
  /** What `createWalletServices` built. */
  services: AppServices
  /**
   * `{ name: 'light' | 'dark' | 'midnight' | 'auto', accentColor?: '#rrggbb', borderRadius?, fontStack?, overlayBlur? }`,
   * or `{ lightMode, darkMode }` (two of those, following the visitor's colour scheme); a function is rejected.
   */
  theme?: Theme | ThemeFunction
  /** A language tag (`de`, `pt`, `zh-Hant`, `ar`...); absent follows the browser's languages, unknown falls back to English. */
  locale?: string
  /** The theme's scope (`[data-rk="<id>"]`): letters, digits and underscores. */
  id?: string
  /** Show the 3 most recent transactions in the account dialog (default on). */
  showRecentTransactions?: boolean
  /**
   * Restore the last wallet when mounted (default on). Off when the page started the reconnect
   * before the first render, so that render already shows the placeholder for a remembered wallet.
   */
  reconnectOnMount?: boolean
  /**
   * Your app's TanStack `QueryClient`, when it has one: the provider's queries (the balance) then
   * live in it, and your own `useQuery` calls inside the provider keep reading your client rather
   * than one of the provider's. Absent, the provider makes its own. Either way only the provider's
   * own entries are persisted to its storage, never your app's.
   */
  queryClient?: QueryClient
  children?: ReactNode
}

/**
 * What the persister writes: the provider's own queries that succeeded (the restore keeps those
 * alone anyway). Typed by shape: the persister brings its own copy of TanStack's core.
 */
const persisted = (query: { queryKey: unknown; state: { status: string } }): boolean => query.state.status === 'success' && isStoredQueryKey(query.queryKey)

interface WalletScopeProps extends WalletProviderProps {
  /** Where the sign-in dialog and the sign-out alert go: after the children, or (false) where the caller puts them. */
  signInParts: boolean
}

/**
 * Every mistake of the theme and the layout options at once, one a line; with the theme's alone the
 * theme scope reports them (a lone bad colour as InvalidHexColorError, a function as InvalidThemeError).
 */
function checkOptions(theme: unknown, options: Record<keyof KitOptions, unknown>): KitOptions {
  const problems = kitOptionProblems(options)
  if (problems.length > 0) {
    const themed = typeof theme === 'function' ? [CONFIG_MESSAGES.invalidTheme] : themeProblems(theme)
    throw new InvalidConfigError([...themed, ...problems].join('\n'))
  }
  return options as KitOptions
}

/** The provider's parts; `AppShell` places the sign-in parts in its header itself. */
export function WalletScope({
  services,
  theme,
  id,
  showRecentTransactions = true,
  locale,
  reconnectOnMount = true,
  queryClient: given,
  signInParts,
  modalSize,
  appInfo,
  avatar,
  children,
}: WalletScopeProps) {
  const options = useMemo(() => checkOptions(theme, { modalSize, appInfo, avatar }), [theme, modalSize, appInfo, avatar])
  const [own] = useState(() => given ?? new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_CACHE_MAX_AGE_MS } } }))
  const queryClient = given ?? own
  // TanStack Query's own persister over the storage port, under its default key (as the app this
  // replaces stored it): the cache survives a reload for 24 h. What comes back is checked entry by entry.
  const [persister] = useState(() =>
    createSyncStoragePersister({
      deserialize: (text) => restorePersistedClient(text, services.chains),
      storage: {
        getItem: (key) => services.storage.read(key),
        setItem: (key, value) => services.storage.write(key, value),
        removeItem: (key) => services.storage.remove(key),
      },
    }),
  )
  useEffect(() => {
    const release = services.start()
    if (reconnectOnMount) void services.connection.reconnect()
    return release
  }, [services, reconnectOnMount])
  const readAhead = useMemo(() => balanceReadAhead(services, queryClient), [services, queryClient])

  return (
    <ServicesScope services={services} readAhead={readAhead}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister, maxAge: QUERY_CACHE_MAX_AGE_MS, dehydrateOptions: { shouldDehydrateQuery: persisted } }}
      >
        <I18nProvider locale={locale}>
          <ThemeScope {...(theme === undefined ? {} : { theme })} {...(id === undefined ? {} : { id })}>
            <KitOptionsProvider value={options}>
              <ModalProvider showRecentTransactions={showRecentTransactions}>
                {children}
                {signInParts && (
                  <>
                    <SignInDialog />
                    <SignOutAlert />
                  </>
                )}
                <LiveRegion />
              </ModalProvider>
            </KitOptionsProvider>
          </ThemeScope>
        </I18nProvider>
      </PersistQueryClientProvider>
    </ServicesScope>
  )
}

/**
 * Everything the wallet UI needs around an app, and no layout: the services, the persisted query
 * cache, the theme and language (on its root element, `[data-rk]`), the connect, account and
 * network dialogs, the sign-in dialog when sign-in is on, and a polite live region. Put
 * `ConnectButton` (or your own, with the hooks) anywhere inside it.
 */
export function WalletProvider(props: WalletProviderProps) {
  return <WalletScope {...props} signInParts />
}
