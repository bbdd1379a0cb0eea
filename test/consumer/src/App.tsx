import { ConnectButton } from 'retropgf-connect'
import { SendTip } from './SendTip'

export function App() {
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', fontFamily: 'Georgia, serif' }}>
      <nav style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 16 }}>
        <strong>Tip jar</strong>
        <ConnectButton label="Connect" showBalance={{ smallScreen: false, largeScreen: true }} />
      </nav>
      <main style={{ padding: 16 }}>
        <SendTip />
      </main>
    </div>
  )
}
