import { ConnectButton, WalletButton } from 'retropgf-connect'
import { Counter } from './Counter'
import { SendTip } from './SendTip'
import { quickWallet } from './wallet'

export function App() {
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', fontFamily: 'Georgia, serif' }}>
      <nav style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: 16 }}>
        <strong>Tip jar</strong>
        <WalletButton wallet={quickWallet} />
        <ConnectButton label="Connect" showBalance={{ smallScreen: false, largeScreen: true }} />
      </nav>
      <main style={{ padding: 16 }}>
        <SendTip />
        <Counter />
      </main>
    </div>
  )
}
