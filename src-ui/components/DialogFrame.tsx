import { useEffect, useId, useRef } from 'react'
import { isCompactWidth } from '../../src-domain/config/layout.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { DialogHead } from './DialogHead.js'

export interface DialogFrameProps {
  title: string
  /** Escape, the close button or the backdrop: the visitor no longer wants the dialog. */
  onClose(): void
}

/**
 * The connect dialog's frame, drawn in the frame after a click whose dialog code is still on its
 * way: the same backdrop, box, title and close button, with a spinner where the wallets will be.
 * The dialog replaces it without moving again (it keeps the frame's place and size).
 *
 * The keyboard focus stays on the button that was clicked: the dialog takes it when it comes, and
 * gives it back to that button when it closes, as if the frame had never been.
 */
export function DialogFrame({ title, onClose }: DialogFrameProps) {
  const { dir, locale } = useI18n()
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  // Read once: the frame is up for a moment, and the dialog that follows reads the width itself.
  const compact = isCompactWidth(window.innerWidth)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div
      className={compact ? 'rpgf-backdrop rpgf-backdrop-compact' : 'rpgf-backdrop'}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onClose()
      }}
    >
      <div
        className="rpgf-dialog rpgf-dialog-frame"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        dir={dir}
        lang={locale}
        // The height limits (468 px compact, 504 px wide) are the style sheet's, which the page has before any script.
        data-layout={compact ? 'compact' : 'wide'}
      >
        <DialogHead id={titleId} title={title} onClose={onClose} />
        <div className="rpgf-dialog-frame-body">
          <span className="rpgf-frame-spinner" aria-hidden="true" />
        </div>
      </div>
    </div>
  )
}
