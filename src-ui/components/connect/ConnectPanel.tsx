import type { ConnectionState, WalletInfo } from '../../../src-domain/index.js'
import { connectMode, hasDownloads } from './connect-mode.js'
import { CopyUriButton } from './CopyUriButton.js'
import { QrCode } from './QrCode.js'
import { WalletIcon } from './WalletIcon.js'

export interface ConnectPanelProps {
  wallet: WalletInfo
  state: ConnectionState
  onConnect(wallet: WalletInfo): void
  onGet(wallet: WalletInfo): void
}

/**
 * The CONNECT step (its heading says `Opening <wallet>...`, `Scan with your phone`, or why the
 * wallet cannot connect). After any failed attempt it offers `RETRY`; a user rejection shows no
 * error text, as the spec asks.
 */
export function ConnectPanel({ wallet, state, onConnect, onGet }: ConnectPanelProps) {
  const mode = connectMode(wallet)
  const connecting = state.status === 'connecting' && state.walletId === wallet.id ? state : undefined
  const failure = state.status === 'disconnected' && state.failure?.walletId === wallet.id ? state.failure : undefined
  const idle = !connecting && !failure
  const getIt = hasDownloads(wallet) && (
    <button type="button" className="rpgf-pill" onClick={() => onGet(wallet)}>
      {mode === 'notInstalled' ? 'INSTALL' : 'GET'}
    </button>
  )

  return (
    <div className="rpgf-connect-detail" aria-busy={connecting ? 'true' : undefined}>
      {mode === 'qr' && connecting ? (
        connecting.displayUri ? (
          <QrCode value={connecting.displayUri} label={`QR code to connect ${wallet.name}`} />
        ) : (
          <div className="rpgf-qr rpgf-qr-loading" role="img" aria-label="Preparing the QR code" />
        )
      ) : (
        <WalletIcon wallet={wallet} size={60} />
      )}
      {mode === 'qr' && (
        <p className="rpgf-muted">
          Open {wallet.id === 'walletConnect' ? 'a WalletConnect-compatible wallet' : wallet.name} on your phone and scan
          the code to connect.
        </p>
      )}
      {connecting?.displayUri !== undefined && <CopyUriButton uri={connecting.displayUri} />}
      {mode === 'extension' && (
        <p className="rpgf-muted">
          {/* An SDK wallet (no extension here) opens its own window or QR code instead. */}
          {wallet.kind === 'sdk' ? `Continue in the ${wallet.name} window` : 'Confirm connection in the extension'}
        </p>
      )}
      {mode === 'notAvailable' && <p className="rpgf-muted">Choose another wallet, or get this one first.</p>}
      {failure?.message !== undefined && failure.kind !== 'userRejected' && (
        <p className="rpgf-error" role="alert">
          {failure.message}
        </p>
      )}
      <div className="rpgf-step-actions">
        {failure && (
          <button type="button" className="rpgf-action" onClick={() => onConnect(wallet)}>
            RETRY
          </button>
        )}
        {idle && (mode === 'qr' || mode === 'extension') && (
          <button type="button" className="rpgf-action" onClick={() => onConnect(wallet)}>
            Connect
          </button>
        )}
        {(mode === 'notInstalled' || mode === 'notAvailable') && getIt}
      </div>
      {mode === 'qr' && getIt && (
        <p className="rpgf-get-hint">
          <span className="rpgf-muted">Don’t have {wallet.name}?</span> {getIt}
        </p>
      )}
    </div>
  )
}
