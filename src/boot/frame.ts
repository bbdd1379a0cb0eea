import { isCompactWidth } from '../../src-domain/config/layout.js'
import { dropShellClick } from '../../src-ui/shell-handoff.js'
import { DIALOG_FRAME_CLASS, FRAME_TEMPLATE_ATTRIBUTE } from '../../src-ui/start-protocol.js'
import type { ShellTexts } from './texts.js'

/**
 * Draws the connect dialog's frame (the build's template of DialogFrame) beside the shell's
 * `Connect Wallet`, for a click that comes before React runs: the click is answered in the next
 * frame, and the start screen, once React runs, draws the same frame in its place (it replaces the
 * whole shell). Until then the frame behaves as DialogFrame does: it holds the focus, Tab stays on
 * its close button, and Escape, the close button or the backdrop close it, forget the click and
 * give the focus back to the button. The texts are the visitor's language's, when it is not English.
 * Returns whether a frame is up.
 */
export function drawDialogFrame(doc: Document, button: HTMLElement, texts?: ShellTexts): boolean {
  const win = doc.defaultView
  if (!win || doc.querySelector(`.${DIALOG_FRAME_CLASS}`)) return true
  const layout = isCompactWidth(win.innerWidth) ? 'compact' : 'wide'
  const template = doc.querySelector(`template[${FRAME_TEMPLATE_ATTRIBUTE}="${layout}"]`)
  if (!(template instanceof win.HTMLTemplateElement)) return false
  const drawn = doc.importNode(template.content, true)
  const backdrop = drawn.firstElementChild
  const panel = drawn.querySelector<HTMLElement>(`.${DIALOG_FRAME_CLASS}`)
  if (!(backdrop instanceof win.HTMLElement) || !panel) return false
  if (texts) {
    panel.lang = texts.locale
    panel.dir = texts.dir
    const title = panel.querySelector('h2')
    if (title) title.textContent = texts.title
    panel.querySelector('button')?.setAttribute('aria-label', texts.close)
  }

  const close = () => {
    stop()
    backdrop.remove()
    dropShellClick(doc)
    button.removeAttribute('aria-busy')
    button.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // The start screen replaced the shell, this frame with it: its own frame answers from now on.
    if (!backdrop.isConnected) return stop()
    if (event.key === 'Escape') close()
    if (event.key === 'Tab') {
      event.preventDefault()
      panel.querySelector<HTMLElement>('button')?.focus()
    }
  }
  const stop = () => doc.removeEventListener('keydown', onKeyDown)
  backdrop.addEventListener('mousedown', (event) => {
    if (event.target !== backdrop) return
    event.preventDefault()
    close()
  })
  panel.querySelector('button')?.addEventListener('click', close)
  doc.addEventListener('keydown', onKeyDown)
  button.after(drawn)
  panel.focus()
  return true
}
