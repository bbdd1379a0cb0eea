import { useI18n } from '../i18n/I18nProvider.js'
import { useServices } from '../services.js'
import { DisconnectIcon } from './icons.js'

/** Closes the dialog it sits in first, so focus goes back to the opener before the button disappears. */
export function DisconnectButton({ onClose, className, icon = false }: { onClose: () => void; className: string; icon?: boolean }) {
  const { connection } = useServices()
  const { t } = useI18n()
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClose()
        void connection.disconnect()
      }}
    >
      {icon && <DisconnectIcon />}
      {t('account.disconnect')}
    </button>
  )
}
