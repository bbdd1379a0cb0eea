import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { modalMaxHeight } from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { DialogHead } from './DialogHead.js'
import { dialogFrameShown, takeDialogFrame } from '../shell-handoff.js'
import { useCompactLayout } from './connect/use-compact.js'

export interface DialogProps {
  open: boolean
  /** Text, or an element such as a `<bdi>` around an address that must stay left to right. */
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** Extra class on the dialog box, for a dialog's own sizing. */
  className?: string
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

let scrollLocks = 0
let overflowBefore = ''

/** The page behind an open dialog does not scroll (on a phone it would slide under the sheet); counted for stacked dialogs. */
function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    overflowBefore = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--scrollLocks === 0) document.body.style.overflow = overflowBefore
  }
}

/**
 * A real modal dialog: role, aria-modal, labelled by its title; traps focus, closes on Escape
 * and backdrop click, and gives focus back to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const titleId = useId()
  const compact = useCompactLayout()
  const { dir, locale } = useI18n()
  const panel = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  // Opening over the frame the start screen drew while this code was on its way: no second opening motion.
  const [opening, setOpening] = useState({ open: false, settled: false })
  if (opening.open !== open) setOpening({ open, settled: open && dialogFrameShown() })

  // Before the paint, in the commit that draws the dialog: no frame shows it with the focus still outside.
  useLayoutEffect(() => {
    if (!open) return
    takeDialogFrame()
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel.current)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) return
      const active = document.activeElement
      // Focus on the box itself, or somehow outside it: Tab still lands on the first (Shift+Tab: last) control.
      if (!(active instanceof HTMLElement) || active === panel.current || !panel.current.contains(active)) {
        event.preventDefault()
        ;(event.shiftKey ? tail : head).focus()
        return
      }
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const unlockScroll = lockScroll()
    return () => {
      unlockScroll()
      document.removeEventListener('keydown', onKeyDown)
      opener?.focus()
    }
  }, [open])

  if (!open) return null
  return (
    <div
      className={`rpgf-backdrop${compact ? ' rpgf-backdrop-compact' : ''}${opening.settled ? ' rpgf-dialog-settled' : ''}`}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // No default: the press would otherwise move focus to the page after it went back to the opener.
        event.preventDefault()
        onClose()
      }}
    >
      <div
        ref={panel}
        className={className ? `rpgf-dialog ${className}` : 'rpgf-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // Also here, for a dialog an app renders outside the shell's scope.
        dir={dir}
        lang={locale}
        tabIndex={-1}
        data-layout={compact ? 'compact' : 'wide'}
        // 468 px compact, 504 px wide (the spec); the breakpoint and heights come from the domain.
        style={{ maxHeight: modalMaxHeight(compact) }}
      >
        <DialogHead id={titleId} title={title} onClose={onClose} />
        {children}
      </div>
    </div>
  )
}
