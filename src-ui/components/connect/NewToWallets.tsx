import { useI18n } from '../../i18n/I18nProvider.js'

/** The line under the wallet list: `New to Ethereum wallets?` and the way to learn about or get one. */
export function NewToWallets({ action, onAction }: { action: string; onAction(): void }) {
  const { t } = useI18n()
  return (
    <div className="rpgf-connect-footer">
      <span className="rpgf-muted">{t('connect.newToWallets')}</span>
      <button type="button" className="rpgf-pill" onClick={onAction}>
        {action}
      </button>
    </div>
  )
}
