import type { ReactNode } from 'react'
import { storeLink, type DevicePlatform, type WalletInfo } from '../../../src-domain/index.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import { extensionDownload, mobileDownload, safeHttpUrl } from './downloads.js'
import { QrCode } from './QrCode.js'
import { WalletIcon } from './WalletIcon.js'

export interface DownloadOptionsProps {
  wallet: WalletInfo
  compact: boolean
  /** Opens the extension's setup steps after its store page opened in a new tab. */
  onExtension(): void
  /** Wide: the DOWNLOAD step (a QR code to the app); compact: the app store opened, then the setup steps. */
  onMobile(): void
  /** On a phone: its platform's store page for the app, and no extension or desktop app (a phone runs neither). */
  phone?: DevicePlatform | undefined
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

/** DOWNLOAD_OPTIONS: the extension for this browser, the phone app, the desktop app, whichever the wallet has. */
export function DownloadOptionsPanel({ wallet, compact, onExtension, onMobile, phone }: DownloadOptionsProps) {
  const extension = phone ? undefined : extensionDownload(wallet.downloadUrls, navigator.userAgent)
  const extensionUrl = safeHttpUrl(extension?.url)
  const mobileUrl = safeHttpUrl(phone ? storeLink(wallet.downloadUrls, phone) : mobileDownload(wallet.downloadUrls))
  const desktopUrl = phone ? undefined : safeHttpUrl(wallet.downloadUrls?.desktop)
  const browser = extension?.browser
  const { t } = useI18n()
  const named = { wallet: wallet.name }
  return (
    <div className="rpgf-download-options">
      {extensionUrl && (
        <DownloadCard
          wallet={wallet}
          title={browser ? t('download.extensionTitle', { ...named, browser }) : t('download.extensionTitleAny', named)}
          text={t('download.extensionText')}
        >
          <a className="rpgf-pill" href={extensionUrl} {...external} onClick={onExtension}>
            {browser ? t('download.addTo', { browser }) : t('download.addToAny')}
          </a>
        </DownloadCard>
      )}
      {mobileUrl && (
        <DownloadCard wallet={wallet} title={t('download.mobileTitle', named)} text={t('download.mobileText')}>
          {compact ? (
            <a className="rpgf-pill" href={mobileUrl} {...external} onClick={onMobile}>
              {t('download.getApp')}
            </a>
          ) : (
            <button type="button" className="rpgf-pill" onClick={onMobile}>
              {t('download.getApp')}
            </button>
          )}
        </DownloadCard>
      )}
      {desktopUrl && (
        <DownloadCard wallet={wallet} title={t('download.desktopTitle', named)} text={t('download.desktopText')}>
          <a className="rpgf-pill" href={desktopUrl} {...external}>
            {t('download.download')}
          </a>
        </DownloadCard>
      )}
      {!extensionUrl && !mobileUrl && !desktopUrl && <p className="rpgf-muted">{t('download.none', named)}</p>}
    </div>
  )
}

function DownloadCard({ wallet, title, text, children }: { wallet: WalletInfo; title: string; text: string; children: ReactNode }) {
  return (
    <div className="rpgf-download-card">
      <WalletIcon wallet={wallet} size={40} />
      <div className="rpgf-get-text">
        <strong>{title}</strong>
        <span className="rpgf-muted">{text}</span>
      </div>
      {children}
    </div>
  )
}

/** DOWNLOAD: a QR code to the phone app's page, then on to the setup steps. */
export function DownloadPanel({ wallet, onContinue }: { wallet: WalletInfo; onContinue(): void }) {
  const url = safeHttpUrl(mobileDownload(wallet.downloadUrls))
  const { t } = useI18n()
  return (
    <div className="rpgf-connect-detail">
      <p className="rpgf-muted">{t('download.scan')}</p>
      {url ? (
        <QrCode value={url} label={t('download.qrLabel', { wallet: wallet.name })} />
      ) : (
        <p className="rpgf-muted">{t('download.noApp', { wallet: wallet.name })}</p>
      )}
      <div className="rpgf-step-actions">
        <button type="button" className="rpgf-action" onClick={onContinue}>
          {t('download.continue')}
        </button>
      </div>
    </div>
  )
}
