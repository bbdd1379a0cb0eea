import { useId } from 'react'
import { devicePlatform, storeLink, type ConnectionState } from '../../../../src-domain/index.js'
import { failureText } from '../../../i18n/connection-texts.js'
import { useI18n } from '../../../i18n/I18nProvider.js'
import { WalletIcon } from '../WalletIcon.js'
import type { AppOpening } from './use-app-opening.js'

export interface OpeningPanelProps {
  opening: AppOpening
  state: ConnectionState
  onTryAgain(): void
  onBack(): void
}

const platform = () => devicePlatform({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })

/**
 * The wallet app being opened: `Opening <wallet>...` while the link goes out and the visitor is in
 * the app; when the page stayed in view (the app did not open), the way out: the wallet's store
 * page for this phone and `Try again`; the same when WalletConnect's relay gave no pairing link in
 * time. Never a tap that leads nowhere.
 */
export function OpeningPanel({ opening, state, onTryAgain, onBack }: OpeningPanelProps) {
  const { t } = useI18n()
  const headingId = useId()
  const { wallet, phase } = opening
  const failure = state.status === 'disconnected' && state.failure?.walletId === wallet.id ? state.failure : undefined
  const failureMessage = failure && failure.kind !== 'userRejected' ? failureText(failure, wallet.name, t) : undefined
  // WalletConnect's relay never answered: no link could be made, so the app cannot have opened.
  const unreachable = failure?.kind === 'relayUnreachable'
  const notOpened = (phase === 'notOpened' && !failure) || unreachable
  const store = storeLink(wallet.downloadUrls, platform())
  const busy = !notOpened && !failure
  const help = unreachable
    ? t('connect.relayUnreachableHelp')
    : notOpened
      ? t('phone.notOpenedHelp', { wallet: wallet.name })
      : t('phone.confirmInApp', { wallet: wallet.name })

  return (
    <section className="rpgf-step" aria-labelledby={headingId} data-step="OPENING" data-phase={phase}>
      <div className="rpgf-step-header">
        <button type="button" className="rpgf-back" aria-label={t('dialog.back')} onClick={onBack}>
          <span aria-hidden="true" className="rpgf-back-arrow">
            ←
          </span>
        </button>
        <h3 id={headingId} tabIndex={-1} className="rpgf-step-title" aria-live="polite">
          {notOpened ? t('phone.notOpened', { wallet: wallet.name }) : t('connect.opening', { wallet: wallet.name })}
        </h3>
      </div>
      <div className="rpgf-connect-detail" aria-busy={busy ? 'true' : undefined}>
        <span className="rpgf-phone-opening-icon">
          <WalletIcon wallet={wallet} size={72} />
          {busy && <span className="rpgf-spinner rpgf-phone-spinner" aria-hidden="true" />}
        </span>
        <p className="rpgf-muted">{help}</p>
        {failureMessage !== undefined && (
          <p className="rpgf-error" role="alert">
            {failureMessage}
          </p>
        )}
        <div className="rpgf-step-actions rpgf-phone-actions">
          {failure?.kind === 'notConfigured' ? null : failure && !unreachable ? (
            <button type="button" className="rpgf-action" onClick={onTryAgain}>
              {t('connect.retry')}
            </button>
          ) : (
            (phase !== 'preparing' || unreachable) && (
              <button type="button" className={notOpened ? 'rpgf-action' : 'rpgf-pill'} onClick={onTryAgain}>
                {t('phone.tryAgain')}
              </button>
            )
          )}
          {store !== undefined && (notOpened || phase === 'away') && (
            <a className={notOpened ? 'rpgf-pill' : 'rpgf-link'} href={store} target="_blank" rel="noreferrer noopener">
              {t('get.walletLabel', { wallet: wallet.name })}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
