import { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { useEffect, useState, type ReactNode } from 'react'
import { QUERY_CACHE_MAX_AGE_MS } from '../src-domain/index.js'
import { ConnectButton } from './components/ConnectButton.js'
import { SignInDialog } from './components/SignInDialog.js'
import { ServicesProvider, type AppServices } from './services.js'

/** The wrapper around every page: services, the persisted query cache, the connection UI. */
export function AppShell({ services, children }: { services: AppServices; children?: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_CACHE_MAX_AGE_MS } } }))
  const [persister] = useState(() =>
    createSyncStoragePersister({
      storage: {
        getItem: (key) => services.storage.read(key),
        setItem: (key, value) => services.storage.write(key, value),
        removeItem: (key) => services.storage.remove(key),
      },
    }),
  )
  useEffect(() => {
    const stop = services.connection.start()
    void services.connection.reconnect()
    return stop
  }, [services])

  return (
    <ServicesProvider services={services}>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: QUERY_CACHE_MAX_AGE_MS }}>
        <header className="rpgf-header">
          <span className="rpgf-app-name">{services.appName}</span>
          <ConnectButton />
          <SignInDialog />
        </header>
        <main>{children}</main>
      </PersistQueryClientProvider>
    </ServicesProvider>
  )
}
