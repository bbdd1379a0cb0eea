import { isAddress, isChainId, type Address, type ChainId } from '../src-domain/types.js'
import {
  BOOT_ACCOUNT_ATTRIBUTE,
  BOOT_ANSWER_EVENT,
  BOOT_CHAIN_ATTRIBUTE,
  BOOT_CLICK_ATTRIBUTE,
  BOOT_PEEKED_ATTRIBUTE,
  BOOT_PRELOADED_ATTRIBUTE,
  BOOT_RECONNECTING,
  BOOT_STATE_ATTRIBUTE,
  DIALOG_FRAME_CLASS,
  SHELL_BUTTON_ID,
  SHELL_TARGET_ATTRIBUTE,
  START_BUTTON_CLASS,
} from './start-protocol.js'

/**
 * What the page's HTML shell hands to the app when the app replaces it. index.html draws the
 * header and a working `Connect Wallet` before any JavaScript runs; the boot script (src/boot), a
 * classic script run before the first paint, marks <html> as reconnecting (BOOT_STATE_ATTRIBUTE)
 * when the last wallet is remembered (the shell shows a placeholder instead of the button; the
 * app's first render does the same through the reconnect's own state), with the remembered
 * wallet's own answer once it has it (the shell, the start screen and the app show that account
 * until the app's reconnect answers), and with the stand-in button clicked (BOOT_CLICK_ATTRIBUTE).
 * The names are the start-up protocol's (start-protocol.ts).
 */
export interface ShellHandoff {
  /** The stand-in button the visitor clicked (or pressed Enter / Space on): the app opens its dialog. */
  clicked: ShellTarget | undefined
  /** The stand-in button that had the keyboard focus: the app's own button takes it. */
  focused: ShellTarget | undefined
}

/** The stand-in buttons: `Connect Wallet`, and a remembered wallet's chain and account buttons. */
export type ShellTarget = 'connect' | 'chain' | 'account'

/** A remembered wallet's answer before the app was loaded: its account and chain. */
export interface BootAnswer {
  address: Address
  chainId: ChainId
}

const TARGETS: readonly ShellTarget[] = ['connect', 'chain', 'account']
const targetOf = (value: string | null | undefined): ShellTarget | undefined =>
  TARGETS.find((target) => target === value) ?? (value === '' ? 'connect' : undefined)

let focused: ShellTarget | undefined
let frameShown = false

/** Whether the start screen is showing the connect dialog's frame (its click's dialog replaces it). */
export function noteDialogFrame(shown: boolean): void {
  frameShown = shown
}

/** Whether the frame is up: a dialog opening now replaces it. */
export const dialogFrameShown = (): boolean => frameShown

/** Clears the frame's mark once its dialog has opened, so a later opening has its motion again. */
export function takeDialogFrame(): boolean {
  const had = frameShown
  frameShown = false
  return had
}

/** Marks the page as reconnecting a remembered wallet: the shell shows its placeholder, the entry loads the app at once. */
export function markReconnecting(doc: Document = document): void {
  doc.documentElement.setAttribute(BOOT_STATE_ATTRIBUTE, BOOT_RECONNECTING)
}

/** Whether the boot script found a remembered wallet to reconnect. */
export const bootReconnecting = (doc: Document = document): boolean => doc.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE) === BOOT_RECONNECTING

let stopWatching: (() => void) | undefined

/**
 * Notes, just before the app replaces the shell, which stand-in button had the focus, and keeps
 * noting it until the focus is taken: a visitor who tabs to the stand-in while it is being
 * replaced loses the focus with the removed element, and must still find it on the new button.
 */
export function noteShellFocus(doc: Document = document): void {
  const read = () => {
    const active = doc.activeElement
    // The dialog frame a click on `Connect Wallet` drew holds the focus for that button's dialog.
    focused = active?.matches(`#${SHELL_BUTTON_ID}, .${START_BUTTON_CLASS}, .${DIALOG_FRAME_CLASS}, .${DIALOG_FRAME_CLASS} *`)
      ? 'connect'
      : targetOf(active?.getAttribute(SHELL_TARGET_ATTRIBUTE))
  }
  read()
  stopWatching?.()
  doc.addEventListener('focusin', read)
  stopWatching = () => {
    doc.removeEventListener('focusin', read)
    stopWatching = undefined
  }
}

/** Whether the visitor clicked a stand-in `Connect Wallet` the app has not handled yet. */
export const shellClicked = (doc: Document = document): boolean => targetOf(doc.documentElement.getAttribute(BOOT_CLICK_ATTRIBUTE)) === 'connect'

/** Records a click on a stand-in button, as the boot script does for the HTML shell's. */
export function noteShellClick(doc: Document = document, target: ShellTarget = 'connect'): void {
  doc.documentElement.setAttribute(BOOT_CLICK_ATTRIBUTE, target)
}

/** The focus half of the handoff, once: the start screen's button takes it, and notes it again for the app. */
export function takeShellFocus(): ShellTarget | undefined {
  stopWatching?.()
  const had = focused
  focused = undefined
  return had
}

/** Forgets a recorded click (the app could not be loaded: a later load must not open a dialog unasked). */
export function dropShellClick(doc: Document = document): void {
  doc.documentElement.removeAttribute(BOOT_CLICK_ATTRIBUTE)
}

/** The handoff, once: a later call (a remount, a second effect run) gets nothing. */
export function takeShellHandoff(doc: Document = document): ShellHandoff {
  const root = doc.documentElement
  stopWatching?.()
  const handoff = { clicked: root.hasAttribute(BOOT_CLICK_ATTRIBUTE) ? targetOf(root.getAttribute(BOOT_CLICK_ATTRIBUTE)) : undefined, focused }
  root.removeAttribute(BOOT_CLICK_ATTRIBUTE)
  focused = undefined
  return handoff
}

/** The boot script's record of a remembered wallet's answer, for the start screen and the app. */
export function writeBootAnswer(doc: Document, answer: BootAnswer): void {
  doc.documentElement.setAttribute(BOOT_ACCOUNT_ATTRIBUTE, answer.address)
  doc.documentElement.setAttribute(BOOT_CHAIN_ATTRIBUTE, String(answer.chainId))
  doc.dispatchEvent(new Event(BOOT_ANSWER_EVENT))
}

/** The remembered wallet's answer, when the boot script had one; anything else written there is ignored. */
export function readBootAnswer(doc: Document = document): BootAnswer | undefined {
  const root = doc.documentElement
  const address = root.getAttribute(BOOT_ACCOUNT_ATTRIBUTE)
  const chainId = Number(root.getAttribute(BOOT_CHAIN_ATTRIBUTE) ?? Number.NaN)
  return isAddress(address) && isChainId(chainId) ? { address, chainId } : undefined
}

/** Forgets the answer once the app's own reconnect has answered: a later reconnect must not show it. */
export function dropBootAnswer(doc: Document = document): void {
  doc.documentElement.removeAttribute(BOOT_ACCOUNT_ATTRIBUTE)
  doc.documentElement.removeAttribute(BOOT_CHAIN_ATTRIBUTE)
}

/** Marks the remembered wallet's asking as over (answered or not): what the shell shows of it is drawn. */
export function markBootPeeked(doc: Document): void {
  doc.documentElement.setAttribute(BOOT_PEEKED_ATTRIBUTE, '')
  doc.dispatchEvent(new Event(BOOT_ANSWER_EVENT))
}

/** Resolves once the boot script's asking of the remembered wallet is over (at once when it is). */
export const bootPeeked = (doc: Document = document): Promise<void> => bootReached(() => doc.documentElement.hasAttribute(BOOT_PEEKED_ATTRIBUTE), doc)

/** Resolves once the boot script's news make `over` true (at once when it is). */
function bootReached(over: () => boolean, doc: Document): Promise<void> {
  if (over()) return Promise.resolve()
  return new Promise((resolve) => {
    const undo = subscribeBootAnswer(() => {
      if (!over()) return
      undo()
      resolve()
    }, doc)
  })
}

/** Notes which preload lists (meta names, space-separated) the boot script has linked every file of. */
export function markBootPreloaded(doc: Document, lists: string): void {
  doc.documentElement.setAttribute(BOOT_PRELOADED_ATTRIBUTE, lists)
  doc.dispatchEvent(new Event(BOOT_ANSWER_EVENT))
}

/**
 * Resolves once the boot script has linked every file of the preload list `list` (at once when it
 * has). An `import()` of those modules before then asks for the ones not yet linked all at once.
 */
export const bootPreloaded = (list: string, doc: Document = document): Promise<void> =>
  // The lists' names are no part of one another: a plain search finds one.
  bootReached(() => doc.documentElement.getAttribute(BOOT_PRELOADED_ATTRIBUTE)?.includes(list) === true, doc)

/** Calls `listener` when the boot script's answer arrives; returns the undo. */
export function subscribeBootAnswer(listener: () => void, doc: Document = document): () => void {
  doc.addEventListener(BOOT_ANSWER_EVENT, listener)
  return () => doc.removeEventListener(BOOT_ANSWER_EVENT, listener)
}
