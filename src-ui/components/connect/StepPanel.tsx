import { useId, type ReactNode } from 'react'
import { WalletStep, walletsToDownload, type ConnectionState, type DevicePlatform, type WalletInfo } from '../../../src-domain/index.js'
import type { WalletStepControls } from '../../hooks/use-wallet-step.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import type { Translate } from '../../i18n/translate.js'
import { ConnectPanel } from './ConnectPanel.js'
import { connectHeading } from './connect-mode.js'
import { DownloadOptionsPanel, DownloadPanel } from './DownloadPanels.js'
import { downloadableHere } from './downloads.js'
import { GetPanel } from './GetPanel.js'
import { InstructionsPanel } from './InstructionsPanel.js'
import { LearnPanel } from './LearnPanel.js'

export interface StepPanelProps {
  steps: WalletStepControls
  compact: boolean
  state: ConnectionState
  /** Wallets the backend offers (they can connect). */
  wallets: readonly WalletInfo[]
  /** Those plus the catalogue's: what can be downloaded. */
  candidates: readonly WalletInfo[]
  onConnect(wallet: WalletInfo): void
  onBack(): void
  reload(): void
  /** The phone's platform in the phone layout: download offers for it alone. */
  phone?: DevicePlatform
}

interface Shown {
  heading: string
  body: ReactNode
}

/** The panel of the current step: a Back button on sub-steps, the step's heading and its body. */
export function StepPanel(props: StepPanelProps) {
  const { steps, compact } = props
  const headingId = useId()
  const { step } = steps.view
  const { t } = useI18n()
  const shown = describe(props, t)
  const showBack = steps.canGoBack

  return (
    <section className="rpgf-step" aria-labelledby={headingId} data-step={step}>
      <div className="rpgf-step-header">
        {showBack && (
          <button type="button" className="rpgf-back" aria-label={t('dialog.back')} onClick={props.onBack}>
            {/* Points the way back for the reader: left, or right when the dialog is mirrored. */}
            <span aria-hidden="true" className="rpgf-back-arrow">
              ←
            </span>
          </button>
        )}
        {/* Wide, focus stays on the list while this panel changes: say what it now shows. */}
        <h3 id={headingId} tabIndex={-1} className="rpgf-step-title" aria-live={compact ? undefined : 'polite'}>
          {shown.heading}
        </h3>
      </div>
      {shown.body}
    </section>
  )
}

function describe({ steps, compact, state, wallets, candidates, onConnect, reload, phone }: StepPanelProps, t: Translate): Shown {
  const { step, walletId } = steps.view
  const wallet = walletId === undefined ? undefined : candidates.find((entry) => entry.id === walletId)
  const connectable = wallet !== undefined && wallets.some((entry) => entry.id === wallet.id)
  const learn: Shown = { heading: t('learn.title'), body: <LearnPanel onGetWallet={() => steps.go(WalletStep.Get)} /> }
  if (step === WalletStep.None || step === WalletStep.LearnCompact) return learn
  if (step === WalletStep.Get) {
    return {
      heading: t('get.title'),
      body: (
        <GetPanel
          wallets={walletsToDownload(
            candidates.filter((candidate) => downloadableHere(candidate.downloadUrls, phone, navigator.userAgent)),
            compact,
          )}
          phone={phone !== undefined}
          onGet={(entry) => steps.go(WalletStep.DownloadOptions, entry.id)}
        />
      ),
    }
  }
  // A wallet step whose wallet went away (an extension removed meanwhile) falls back to the explainer.
  if (!wallet) return learn
  switch (step) {
    case WalletStep.Connect:
      return {
        heading: connectHeading(wallet, t, state.status === 'disconnected' ? state.failure : undefined),
        body: <ConnectPanel wallet={wallet} state={state} onConnect={onConnect} onGet={(entry) => steps.go(WalletStep.DownloadOptions, entry.id)} />,
      }
    case WalletStep.DownloadOptions:
      return {
        heading: t('download.title', { wallet: wallet.name }),
        body: (
          <DownloadOptionsPanel
            wallet={wallet}
            compact={compact}
            phone={phone}
            onExtension={() => steps.go(WalletStep.InstructionsExtension, wallet.id)}
            onMobile={() => steps.go(compact ? WalletStep.InstructionsMobile : WalletStep.Download, wallet.id)}
          />
        ),
      }
    case WalletStep.Download:
      return {
        heading: t('download.installTitle', { wallet: wallet.name }),
        body: <DownloadPanel wallet={wallet} onContinue={() => steps.go(WalletStep.InstructionsMobile, wallet.id)} />,
      }
    case WalletStep.InstructionsMobile:
    case WalletStep.InstructionsExtension: {
      const mobile = step === WalletStep.InstructionsMobile
      // On a phone the wallet app connects once set up; an extension is found only after a reload.
      const connect = () => {
        steps.go(WalletStep.Connect, wallet.id)
        onConnect(wallet)
      }
      const action = mobile
        ? connectable
          ? { label: t('connect.connect'), onClick: connect }
          : undefined
        : { label: t('instructions.refresh'), onClick: reload }
      return {
        heading: t('instructions.title', { wallet: wallet.name }),
        body: (
          <InstructionsPanel
            wallet={wallet.name}
            place={mobile ? 'mobile' : 'extension'}
            instructions={mobile ? wallet.qrCode?.instructions : wallet.extension?.instructions}
            action={action}
          />
        ),
      }
    }
  }
}
