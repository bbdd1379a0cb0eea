import { useEffect, useState } from 'react'
import { COPIED_HINT_MS, displayName, shortenAddress, type ConnectedState } from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { useAccountName } from '../hooks/use-account-name.js'
import { useBalance } from '../hooks/use-balance.js'
import { AccountAvatar } from './AccountAvatar.js'
import { Dialog } from './Dialog.js'
import { DisconnectButton } from './DisconnectButton.js'
import { CheckIcon, CopyIcon } from './icons.js'
import { RecentTransactions } from './RecentTransactions.js'

type CopyState = { result: 'copied' | 'failed'; at: number } | null

/** Copies the address; `Copied!` (or `Copy failed`) stays 1500 ms after the last click. */
function useCopyAddress(address: string) {
  const [copy, setCopy] = useState<CopyState>(null)
  useEffect(() => {
    if (!copy) return
    const timer = setTimeout(() => setCopy(null), COPIED_HINT_MS)
    return () => clearTimeout(timer)
  }, [copy])
  const run = async () => {
    try {
      // Absent outside a secure context, and a browser may refuse: either way nothing breaks.
      if (!navigator.clipboard) throw new Error('No clipboard')
      await navigator.clipboard.writeText(address)
      setCopy({ result: 'copied', at: Date.now() })
    } catch {
      setCopy({ result: 'failed', at: Date.now() })
    }
  }
  return { result: copy?.result, copy: run }
}

export interface AccountDialogProps {
  account: ConnectedState
  open: boolean
  onClose: () => void
  /** Show the 3 most recent transactions with status, explorer link and `Clear All`. */
  showRecentTransactions?: boolean
}

export function AccountDialog({ account, open, onClose, showRecentTransactions = true }: AccountDialogProps) {
  const balance = useBalance(account.address, account.chainId)
  const { result, copy } = useCopyAddress(account.address)
  const { t } = useI18n()
  const name = useAccountName(account.address)
  return (
    <Dialog
      open={open}
      title={<bdi dir="ltr">{name?.name ? displayName(name.name) : shortenAddress(account.address)}</bdi>}
      onClose={onClose}
      className="rpgf-account-dialog"
    >
      <div className="rpgf-account">
        <AccountAvatar address={account.address} url={name?.avatarUrl ?? undefined} name={name?.name ?? undefined} size={72} />
        {/* The title is the name: the address it stands for is still shown. */}
        {name?.name && (
          <p className="rpgf-account-address">
            <bdi dir="ltr">{shortenAddress(account.address)}</bdi>
          </p>
        )}
        <p className="rpgf-balance" data-testid="account-balance">
          {balance.data ? <bdi dir="ltr">{`${balance.data.display} ${balance.data.symbol}`}</bdi> : balance.isError ? t('account.balanceUnavailable') : ''}
        </p>
        {balance.isError && !balance.data && (
          <button type="button" className="rpgf-text-button" disabled={balance.isFetching} onClick={() => void balance.refetch()}>
            {t('account.retryBalance')}
          </button>
        )}
        <div className="rpgf-account-actions">
          <button type="button" className="rpgf-tile" onClick={() => void copy()}>
            {result === 'copied' ? <CheckIcon /> : <CopyIcon />}
            {result === 'copied' ? t('account.copied') : result === 'failed' ? t('account.copyFailed') : t('account.copy')}
          </button>
          <DisconnectButton onClose={onClose} className="rpgf-tile" icon />
        </div>
      </div>
      {showRecentTransactions && <RecentTransactions chainId={account.chainId} />}
    </Dialog>
  )
}
