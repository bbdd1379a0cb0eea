import { useEffect } from 'react'
import { useI18n } from '../i18n/I18nProvider.js'
import { useConnection } from '../hooks/use-connection.js'
import { useServices } from '../services.js'
import '../theme/connect.css'
import { ConnectFlow, type ConnectFlowProps } from './connect/ConnectFlow.js'
import { Dialog } from './Dialog.js'

export interface ConnectDialogProps extends ConnectFlowProps {
  open: boolean
  onClose: () => void
}

/**
 * `Connect a Wallet`: the wallets, grouped with the recent ones first, and the steps of
 * RainbowKit's connect modal (learn, get, connect by extension or QR code, download, set up).
 * Its inside mounts only while open, so every opening starts at the wallet list.
 */
export function ConnectDialog({ open, onClose, ...flow }: ConnectDialogProps) {
  const { connection } = useServices()
  const state = useConnection()
  const { t } = useI18n()
  const close = () => {
    connection.cancel()
    connection.clearFailure()
    onClose()
  }
  // Connected (here or from another tab's wallet event): the dialog has done its job.
  const connected = state.status === 'connected'
  useEffect(() => {
    if (open && connected) onClose()
  }, [open, connected, onClose])

  return (
    <Dialog open={open} title={t('connect.title')} onClose={close}>
      {open && <ConnectFlow {...flow} />}
    </Dialog>
  )
}
