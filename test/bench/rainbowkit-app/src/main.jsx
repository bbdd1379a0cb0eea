import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { wagmiConfig } from './config.js'

// The query cache survives a reload for 24 h, as in the main app.
const DAY_MS = 24 * 60 * 60 * 1000
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: DAY_MS } } })
const persister = createSyncStoragePersister({ storage: window.localStorage })

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: DAY_MS }}>
        <RainbowKitProvider>
          <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 16 }}>
            <span>RetroPGF</span>
            <ConnectButton />
          </header>
          <main />
        </RainbowKitProvider>
      </PersistQueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
