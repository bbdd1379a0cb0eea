import { memo, startTransition, useCallback, useEffect, useMemo, useRef } from 'react'
import { groupWallets, WalletStep, type ConnectionState, type WalletInfo } from '../../../src-domain/index.js'
import { useSettledConnection } from '../../hooks/use-connection.js'
import { useRecentWalletIds } from '../../hooks/use-recent-wallets.js'
import { useWalletList } from '../../hooks/use-wallet-list.js'
import { useWalletStep } from '../../hooks/use-wallet-step.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import { useKitOptions } from '../../kit-options.js'
import { useServices } from '../../services.js'
import { AppDisclaimer } from './AppDisclaimer.js'
import { startsConnecting } from './connect-mode.js'
import { downloadCandidates } from './downloads.js'
import { NewToWallets } from './NewToWallets.js'
import { stepBack } from './step-back.js'
import { StepPanel } from './StepPanel.js'
import { useCompactLayout } from './use-compact.js'
import { useInitialPick } from './use-initial-pick.js'
import { WalletList } from './WalletList.js'

export interface ConnectFlowProps {
  /** Reloads the page after an extension was installed (the `Refresh` button); tests pass their own. */
  reload?: () => void
  /** A wallet picked before the dialog opened (`WalletButton`): its step shows first, as a pick in the list would show it. */
  walletId?: string
}

const reloadPage = () => window.location.reload()

/** Runs a callback in the next task, unless the component has gone by then. */
function useNextTask(): (run: () => void) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])
  return useCallback((run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      run()
    })
    timers.current.add(timer)
  }, [])
}

/**
 * The inside of the connect dialog. Wide: the wallet list on the left, the current step on the
 * right. Compact (below 768 px): one panel at a time, the list or a step with Back.
 *
 * The dialog follows the settled connection (the step change a transition): a wallet that answers
 * within the pick's task goes straight to connected with no `connecting` render in the way, and
 * the connect's own commit does not render the dialog; one that takes longer shows its spinner a task later.
 */
export function ConnectFlow({ reload = reloadPage, walletId }: ConnectFlowProps) {
  return <ConnectFlowView state={useSettledConnection()} reload={reload} walletId={walletId} />
}

const ConnectFlowView = memo(function ConnectFlowView({
  state,
  reload,
  walletId,
}: {
  state: ConnectionState
  reload: () => void
  walletId: string | undefined
}) {
  const { connection } = useServices()
  const wallets = useWalletList()
  const recentIds = useRecentWalletIds()
  // `modalSize: 'compact'` keeps the one-panel layout on wide screens too.
  const { modalSize } = useKitOptions()
  const compact = useCompactLayout() || modalSize === 'compact'
  const steps = useWalletStep()
  const { t } = useI18n()
  const groups = useMemo(() => groupWallets(wallets, recentIds), [wallets, recentIds])
  const candidates = useMemo(() => downloadCandidates(wallets), [wallets])
  const connectingId = state.status === 'connecting' ? state.walletId : undefined
  const root = useRef<HTMLDivElement>(null)
  const lastWalletId = useRef<string | undefined>(undefined)
  if (steps.view.walletId !== undefined) lastWalletId.current = steps.view.walletId

  // A step replaces the control that led to it. Focus then goes to the new step's heading, or
  // back on the list to the wallet last looked at, never to the page behind the dialog.
  useEffect(() => {
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    const wallet = lastWalletId.current
    const target =
      root.current?.querySelector<HTMLElement>('.rpgf-step-title') ??
      (wallet === undefined ? null : root.current?.querySelector<HTMLElement>(`[data-wallet-id="${CSS.escape(wallet)}"]`)) ??
      root.current?.querySelector<HTMLElement>('.rpgf-wallet')
    target?.focus()
  }, [steps.view.step, steps.view.walletId, compact])

  const connect = useCallback(
    (wallet: WalletInfo) => {
      if (!startsConnecting(wallet)) return
      void connection.connect(wallet.id)
    },
    [connection],
  )
  const nextTask = useNextTask()
  const select = (wallet: WalletInfo) => {
    const show = () => startTransition(() => steps.select(wallet.id))
    // Picking the wallet that is already asking must not ask it twice (wallets answer that with
    // -32002); the live state, as the rendered one may be a step behind.
    const live = connection.getState()
    if (!startsConnecting(wallet) || (live.status === 'connecting' && live.walletId === wallet.id)) return show()
    connect(wallet)
    // Its step shows from the task after the pick, as its `connecting` does: a wallet that answers
    // within the pick's task gets its dialog closed with no step drawn in between.
    nextTask(() => {
      if (connection.getState().status !== 'connected') show()
    })
  }
  const back = () => stepBack(steps, connection)
  useInitialPick(wallets, walletId, select)

  const panel = (
    <StepPanel steps={steps} compact={compact} state={state} wallets={wallets} candidates={candidates} onConnect={connect} onBack={back} reload={reload} />
  )
  const list = <WalletList groups={groups} selectedId={compact ? undefined : steps.view.walletId} connectingId={connectingId} onSelect={select} />

  if (compact) {
    return (
      <div ref={root} className="rpgf-connect rpgf-connect-compact" data-layout="compact">
        {steps.view.step === WalletStep.None ? (
          <>
            {list}
            <AppDisclaimer />
            <NewToWallets action={t('connect.learnMore')} onAction={() => steps.go(WalletStep.LearnCompact)} />
          </>
        ) : (
          panel
        )}
      </div>
    )
  }
  return (
    <div ref={root} className="rpgf-connect rpgf-connect-wide" data-layout="wide">
      <div className="rpgf-connect-list">
        {list}
        <AppDisclaimer />
      </div>
      <div className="rpgf-connect-panel">{panel}</div>
    </div>
  )
})
