import { lazy, memo, Suspense, useEffect, useState } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'
import { useWarmBalanceFormat } from '../hooks/use-balance.js'
import { useServices } from '../services.js'
import '../theme/connect.css'
import { ConnectFlow, type ConnectFlowProps } from './connect/ConnectFlow.js'
import { readPhoneMode } from './connect/phone-mode.js'
import { Dialog } from './Dialog.js'

// Its own chunk: only a phone downloads the phone layout, so a desktop's first load does not grow.
const loadPhoneFlow = () => import('./connect/phone/PhoneConnectFlow.js')
const PhoneConnectFlow = lazy(loadPhoneFlow)

export interface ConnectDialogProps extends ConnectFlowProps {
  /** Whoever holds it closes it on a connect too (ModalProvider, once the connect has settled). */
  open: boolean
  /** The visitor closed it (Escape, the close button, the backdrop): the attempt under way is cancelled first. */
  onClose: () => void
  /** Follows a wallet app's link on a phone; the page's own navigation by default (tests pass their own). */
  openLink?: (link: string) => void
}

/**
 * `Connect a Wallet`: the wallets, grouped with the recent ones first, and the steps of
 * RainbowKit's connect modal (learn, get, connect by extension or QR code, download, set up).
 * Its inside mounts only while open, so every opening starts at the wallet list. A phone gets
 * wallet apps opened by link instead of QR codes (the phone layout).
 */
export const ConnectDialog = memo(function ConnectDialog({ open, onClose, openLink, ...flow }: ConnectDialogProps) {
  const { connection } = useServices()
  const { t } = useI18n()
  const [phone] = useState(readPhoneMode)
  // A phone fetches its layout once the page is up, so the first tap on `Connect Wallet` does not wait
  // for it; a failed fetch is tried again when the dialog opens.
  useEffect(() => {
    if (phone) loadPhoneFlow().catch(() => undefined)
  }, [phone])
  // The balance a connect ends with is written in the visitor's locale: its formatting is readied while the list is read.
  useWarmBalanceFormat(open)
  const close = () => {
    connection.cancel()
    connection.clearFailure()
    onClose()
  }

  return (
    <Dialog open={open} title={t('connect.title')} onClose={close}>
      {open &&
        (phone ? (
          <Suspense fallback={<span className="rpgf-spinner" aria-hidden="true" />}>
            <PhoneConnectFlow {...flow} {...(openLink ? { openLink } : {})} />
          </Suspense>
        ) : (
          <ConnectFlow {...flow} />
        ))}
    </Dialog>
  )
})
