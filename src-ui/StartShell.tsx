import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { CheckedThemeScope } from './components/ThemeRoot.js'
import { I18nProvider, useI18n } from './i18n/I18nProvider.js'
import type { ChainInfo } from '../src-domain/chains/types.js'
import { AccountButtons } from './components/AccountButtons.js'
import { GradientAvatar } from './components/GradientAvatar.js'
import { PendingPlaceholder } from './components/PendingPlaceholder.js'
import { useEarlyAccount } from './hooks/use-boot-answer.js'
import { DialogFrame } from './components/DialogFrame.js'
import { dropShellClick, noteDialogFrame, noteShellClick, shellClicked, takeShellFocus, type ShellTarget } from './shell-handoff.js'
import { SHELL_TARGET_ATTRIBUTE, START_BUTTON_CLASS } from './start-protocol.js'
import type { Theme } from './theme/themes.js'

export interface StartShellProps {
  appName: string
  /** The app's chains: the remembered wallet's is named on its stand-in button. */
  chains: readonly ChainInfo[]
  theme?: Theme
  /** The theme's scope, as AppShell's `id`. */
  id?: string
  locale?: string
  /** A remembered wallet is being restored: the neutral placeholder, never a `Connect Wallet` the account would replace. */
  reconnecting: boolean
  /** The page drew the connect dialog's frame already (a click before React ran): this one replaces it without a second opening motion. */
  settled?: boolean
  /**
   * Loads the app (services, dialogs, the wallet backend), which then replaces this screen. Called on
   * the visitor's first sign of intent, as often as it likes; rejects when the app could not be loaded.
   */
  load(): Promise<unknown>
  children?: ReactNode
}

/**
 * The page's header as the app draws it, before the app itself is loaded: the first render needs
 * nothing but React, the texts and the theme. The wallet code, the container and the dialogs load
 * once the page is idle after its load, or sooner on the visitor's intent (pointer over, focus, touch or
 * click on `Connect Wallet`); a click before they are in draws the dialog's frame at once (and the
 * button busy), and the connect dialog fills it once they are.
 */
export function StartShell({ appName, chains, theme, id, locale, reconnecting, settled = false, load, children }: StartShellProps) {
  return (
    <I18nProvider locale={locale}>
      <CheckedThemeScope theme={theme} id={id}>
        <header className="rpgf-header">
          <span className="rpgf-app-name">{appName}</span>
          {reconnecting ? <Reconnecting chains={chains} load={load} /> : <StartButton load={load} settled={settled} />}
        </header>
        <main>{children}</main>
      </CheckedThemeScope>
    </I18nProvider>
  )
}

/**
 * A remembered wallet: its account and chain once the boot script has its answer (clicks and the
 * focus are handed to the app, which is loading), a neutral placeholder until then.
 */
function Reconnecting({ chains, load }: Pick<StartShellProps, 'chains' | 'load'>) {
  const { t } = useI18n()
  const early = useEarlyAccount(chains, true)
  const shown = early !== undefined
  useLayoutEffect(() => {
    if (!shown) return
    const target = takeShellFocus()
    if (target) document.querySelector<HTMLElement>(`[${SHELL_TARGET_ATTRIBUTE}="${target}"]`)?.focus()
  }, [shown])
  if (!early) return <PendingPlaceholder />
  const click = (target: ShellTarget) => () => {
    noteShellClick(document, target)
    load().catch(() => dropShellClick())
  }
  return (
    <AccountButtons
      {...early}
      avatar={GradientAvatar}
      chainLabel={(shown) => t('button.chainSelector', { chain: shown })}
      wrongNetworkLabel={t('button.wrongNetwork')}
      onChainClick={click('chain')}
      onAccountClick={click('account')}
      standIn
    />
  )
}

function StartButton({ load, settled }: { load: StartShellProps['load']; settled: boolean }) {
  const { t } = useI18n()
  const button = useRef<HTMLButtonElement>(null)
  // A click on the HTML shell's button before this rendered counts as this button's.
  const [clickedBefore] = useState(() => shellClicked())
  const [busy, setBusy] = useState(clickedBefore)
  const [failed, setFailed] = useState(false)
  const live = useRef(true)

  const prepare = useCallback(() => {
    load().catch(() => {
      if (!live.current) return
      dropShellClick()
      setBusy(false)
      setFailed(true)
    })
  }, [load])
  const click = () => {
    noteShellClick()
    setBusy(true)
    setFailed(false)
    prepare()
  }
  // The visitor closed the frame before the dialog came: the app, once in, opens nothing.
  const cancel = () => {
    dropShellClick()
    noteDialogFrame(false)
    setBusy(false)
    button.current?.focus()
  }
  // The dialog that replaces the frame takes its place without a second opening motion.
  useLayoutEffect(() => noteDialogFrame(busy), [busy])

  // The HTML shell's button had the keyboard focus: this one takes it (and so starts the load),
  // unless the shell's button was clicked: then the dialog's frame, drawn with this, holds it.
  useLayoutEffect(() => {
    if (takeShellFocus() && !clickedBefore) button.current?.focus()
  }, [clickedBefore])
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  // A click recorded before this rendered starts the load (again, should `load` change: it may be called as often as it likes).
  useEffect(() => {
    if (clickedBefore) prepare()
  }, [clickedBefore, prepare])

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`rpgf-button ${START_BUTTON_CLASS}`}
        aria-busy={busy || undefined}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={click}
      >
        {t('button.connect')}
      </button>
      {busy && <DialogFrame title={t('connect.title')} onClose={cancel} settled={settled && clickedBefore} />}
      {failed && (
        <span role="alert" className="rpgf-error">
          {t('error.unknown')}
        </span>
      )}
    </>
  )
}
