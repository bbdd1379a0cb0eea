/**
 * What the page's HTML shell hands to the app when the app replaces it. index.html draws the
 * header and a working `Connect Wallet` before any JavaScript runs; public/boot.js, a classic
 * script run before the first paint, marks <html> with `data-wallet-boot="reconnecting"` when the
 * last wallet is remembered (the shell shows a placeholder instead of the button; the app's first
 * render does the same through the reconnect's own state) and with `data-wallet-boot-click` when
 * the shell's button was clicked.
 */
export interface ShellHandoff {
  /** The visitor clicked (or pressed Enter / Space on) the shell's `Connect Wallet`: open the dialog. */
  clicked: boolean
  /** The shell's button had the keyboard focus: the app's button takes it. */
  focused: boolean
}

export const SHELL_BUTTON_ID = 'rpgf-shell-connect'
/** The start screen's button (StartShell), which stands in for the shell until the app is loaded. */
export const START_BUTTON_CLASS = 'rpgf-start-connect'
const CLICKED = 'data-wallet-boot-click'
const HANDED_OVER = `#${SHELL_BUTTON_ID}, .${START_BUTTON_CLASS}`

let focused = false

/** Notes, just before the app replaces the shell, whether the shell's button had the focus. */
export function noteShellFocus(doc: Document = document): void {
  focused = doc.activeElement?.matches(HANDED_OVER) ?? false
}

/** Whether the visitor clicked a stand-in button the app has not handled yet. */
export const shellClicked = (doc: Document = document): boolean => doc.documentElement.hasAttribute(CLICKED)

/** Records a click on the start screen's button, as public/boot.js does for the HTML shell's. */
export function noteShellClick(doc: Document = document): void {
  doc.documentElement.setAttribute(CLICKED, '')
}

/** The focus half of the handoff, once: the start screen's button takes it, and notes it again for the app. */
export function takeShellFocus(): boolean {
  const had = focused
  focused = false
  return had
}

/** Forgets a recorded click (the app could not be loaded: a later load must not open a dialog unasked). */
export function dropShellClick(doc: Document = document): void {
  doc.documentElement.removeAttribute(CLICKED)
}

/** The handoff, once: a later call (a remount, a second effect run) gets nothing. */
export function takeShellHandoff(doc: Document = document): ShellHandoff {
  const root = doc.documentElement
  const handoff = { clicked: root.hasAttribute(CLICKED), focused }
  root.removeAttribute(CLICKED)
  focused = false
  return handoff
}
