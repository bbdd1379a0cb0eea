import type { WalletInfo } from '../../../src-domain/index.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import { downloadKind } from './downloads.js'
import { WalletIcon } from './WalletIcon.js'

/**
 * The GET step: wallets to download (5, or 3 on mobile), each leading to its download options. On a
 * phone each is a mobile wallet: the phone runs no extension or desktop app.
 */
export function GetPanel({ wallets, onGet, phone = false }: { wallets: readonly WalletInfo[]; onGet(wallet: WalletInfo): void; phone?: boolean }) {
  const { t } = useI18n()
  return (
    <>
      <ul className="rpgf-get-list">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="rpgf-get-row">
            <WalletIcon wallet={wallet} size={40} />
            <span className="rpgf-get-text">
              <span className="rpgf-wallet-name">{wallet.name}</span>
              <span className="rpgf-muted">{phone ? t('get.kind.mobile') : downloadKind(wallet.downloadUrls, navigator.userAgent, t)}</span>
            </span>
            <button type="button" className="rpgf-pill" aria-label={t('get.walletLabel', { wallet: wallet.name })} onClick={() => onGet(wallet)}>
              {t('connect.get')}
            </button>
          </li>
        ))}
      </ul>
      <p className="rpgf-muted">
        <strong>{t('get.notWhatLooking')}</strong> {t('get.selectOther')}
      </p>
    </>
  )
}
