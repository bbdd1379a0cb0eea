import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { ThemeScope } from './components/ThemeScope.js'
import { I18nProvider, useI18n } from './i18n/I18nProvider.js'
import { dropShellClick, noteShellClick, shellClicked, START_BUTTON_CLASS, takeShellFocus } from './shell-handoff.js'
import type { ThemeOptions } from './theme/themes.js'

export interface StartShellProps {
  appName: string
  theme?: ThemeOptions
  /** The theme's scope, as AppShell's `id`. */
  id?: string
  locale?: string
  /** A remembered wallet is being restored: the neutral placeholder, never a `Connect Wallet` the account would replace. */
  reconnecting: boolean
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
 * on the visitor's intent (pointer over, focus, touch or click on `Connect Wallet`); a click before
 * they are in shows the button busy and opens the connect dialog once they are.
 */
export function StartShell({ appName, theme, id, locale, reconnecting, load, children }: StartShellProps) {
  return (
    <I18nProvider locale={locale}>
      <ThemeScope {...(theme === undefined ? {} : { theme })} {...(id === undefined ? {} : { id })}>
        <header className="rpgf-header">
          <span className="rpgf-app-name">{appName}</span>
          {reconnecting ? <Placeholder /> : <StartButton load={load} />}
        </header>
        <main>{children}</main>
      </ThemeScope>
    </I18nProvider>
  )
}

function Placeholder() {
  const { t } = useI18n()
  return (
    <span className="rpgf-connect-pending" role="status" aria-busy="true">
      <span className="rpgf-visually-hidden">{t('button.checkingWallet')}</span>
    </span>
  )
}

function StartButton({ load }: { load: StartShellProps['load'] }) {
  const { t } = useI18n()
  const button = useRef<HTMLButtonElement>(null)
  // A click on the HTML shell's button before this rendered counts as this button's.
  const [busy, setBusy] = useState(() => shellClicked())
  const [failed, setFailed] = useState(false)
  const live = useRef(true)

  const prepare = () => {
    load().catch(() => {
      if (!live.current) return
      dropShellClick()
      setBusy(false)
      setFailed(true)
    })
  }
  const click = () => {
    noteShellClick()
    setBusy(true)
    setFailed(false)
    prepare()
  }

  // The HTML shell's button had the keyboard focus: this one takes it (and so starts the load).
  useLayoutEffect(() => {
    if (takeShellFocus()) button.current?.focus()
  }, [])
  useEffect(() => {
    live.current = true
    if (busy) prepare()
    return () => {
      live.current = false
    }
    // Once, on mount: a click recorded before it.
  }, [])

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
      {failed && (
        <span role="alert" className="rpgf-error">
          {t('error.unknown')}
        </span>
      )}
    </>
  )
}
