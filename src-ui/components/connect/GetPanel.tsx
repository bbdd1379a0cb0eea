import type { WalletInfo } from '../../../src-domain/index.js'
import { downloadKind } from './downloads.js'
import { WalletIcon } from './WalletIcon.js'

/** The GET step: wallets to download (5, or 3 on mobile), each leading to its download options. */
export function GetPanel({ wallets, onGet }: { wallets: readonly WalletInfo[]; onGet(wallet: WalletInfo): void }) {
  return (
    <>
      <ul className="rpgf-get-list">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="rpgf-get-row">
            <WalletIcon wallet={wallet} size={40} />
            <span className="rpgf-get-text">
              <span className="rpgf-wallet-name">{wallet.name}</span>
              <span className="rpgf-muted">{downloadKind(wallet.downloadUrls, navigator.userAgent)}</span>
            </span>
            <button type="button" className="rpgf-pill" aria-label={`Get ${wallet.name}`} onClick={() => onGet(wallet)}>
              GET
            </button>
          </li>
        ))}
      </ul>
      <p className="rpgf-muted">
        <strong>Not what you’re looking for?</strong> Select a wallet on the main screen to get started with a different
        wallet provider.
      </p>
    </>
  )
}
