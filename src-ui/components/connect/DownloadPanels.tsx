import type { ReactNode } from 'react'
import type { WalletInfo } from '../../../src-domain/index.js'
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
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

/** DOWNLOAD_OPTIONS: the extension for this browser, the phone app, the desktop app, whichever the wallet has. */
export function DownloadOptionsPanel({ wallet, compact, onExtension, onMobile }: DownloadOptionsProps) {
  const extension = extensionDownload(wallet.downloadUrls, navigator.userAgent)
  const extensionUrl = safeHttpUrl(extension?.url)
  const mobileUrl = safeHttpUrl(mobileDownload(wallet.downloadUrls))
  const desktopUrl = safeHttpUrl(wallet.downloadUrls?.desktop)
  const browser = extension?.browser ?? 'your browser'
  return (
    <div className="rpgf-download-options">
      {extensionUrl && (
        <DownloadCard wallet={wallet} title={`${wallet.name} for ${browser}`} text="Access your wallet right from your favorite web browser.">
          <a className="rpgf-pill" href={extensionUrl} {...external} onClick={onExtension}>
            Add to {browser}
          </a>
        </DownloadCard>
      )}
      {mobileUrl && (
        <DownloadCard wallet={wallet} title={`${wallet.name} for Mobile`} text="Use the mobile wallet to explore the world of Ethereum.">
          {compact ? (
            <a className="rpgf-pill" href={mobileUrl} {...external} onClick={onMobile}>
              Get the app
            </a>
          ) : (
            <button type="button" className="rpgf-pill" onClick={onMobile}>
              Get the app
            </button>
          )}
        </DownloadCard>
      )}
      {desktopUrl && (
        <DownloadCard wallet={wallet} title={`${wallet.name} for Desktop`} text="Keep your wallet in an app on your computer.">
          <a className="rpgf-pill" href={desktopUrl} {...external}>
            Download
          </a>
        </DownloadCard>
      )}
      {!extensionUrl && !mobileUrl && !desktopUrl && <p className="rpgf-muted">No download is known for {wallet.name}.</p>}
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
  return (
    <div className="rpgf-connect-detail">
      <p className="rpgf-muted">Scan with your phone camera to download on iOS or Android.</p>
      {url ? <QrCode value={url} label={`QR code to download ${wallet.name}`} /> : <p className="rpgf-muted">No phone app is known for {wallet.name}.</p>}
      <div className="rpgf-step-actions">
        <button type="button" className="rpgf-action" onClick={onContinue}>
          Continue
        </button>
      </div>
    </div>
  )
}
