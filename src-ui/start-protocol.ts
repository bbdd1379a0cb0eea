/**
 * The first screen's protocol: every attribute, event, id and class name that the page's HTML
 * shell (index.html, completed by src/build/first-screen-plugin.ts), the boot script (src/boot),
 * the start screen (StartShell), the app and the shell's style sheet (theme/shell.css) share.
 * Code takes each name from here; a style sheet cannot import, so test/tooling/start-protocol.test.ts
 * checks that every such name a sheet uses is one declared here, and that no source file spells
 * one out itself.
 */

/** On <html>, set by the boot script before the first paint: a remembered wallet is being reconnected. */
export const BOOT_STATE_ATTRIBUTE = 'data-wallet-boot'
/** The value of BOOT_STATE_ATTRIBUTE while the remembered wallet is reconnected (the only one). */
export const BOOT_RECONNECTING = 'reconnecting'
/** On <html>: the stand-in button a visitor clicked before the app could act on it (a ShellTarget). */
export const BOOT_CLICK_ATTRIBUTE = 'data-wallet-boot-click'
/** On <html>: the remembered wallet's own answer, its account and its chain id. */
export const BOOT_ACCOUNT_ATTRIBUTE = 'data-wallet-boot-account'
export const BOOT_CHAIN_ATTRIBUTE = 'data-wallet-boot-chain'
/** On <html>, set by the boot script once the remembered wallet has answered, or failed to, or taken too long: the shell shows what it will show. */
export const BOOT_PEEKED_ATTRIBUTE = 'data-wallet-boot-peeked'
/** On <html>: the preload lists (their meta names) whose every file the boot script has linked. */
export const BOOT_PRELOADED_ATTRIBUTE = 'data-wallet-boot-preloaded'
/** Dispatched on the document when the boot script has the remembered wallet's answer, again once the asking is over, and when a preload list is linked. */
export const BOOT_ANSWER_EVENT = 'rpgf-wallet-boot-answer'
/** On a <template> of the page's head, one per chain: the connected buttons for that chain (its id), for the boot script to fill. */
export const STAND_IN_TEMPLATE_ATTRIBUTE = 'data-wallet-boot-stand-in'
/** On a <template> of the page's head, one per layout (`wide`, `compact`): the connect dialog's frame (DialogFrame), for the boot script to draw on a click before React runs. */
export const FRAME_TEMPLATE_ATTRIBUTE = 'data-wallet-boot-frame'
/** The meta element the build writes: the shell's texts in the app's languages (src/build/shell-texts.ts), for the boot script to show the visitor's. */
export const SHELL_TEXTS_META = 'rpgf-shell-texts'
/** On SHELL_TEXTS_META when the app fixes its language: that locale, read before (and often instead of) the table. */
export const SHELL_LOCALE_ATTRIBUTE = 'data-locale'
/** The texts the shell shows before React runs, in the order SHELL_TEXTS_META lists them: its button, the dialog frame's title and close button, the placeholder. */
export const SHELL_TEXT_KEYS = ['button.connect', 'connect.title', 'dialog.close', 'button.checkingWallet'] as const
/** The meta element the build writes: the files a remembered wallet's reconnect needs, for the boot script to preload. */
export const RECONNECT_PRELOAD_META = 'rpgf-reconnect-preload'
/** The meta element the build writes: React and the start screen's files, for the boot script to preload once the first frame is painted. */
export const START_PRELOAD_META = 'rpgf-start-preload'

/** On every stand-in button, naming its target (a ShellTarget): what a click or the focus on it hands over. */
export const SHELL_TARGET_ATTRIBUTE = 'data-rpgf-shell'
/** The HTML shell's `Connect Wallet` button: its id, and its class for the shell's style sheet. */
export const SHELL_BUTTON_ID = 'rpgf-shell-connect'
export const SHELL_BUTTON_CLASS = 'rpgf-shell-connect'
/** The HTML shell's placeholder, shown instead of its button while a remembered wallet is reconnected. */
export const SHELL_PENDING_CLASS = 'rpgf-shell-pending'
/** The start screen's button (StartShell), which stands in for the shell's until the app is loaded. */
export const START_BUTTON_CLASS = 'rpgf-start-connect'
/** The connect dialog's frame (DialogFrame), drawn by the start screen on a click before the app is in: its focus is the button's. */
export const DIALOG_FRAME_CLASS = 'rpgf-dialog-frame'
/** The neutral placeholder (PendingPlaceholder) the shell, the start screen and the app draw while a wallet is checked. */
export const PENDING_CLASS = 'rpgf-connect-pending'

/** Every name above: what the source scan and the style sheets' check hold the rest of the tree to. */
export const START_PROTOCOL_NAMES: readonly string[] = [
  BOOT_STATE_ATTRIBUTE,
  BOOT_CLICK_ATTRIBUTE,
  BOOT_ACCOUNT_ATTRIBUTE,
  BOOT_CHAIN_ATTRIBUTE,
  BOOT_PEEKED_ATTRIBUTE,
  BOOT_PRELOADED_ATTRIBUTE,
  BOOT_ANSWER_EVENT,
  STAND_IN_TEMPLATE_ATTRIBUTE,
  FRAME_TEMPLATE_ATTRIBUTE,
  SHELL_TEXTS_META,
  SHELL_LOCALE_ATTRIBUTE,
  RECONNECT_PRELOAD_META,
  START_PRELOAD_META,
  SHELL_TARGET_ATTRIBUTE,
  SHELL_BUTTON_ID,
  SHELL_BUTTON_CLASS,
  SHELL_PENDING_CLASS,
  START_BUTTON_CLASS,
  DIALOG_FRAME_CLASS,
  PENDING_CLASS,
]

/** The selectors of the page's own first screen (the HTML shell and the start screen), which the kit's style sheet leaves out. */
export const PAGE_ONLY_NAMES: readonly string[] = [BOOT_STATE_ATTRIBUTE, SHELL_BUTTON_CLASS, SHELL_PENDING_CLASS, START_BUTTON_CLASS]
