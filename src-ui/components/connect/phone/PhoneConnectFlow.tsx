import { useEffect, useMemo, useRef } from 'react'
import { devicePlatform, groupWallets, inAppWalletId, inAppWallets, WalletStep, type WalletInfo } from '../../../../src-domain/index.js'
import { useConnection } from '../../../hooks/use-connection.js'
import { useRecentWalletIds } from '../../../hooks/use-recent-wallets.js'
import { useWalletList } from '../../../hooks/use-wallet-list.js'
import { useWalletStep } from '../../../hooks/use-wallet-step.js'
import { useI18n } from '../../../i18n/I18nProvider.js'
import { useServices } from '../../../services.js'
import '../../../theme/phone.css'
import { startsConnecting } from '../connect-mode.js'
import { downloadCandidates } from '../downloads.js'
import { NewToWallets } from '../NewToWallets.js'
import { stepBack } from '../step-back.js'
import { StepPanel } from '../StepPanel.js'
import { useInitialPick } from '../use-initial-pick.js'
import { WalletList } from '../WalletList.js'
import { OpeningPanel } from './OpeningPanel.js'
import { useAppOpening } from './use-app-opening.js'

export interface PhoneConnectFlowProps {
  reload?: () => void
  /** Follows a wallet app's link; the page's own navigation by default. */
  openLink?: (link: string) => void
  /** A wallet picked before the sheet opened (`WalletButton`): it opens as a tap on it in the grid would. */
  walletId?: string
}

const reloadPage = () => window.location.reload()
const followLink = (link: string) => {
  window.location.href = link
}

/**
 * The connect dialog on a phone: wallets as a grid of icons, one tap opening the wallet's app with
 * the WalletConnect pairing link (no QR code to scan with the phone in hand), `Get a Wallet` with
 * 3 offers. In a wallet's own in-app browser that wallet connects through its injected provider.
 */
export default function PhoneConnectFlow({ reload = reloadPage, openLink = followLink, walletId }: PhoneConnectFlowProps) {
  const { connection } = useServices()
  const state = useConnection()
  const listed = useWalletList()
  const recentIds = useRecentWalletIds()
  const steps = useWalletStep()
  const opening = useAppOpening({ openLink })
  const { t } = useI18n()
  const wallets = useMemo(() => inAppWallets(listed, inAppWalletId(navigator.userAgent)), [listed])
  const groups = useMemo(() => groupWallets(wallets, recentIds), [wallets, recentIds])
  const candidates = useMemo(() => downloadCandidates(wallets), [wallets])
  const connectingId = state.status === 'connecting' ? state.walletId : undefined
  const root = useRef<HTMLDivElement>(null)
  const view = opening.current ? 'opening' : steps.view.step

  // Each new view takes focus at its heading (the grid at its first wallet), so a screen reader follows.
  useEffect(() => {
    const target = root.current?.querySelector<HTMLElement>('.rpgf-step-title') ?? root.current?.querySelector<HTMLElement>('.rpgf-wallet')
    if (root.current?.contains(document.activeElement) && view === WalletStep.None) return
    target?.focus()
  }, [view, steps.view.walletId])

  const select = (wallet: WalletInfo) => {
    if (wallet.kind === 'walletConnect') return opening.start(wallet)
    steps.select(wallet.id)
    if (startsConnecting(wallet) && connectingId !== wallet.id) void connection.connect(wallet.id)
  }
  // `Connect` at the end of a wallet's setup steps: its app opens the same way as from the grid.
  const connectFromStep = (wallet: WalletInfo) => {
    if (wallet.kind !== 'walletConnect') return void connection.connect(wallet.id)
    steps.reset()
    opening.start(wallet)
  }
  const back = () => stepBack(steps, connection)
  useInitialPick(wallets, walletId, select)

  let body
  if (opening.current) {
    body = <OpeningPanel opening={opening.current} state={state} onTryAgain={opening.tryAgain} onBack={opening.cancel} />
  } else if (steps.view.step === WalletStep.None) {
    body = (
      <>
        <WalletList groups={groups} selectedId={undefined} connectingId={connectingId} onSelect={select} />
        <NewToWallets action={t('get.title')} onAction={() => steps.go(WalletStep.Get)} />
      </>
    )
  } else {
    body = (
      <StepPanel
        steps={steps}
        compact
        state={state}
        wallets={wallets}
        candidates={candidates}
        onConnect={connectFromStep}
        phone={devicePlatform({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })}
        onBack={back}
        reload={reload}
      />
    )
  }
  return (
    <div ref={root} className="rpgf-connect rpgf-connect-compact rpgf-connect-phone" data-layout="phone">
      {body}
    </div>
  )
}
