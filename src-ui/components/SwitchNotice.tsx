import { useState } from 'react'
import { useConnected } from '../hooks/use-connection.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { translateDomainText } from '../i18n/translate.js'

/**
 * A network switch the wallet refused or could not do: the network dialog has closed (its rule),
 * so the reason shows here, under the header where the visitor is looking, until dismissed or the
 * next switch. The live region has already read it out: this box is not announced again.
 */
export function SwitchNotice({ hidden }: { hidden: boolean }) {
  const connected = useConnected()
  const { t } = useI18n()
  const error = connected?.switchError
  // Dismissed is remembered per failure: the next one shows again.
  const [dismissed, setDismissed] = useState<string | undefined>(undefined)
  const [shownFor, setShownFor] = useState<string | undefined>(undefined)
  if (error !== shownFor) {
    setShownFor(error)
    setDismissed(undefined)
  }
  if (!error || hidden || dismissed === error) return null
  return (
    <div className="rpgf-notice" data-testid="switch-notice">
      <p className="rpgf-notice-text">{translateDomainText(t, error)}</p>
      <button type="button" className="rpgf-close rpgf-notice-close" aria-label={t('dialog.close')} onClick={() => setDismissed(error)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
