import type { ConnectionState, WalletInfo } from '../../../src-domain/index.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import { failureText } from '../../i18n/connection-texts.js'
import { cannotStartMissing, connectMode, hasDownloads } from './connect-mode.js'
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
 * error text, as the spec asks. A WalletConnect relay that never answered gets `Try again` and
 * `Get <wallet>` in place of the QR code.
 */
export function ConnectPanel({ wallet, state, onConnect, onGet }: ConnectPanelProps) {
  const mode = connectMode(wallet)
  const connecting = state.status === 'connecting' && state.walletId === wallet.id ? state : undefined
  const failure = state.status === 'disconnected' && state.failure?.walletId === wallet.id ? state.failure : undefined
  const idle = !connecting && !failure
  const { t } = useI18n()
  // A wallet that is not here and whose other way in could not start: the heading says it is not
  // installed, and the download step is offered; the library's own failure is not shown.
  const missing = cannotStartMissing(wallet, failure)
  // WalletConnect's relay never answered: the QR code cannot come, so the way out replaces it.
  const unreachable = failure?.kind === 'relayUnreachable'
  // Why the way in could not start is said when it helps (no relay, no project id), never a library's own failure.
  const failureMessage =
    failure && failure.kind !== 'userRejected' && (!missing || unreachable || failure.kind === 'notConfigured')
      ? failureText(failure, wallet.name, t)
      : undefined
  // The app lacks what this wallet needs: trying again cannot help.
  const blocked = failure?.kind === 'notConfigured'
  const getIt = hasDownloads(wallet) && (
    <button type="button" className="rpgf-pill" onClick={() => onGet(wallet)}>
      {unreachable ? t('get.walletLabel', { wallet: wallet.name }) : mode === 'notInstalled' || missing ? t('connect.install') : t('connect.get')}
    </button>
  )

  return (
    <div className="rpgf-connect-detail" aria-busy={connecting ? 'true' : undefined}>
      {mode === 'qr' && connecting ? (
        connecting.displayUri ? (
          <QrCode value={connecting.displayUri} label={t('connect.qrLabel', { wallet: wallet.name })} />
        ) : (
          <div className="rpgf-qr rpgf-qr-loading" role="img" aria-label={t('connect.qrPreparing')} />
        )
      ) : (
        <span className="rpgf-progress-icon">
          <WalletIcon wallet={wallet} size={60} />
          {connecting && <span className="rpgf-spinner" data-testid="connect-progress" aria-hidden="true" />}
        </span>
      )}
      {mode === 'qr' && !blocked && !missing && (
        <p className="rpgf-muted">
          {unreachable
            ? t('connect.relayUnreachableHelp')
            : wallet.id === 'walletConnect'
              ? t('connect.scanHelpAny')
              : t('connect.scanHelp', { wallet: wallet.name })}
        </p>
      )}
      {connecting?.displayUri !== undefined && <CopyUriButton uri={connecting.displayUri} />}
      {mode === 'extension' && !missing && (
        <p className="rpgf-muted">
          {/* An SDK wallet (no extension here) opens its own window or QR code instead. */}
          {wallet.kind === 'sdk' ? t('connect.continueInWindow', { wallet: wallet.name }) : t('connect.confirmExtension')}
        </p>
      )}
      {mode === 'notAvailable' && <p className="rpgf-muted">{t('connect.chooseAnother')}</p>}
      {failureMessage !== undefined && (
        <p className="rpgf-error" role="alert">
          {failureMessage}
        </p>
      )}
      <div className="rpgf-step-actions">
        {failure && !blocked && (
          <button type="button" className="rpgf-action" onClick={() => onConnect(wallet)}>
            {unreachable ? t('phone.tryAgain') : t('connect.retry')}
          </button>
        )}
        {(unreachable || missing) && getIt}
        {idle && (mode === 'qr' || mode === 'extension') && (
          <button type="button" className="rpgf-action" onClick={() => onConnect(wallet)}>
            {t('connect.connect')}
          </button>
        )}
        {(mode === 'notInstalled' || mode === 'notAvailable') && getIt}
      </div>
      {mode === 'qr' && !unreachable && !blocked && !missing && getIt && (
        <p className="rpgf-get-hint">
          <span className="rpgf-muted">{t('connect.dontHave', { wallet: wallet.name })}</span> {getIt}
        </p>
      )}
    </div>
  )
}
