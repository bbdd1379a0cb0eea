import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'

/** A dialog's title (its accessible name, by `id`) and its close button: the same in a dialog and in the frame drawn before it. */
export function DialogHead({ id, title, onClose }: { id: string; title: ReactNode; onClose: () => void }) {
  const { t } = useI18n()
  return (
    <>
      <h2 id={id} className="rpgf-dialog-title">
        {title}
      </h2>
      <button type="button" className="rpgf-close" aria-label={t('dialog.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </>
  )
}
