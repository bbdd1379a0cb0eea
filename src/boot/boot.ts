import { STORAGE_KEY_LAST_WALLET } from '../../src-domain/constants.js'
import { STORED_WALLET_ID } from '../../src-domain/storage/last-wallet.js'
import type { ConnectResult } from '../../src-domain/ports/wallet-port.js'
import {
  bootReconnecting,
  markBootPeeked,
  markBootPreloaded,
  markReconnecting,
  noteShellClick,
  writeBootAnswer,
  type ShellTarget,
} from '../../src-ui/shell-handoff.js'
import { RECONNECT_PRELOAD_META, SHELL_BUTTON_ID, START_PRELOAD_META, SHELL_PENDING_CLASS, SHELL_TARGET_ATTRIBUTE } from '../../src-ui/start-protocol.js'
import { drawDialogFrame } from './frame.js'
import { createPreloader } from './preloader.js'
import { fillStandIn, hasStandIn } from './stand-in.js'
import { shellTexts, type ShellTexts } from './texts.js'

export interface BootOptions {
  /** The remembered wallet's own answer (its accounts and chain), asked before any app code runs; null when it has none. */
  peek(walletId: string): Promise<ConnectResult | null>
}

/** The last wallet's id: a catalogue id or an EIP-6963 rdns; any other value is ignored, by the app as well. */
function rememberedWallet(win: Window): string | undefined {
  try {
    const value = win.localStorage.getItem(STORAGE_KEY_LAST_WALLET) ?? ''
    return STORED_WALLET_ID.test(value) ? value : undefined
  } catch {
    return undefined // storage disabled: nothing is remembered
  }
}

/** Runs `run` in a task after the next frame is painted (at once in a page that paints no frames). */
function afterNextPaint(win: Window, run: () => void): void {
  if (typeof win.requestAnimationFrame !== 'function') return void setTimeout(run)
  win.requestAnimationFrame(() => setTimeout(run))
}

/** Runs `draw` once an element of the HTML shell is parsed, unless the start screen has replaced the shell by then. */
function whenShellParsed(doc: Document, selector: string, draw: (element: Element) => void): void {
  const found = doc.querySelector(selector)
  if (found) return draw(found)
  if (doc.readyState !== 'loading') return
  const observer = new MutationObserver(() => {
    const late = doc.querySelector(selector)
    if (!late) return
    observer.disconnect()
    draw(late)
  })
  observer.observe(doc, { childList: true, subtree: true })
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true })
}

/**
 * The shell's button and placeholder in the visitor's language, as they are parsed (before they are
 * painted), and its scope marked with that language and direction as the app's is (ThemeRoot): read
 * aloud in it, and mirrored for a right-to-left reader before the app comes.
 */
function translateShell(doc: Document, texts: ShellTexts): void {
  whenShellParsed(doc, '[data-rk]', (scope) => {
    scope.setAttribute('lang', texts.locale)
    scope.setAttribute('dir', texts.dir)
  })
  whenShellParsed(doc, `#${SHELL_BUTTON_ID}`, (button) => {
    button.textContent = texts.connect
  })
  whenShellParsed(doc, `.${SHELL_PENDING_CLASS}`, (placeholder) => {
    if (placeholder.firstElementChild) placeholder.firstElementChild.textContent = texts.checking
  })
}

/**
 * Runs in <head> before the first paint: decides whether the last wallet is being reconnected
 * (the shell then shows a placeholder, never a `Connect Wallet` the account would replace), asks
 * that wallet for its answer at once and draws its account in the shell, fetches the reconnect's
 * modules ahead, and records clicks on the shell's buttons for the app. A click on the shell's
 * `Connect Wallet` draws the dialog's frame at once (React and the app are not running yet: the
 * entry starts them on that click, or a few seconds after the first paint); the visitor's intent
 * (the pointer over it, the focus, a touch) fetches the app's modules without running them.
 */
export function boot(win: Window, options: BootOptions): void {
  const doc = win.document
  const languages = win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language]
  // Read once: the shell and the dialog's frame it draws on a click speak the same language.
  const texts = shellTexts(doc, languages)
  if (texts) translateShell(doc, texts)
  // The entry imports a reconnect's modules once they are all linked (see bootPreloaded).
  const preload = createPreloader(doc, (lists) => markBootPreloaded(doc, lists))
  // React before the app, which needs it first.
  const preloadApp = () => {
    preload(START_PRELOAD_META)
    preload(RECONNECT_PRELOAD_META)
  }
  // React is fetched for the visitor's first click (or the page's idle start) once the shell is painted.
  whenShellParsed(doc, `#${SHELL_BUTTON_ID}`, () => afterNextPaint(win, () => preload(START_PRELOAD_META)))
  const walletId = rememberedWallet(win)
  if (walletId) {
    markReconnecting(doc)
    const asked = options.peek(walletId).then((answer) => {
      const address = answer?.accounts[0]
      // The page's templates are the app's chains: a wallet on another is left to the app, which says so.
      if (!answer || !address || !hasStandIn(doc, answer.chainId) || !bootReconnecting(doc)) return
      const { chainId } = answer
      writeBootAnswer(doc, { address, chainId })
      // Filled where the placeholder is parsed, not here: Chrome's parser gives the page's first
      // slice about 10 ms, scripts included, and past it paints nothing before a later slice
      // parses the body, which other tasks may hold off for tens of milliseconds on a slow phone.
      whenShellParsed(doc, `.${SHELL_PENDING_CLASS}`, (placeholder) => {
        const standIn = fillStandIn(doc, chainId, address)
        if (standIn) placeholder.replaceWith(standIn)
      })
    })
    // The entry starts React once this is over: its evaluation would hold off the account's paint.
    // The app's modules are fetched once the account is painted: adding the links costs the main
    // thread tens of milliseconds on a slow phone, and the app runs only after that paint anyway.
    void asked
      .catch(() => undefined)
      .then(() => {
        markBootPeeked(doc)
        afterNextPaint(win, preloadApp)
      })
  }

  const shellButton = (event: Event) => (event.target instanceof Element ? event.target.closest(`#${SHELL_BUTTON_ID}, [${SHELL_TARGET_ATTRIBUTE}]`) : null)
  doc.addEventListener(
    'click',
    (event) => {
      const button = shellButton(event)
      if (!button) return
      noteShellClick(doc, (button.getAttribute(SHELL_TARGET_ATTRIBUTE) as ShellTarget | null) ?? 'connect')
      button.setAttribute('aria-busy', 'true')
      preloadApp()
      if (button.id === SHELL_BUTTON_ID && button instanceof HTMLElement) drawDialogFrame(doc, button, texts)
    },
    true,
  )
  for (const intent of ['pointerover', 'focusin', 'touchstart'] as const) {
    doc.addEventListener(intent, (event) => void (shellButton(event) && preloadApp()), { capture: true, passive: true })
  }
}
