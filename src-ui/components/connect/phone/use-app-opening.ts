import { useCallback, useEffect, useState } from 'react'
import { rememberDeepLinkChoice, walletAppLink, type WalletInfo } from '../../../../src-domain/index.js'
import { useConnection } from '../../../hooks/use-connection.js'
import { useServices } from '../../../services.js'
import { watchPageLeave } from './page-leave.js'

/**
 * `preparing`: waiting for WalletConnect's pairing URI. `opening`: the app's link was followed.
 * `away`: the page left view, so the app came up; the session arrives when the visitor is back.
 * `notOpened`: the page stayed in view, so the app is probably missing.
 */
export type OpeningPhase = 'preparing' | 'opening' | 'away' | 'notOpened'

export interface AppOpening {
  wallet: WalletInfo
  phase: OpeningPhase
  link?: string
}

/** Long enough for a phone to bring an installed app up, short enough that a missing one is not a dead tap. */
export const NOT_OPENED_AFTER_MS = 2000

export interface AppOpeningOptions {
  /** Follows a wallet link; the page's own navigation by default, tests pass their own. */
  openLink: (link: string) => void
  notOpenedAfterMs?: number
}

export interface AppOpeningControls {
  current: AppOpening | undefined
  /** Connects through WalletConnect and opens the wallet's app with the pairing URI once it is there. */
  start(wallet: WalletInfo): void
  /** Follows the same link again while the pairing waits, else starts over. */
  tryAgain(): void
  cancel(): void
}

/** One tap to a wallet app: the pairing URI, the wallet's link, the remembered choice, and the way out when nothing opened. */
export function useAppOpening({ openLink, notOpenedAfterMs = NOT_OPENED_AFTER_MS }: AppOpeningOptions): AppOpeningControls {
  const { connection, storage } = useServices()
  const state = useConnection()
  const [current, setCurrent] = useState<AppOpening>()
  const walletId = current?.wallet.id
  const uri = state.status === 'connecting' && state.walletId === walletId ? state.displayUri : undefined
  const waiting = state.status === 'connecting' && state.walletId === walletId

  const follow = useCallback(
    (wallet: WalletInfo, link: string) => {
      setCurrent({ wallet, phase: 'opening', link })
      openLink(link)
    },
    [openLink],
  )

  useEffect(() => {
    if (current?.phase !== 'preparing' || uri === undefined) return
    const link = walletAppLink(current.wallet.mobile, uri)
    // The bare `wc:` URI names no app, so there is no choice to remember.
    if (link !== uri) rememberDeepLinkChoice(storage, link, current.wallet.name)
    follow(current.wallet, link)
  }, [current, uri, storage, follow])

  const phase = current?.phase
  useEffect(() => {
    if (phase !== 'opening') return
    const to = (next: OpeningPhase) => () => setCurrent((previous) => (previous && previous.phase === 'opening' ? { ...previous, phase: next } : previous))
    return watchPageLeave({ stayedAfterMs: notOpenedAfterMs, onLeave: to('away'), onStayed: to('notOpened') })
  }, [phase, notOpenedAfterMs])

  const start = useCallback(
    (wallet: WalletInfo) => {
      setCurrent({ wallet, phase: 'preparing' })
      connection.clearFailure()
      // A second tap on the wallet already pairing keeps that pairing (asking twice makes a second URI).
      if (!(state.status === 'connecting' && state.walletId === wallet.id)) void connection.connect(wallet.id)
    },
    [connection, state],
  )
  const tryAgain = useCallback(() => {
    if (!current) return
    if (waiting && current.link !== undefined) follow(current.wallet, current.link)
    else start(current.wallet)
  }, [current, waiting, follow, start])
  const cancel = useCallback(() => {
    setCurrent(undefined)
    connection.cancel()
    connection.clearFailure()
  }, [connection])

  return { current, start, tryAgain, cancel }
}
