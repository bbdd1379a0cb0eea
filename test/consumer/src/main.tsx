import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WalletProvider } from 'retropgf-connect'
import 'retropgf-connect/styles.css'
import { App } from './App'
import { appInfo, theme, TipAvatar } from './look'
import { services } from './wallet'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider services={services} theme={theme} modalSize="compact" appInfo={appInfo} avatar={TipAvatar}>
      <App />
    </WalletProvider>
  </StrictMode>,
)
