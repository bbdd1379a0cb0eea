import { useId } from 'react'
import { findChain, RECENT_TRANSACTIONS_SHOWN, transactionUrl, type ChainId, type TransactionStatus } from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { useStore } from '../hooks/use-store.js'
import { useServices } from '../services.js'
import { ConfirmedIcon, ExternalIcon, FailedIcon, PendingIcon } from './icons.js'

const STATUS_ICON = { pending: PendingIcon, confirmed: ConfirmedIcon, failed: FailedIcon } as const satisfies Record<TransactionStatus, unknown>

const STATUS_LABEL = { pending: 'transactions.pending', confirmed: 'transactions.confirmed', failed: 'transactions.failed' } as const satisfies Record<
  TransactionStatus,
  string
>

/** The connected account's 3 newest transactions on this chain, each with its status and explorer link. */
export function RecentTransactions({ chainId }: { chainId: ChainId }) {
  const titleId = useId()
  const { transactions: service, chains } = useServices()
  const { transactions } = useStore(service)
  const chain = findChain(chains, chainId)
  const shown = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN)
  const { t } = useI18n()
  const explorer = chain?.blockExplorers?.default.name
  return (
    <section className="rpgf-transactions" aria-labelledby={titleId}>
      <div className="rpgf-transactions-header">
        <h3 id={titleId}>{t('transactions.title')}</h3>
        {shown.length > 0 && (
          <button type="button" className="rpgf-text-button" onClick={() => service.clear()}>
            {t('transactions.clear')}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="rpgf-muted">{t('transactions.empty')}</p>
      ) : (
        <ul className="rpgf-transaction-list">
          {shown.map((tx) => {
            const url = transactionUrl(chain, tx.hash)
            const StatusIcon = STATUS_ICON[tx.status]
            return (
              <li key={tx.hash} className="rpgf-transaction" data-status={tx.status}>
                <span className={`rpgf-transaction-icon rpgf-status-${tx.status}`}>
                  <StatusIcon />
                </span>
                <span className="rpgf-transaction-description">{tx.description}</span>
                <span className={`rpgf-status rpgf-status-${tx.status}`}>{t(STATUS_LABEL[tx.status])}</span>
                {url && (
                  <a href={url} target="_blank" rel="noopener noreferrer" className="rpgf-explorer-link">
                    {explorer ? t('transactions.viewOn', { explorer }) : t('transactions.viewOnExplorer')}
                    <span className="rpgf-visually-hidden">: {tx.description}</span>
                    <ExternalIcon />
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
