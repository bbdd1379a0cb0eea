import { useId, useLayoutEffect, useRef } from 'react'
import { isCompactWidth } from '../../src-domain/config/layout.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { DialogHead } from './DialogHead.js'
import { DIALOG_FRAME_CLASS } from '../start-protocol.js'

export interface DialogFrameProps {
  title: string
  /** Escape, the close button or the backdrop: the visitor no longer wants the dialog. */
  onClose(): void
  /** The layout, when the width cannot be read (the build draws both); by default the window's. */
  compact?: boolean
  /** Drawn over the page's own frame (the boot script drew one on a click before React ran): no second opening motion. */
  settled?: boolean
}

/**
 * The connect dialog's frame, drawn in the frame after a click whose dialog code is still on its
 * way: the same backdrop, box, title and close button, with a spinner where the wallets will be.
 * The dialog replaces it without moving again (it keeps the frame's place and size).
 *
 * The frame takes the keyboard focus, as a modal dialog must (a screen reader is in it, Tab stays in
 * it); the dialog takes it over when it comes, and gives it back to the button that was clicked when
 * it closes. Closed before the dialog comes, the frame hands the focus back itself (`onClose`).
 */
export function DialogFrame({ title, onClose, compact = isCompactWidth(window.innerWidth), settled = false }: DialogFrameProps) {
  const { dir, locale } = useI18n()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  // In the commit that draws the frame, as the dialog does: the focus is in it from its first frame.
  useLayoutEffect(() => {
    panel.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current()
      // The close button is the frame's one control: Tab, either way, stays on it.
      if (event.key === 'Tab') {
        event.preventDefault()
        panel.current?.querySelector<HTMLElement>('button')?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div
      className={['rpgf-backdrop', compact && 'rpgf-backdrop-compact', settled && 'rpgf-dialog-settled'].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onClose()
      }}
    >
      <div
        ref={panel}
        className={`rpgf-dialog ${DIALOG_FRAME_CLASS}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
        dir={dir}
        lang={locale}
        // The height limits (468 px compact, 504 px wide) are the style sheet's, which the page has before any script.
        data-layout={compact ? 'compact' : 'wide'}
      >
        <DialogHead id={titleId} title={title} onClose={onClose} />
        <div className="rpgf-frame-body">
          <span className="rpgf-frame-spinner" aria-hidden="true" />
        </div>
      </div>
    </div>
  )
}
