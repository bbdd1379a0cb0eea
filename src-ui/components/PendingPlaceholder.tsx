import { useI18n } from '../i18n/I18nProvider.js'
import { PENDING_CLASS } from '../start-protocol.js'

/**
 * The neutral placeholder drawn while a remembered wallet is checked: the box of `Connect Wallet`
 * without its text, so neither it nor the account that follows moves anything. The HTML shell
 * (rendered by the build, with its own class), the start screen and the app all draw this one.
 */
export function PendingPlaceholder({ className }: { className?: string }) {
  const { t } = useI18n()
  return (
    <span className={className ? `${className} ${PENDING_CLASS}` : PENDING_CLASS} role="status" aria-busy="true">
      <span className="rpgf-visually-hidden">{t('button.checkingWallet')}</span>
    </span>
  )
}
