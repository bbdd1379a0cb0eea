import type { ReactNode } from 'react'
import { headers } from 'next/headers'
import { ConnectButton, cookieToInitialState, WalletProvider } from 'retropgf-connect'
import { getSession } from 'retropgf-connect/server'
import 'retropgf-connect/styles.css'
import { config } from './wallet-config'

export const metadata = { title: 'Fund a project' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  // What the browser will show, known before any JavaScript: the account and whether it signed in.
  const initialState = cookieToInitialState(config, cookie, { session: await getSession(cookie) })
  return (
    <html lang="en">
      <body>
        <WalletProvider config={config} initialState={initialState}>
          <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 16 }}>
            <strong>Fund a project</strong>
            <ConnectButton />
          </header>
          <main style={{ padding: 16 }}>{children}</main>
        </WalletProvider>
      </body>
    </html>
  )
}
