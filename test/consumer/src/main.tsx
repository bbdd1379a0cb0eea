import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WalletProvider } from 'retropgf-connect'
import 'retropgf-connect/styles.css'
import { App } from './App'
import { services } from './wallet'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider services={services} theme={{ borderRadius: 'small', overlayBlur: 'small' }} modalSize="compact">
      <App />
    </WalletProvider>
  </StrictMode>,
)
