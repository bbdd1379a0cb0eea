import { STORAGE_KEY_LAST_WALLET } from '../../src-domain/constants.js'
import { STORED_WALLET_ID } from '../../src-domain/storage/last-wallet.js'
import type { ConnectResult } from '../../src-domain/ports/wallet-port.js'
import { bootReconnecting, markReconnecting, noteShellClick, writeBootAnswer, type ShellTarget } from '../../src-ui/shell-handoff.js'
import { RECONNECT_PRELOAD_META, SHELL_BUTTON_ID, SHELL_PENDING_CLASS, SHELL_TARGET_ATTRIBUTE } from '../../src-ui/start-protocol.js'
import { fillStandIn, hasStandIn } from './stand-in.js'

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

/** The reconnect's modules (listed by the build), fetched now beside the entry, not after it. */
function preloadReconnect(doc: Document): void {
  const listed = doc.querySelector(`meta[name=${RECONNECT_PRELOAD_META}]`)?.getAttribute('content') ?? ''
  for (const file of listed.split(' ')) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = file
    doc.head.appendChild(link)
  }
}

/** Runs `draw` once the HTML shell's placeholder is parsed, unless the start screen has replaced the shell by then. */
function whenShellParsed(doc: Document, draw: (placeholder: Element) => void): void {
  const placeholder = () => doc.querySelector(`.${SHELL_PENDING_CLASS}`)
  const found = placeholder()
  if (found) return draw(found)
  if (doc.readyState !== 'loading') return
  const observer = new MutationObserver(() => {
    const late = placeholder()
    if (!late) return
    observer.disconnect()
    draw(late)
  })
  observer.observe(doc, { childList: true, subtree: true })
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true })
}

/**
 * Runs in <head> before the first paint: decides whether the last wallet is being reconnected
 * (the shell then shows a placeholder, never a `Connect Wallet` the account would replace), asks
 * that wallet for its answer at once and draws its account in the shell, fetches the reconnect's
 * modules ahead, and records clicks on the shell's buttons for the app.
 */
export function boot(win: Window, options: BootOptions): void {
  const doc = win.document
  const walletId = rememberedWallet(win)
  if (walletId) {
    markReconnecting(doc)
    preloadReconnect(doc)
    void options.peek(walletId).then((answer) => {
      const address = answer?.accounts[0]
      // The page's templates are the app's chains: a wallet on another is left to the app, which says so.
      if (!answer || !address || !hasStandIn(doc, answer.chainId) || !bootReconnecting(doc)) return
      const { chainId } = answer
      writeBootAnswer(doc, { address, chainId })
      // Filled where the placeholder is parsed, not here: Chrome's parser gives the page's first
      // slice about 10 ms, scripts included, and past it paints nothing before a later slice
      // parses the body, which other tasks may hold off for tens of milliseconds on a slow phone.
      whenShellParsed(doc, (placeholder) => {
        const standIn = fillStandIn(doc, chainId, address)
        if (standIn) placeholder.replaceWith(standIn)
      })
    })
  }

  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`#${SHELL_BUTTON_ID}, [${SHELL_TARGET_ATTRIBUTE}]`) : null
      if (!button) return
      noteShellClick(doc, (button.getAttribute(SHELL_TARGET_ATTRIBUTE) as ShellTarget | null) ?? 'connect')
      button.setAttribute('aria-busy', 'true')
    },
    true,
  )
}
