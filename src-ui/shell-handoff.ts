import { isAddress, isChainId, type Address, type ChainId } from '../src-domain/types.js'

/**
 * What the page's HTML shell hands to the app when the app replaces it. index.html draws the
 * header and a working `Connect Wallet` before any JavaScript runs; the boot script (src/boot), a
 * classic script run before the first paint, marks <html> with `data-wallet-boot="reconnecting"`
 * when the last wallet is remembered (the shell shows a placeholder instead of the button; the
 * app's first render does the same through the reconnect's own state), with the remembered
 * wallet's own answer once it has it (the shell, the start screen and the app show that account
 * until the app's reconnect answers), and with `data-wallet-boot-click` when a stand-in button
 * was clicked.
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

export const SHELL_BUTTON_ID = 'rpgf-shell-connect'
/** The start screen's button (StartShell), which stands in for the shell until the app is loaded. */
export const START_BUTTON_CLASS = 'rpgf-start-connect'
/** On every stand-in button, naming its target: what a click or the focus on it hands over. */
export const SHELL_TARGET_ATTRIBUTE = 'data-rpgf-shell'
const CLICKED = 'data-wallet-boot-click'
const ANSWER_ADDRESS = 'data-wallet-boot-account'
const ANSWER_CHAIN = 'data-wallet-boot-chain'
/** Dispatched on the document when the boot script has the remembered wallet's answer. */
export const BOOT_ANSWER_EVENT = 'rpgf-wallet-boot-answer'

const TARGETS: readonly ShellTarget[] = ['connect', 'chain', 'account']
const targetOf = (value: string | null | undefined): ShellTarget | undefined =>
  TARGETS.find((target) => target === value) ?? (value === '' ? 'connect' : undefined)

let focused: ShellTarget | undefined

/** Notes, just before the app replaces the shell, which stand-in button had the focus. */
export function noteShellFocus(doc: Document = document): void {
  const active = doc.activeElement
  focused = active?.matches(`#${SHELL_BUTTON_ID}, .${START_BUTTON_CLASS}`) ? 'connect' : targetOf(active?.getAttribute(SHELL_TARGET_ATTRIBUTE))
}

/** Whether the visitor clicked a stand-in `Connect Wallet` the app has not handled yet. */
export const shellClicked = (doc: Document = document): boolean => targetOf(doc.documentElement.getAttribute(CLICKED)) === 'connect'

/** Records a click on a stand-in button, as the boot script does for the HTML shell's. */
export function noteShellClick(doc: Document = document, target: ShellTarget = 'connect'): void {
  doc.documentElement.setAttribute(CLICKED, target)
}

/** The focus half of the handoff, once: the start screen's button takes it, and notes it again for the app. */
export function takeShellFocus(): ShellTarget | undefined {
  const had = focused
  focused = undefined
  return had
}

/** Forgets a recorded click (the app could not be loaded: a later load must not open a dialog unasked). */
export function dropShellClick(doc: Document = document): void {
  doc.documentElement.removeAttribute(CLICKED)
}

/** The handoff, once: a later call (a remount, a second effect run) gets nothing. */
export function takeShellHandoff(doc: Document = document): ShellHandoff {
  const root = doc.documentElement
  const handoff = { clicked: root.hasAttribute(CLICKED) ? targetOf(root.getAttribute(CLICKED)) : undefined, focused }
  root.removeAttribute(CLICKED)
  focused = undefined
  return handoff
}

/** The boot script's record of a remembered wallet's answer, for the start screen and the app. */
export function writeBootAnswer(doc: Document, answer: BootAnswer): void {
  doc.documentElement.setAttribute(ANSWER_ADDRESS, answer.address)
  doc.documentElement.setAttribute(ANSWER_CHAIN, String(answer.chainId))
  doc.dispatchEvent(new Event(BOOT_ANSWER_EVENT))
}

/** The remembered wallet's answer, when the boot script had one; anything else written there is ignored. */
export function readBootAnswer(doc: Document = document): BootAnswer | undefined {
  const root = doc.documentElement
  const address = root.getAttribute(ANSWER_ADDRESS)
  const chainId = Number(root.getAttribute(ANSWER_CHAIN) ?? Number.NaN)
  return isAddress(address) && isChainId(chainId) ? { address, chainId } : undefined
}

/** Forgets the answer once the app's own reconnect has answered: a later reconnect must not show it. */
export function dropBootAnswer(doc: Document = document): void {
  doc.documentElement.removeAttribute(ANSWER_ADDRESS)
  doc.documentElement.removeAttribute(ANSWER_CHAIN)
}

/** Calls `listener` when the boot script's answer arrives; returns the undo. */
export function subscribeBootAnswer(listener: () => void, doc: Document = document): () => void {
  doc.addEventListener(BOOT_ANSWER_EVENT, listener)
  return () => doc.removeEventListener(BOOT_ANSWER_EVENT, listener)
}
