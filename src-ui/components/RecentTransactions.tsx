import { useId } from 'react'
import { findChain, RECENT_TRANSACTIONS_SHOWN, transactionUrl, type ChainId, type TransactionStatus } from '../../src-domain/index.js'
import { useStore } from '../hooks/use-store.js'
import { useServices } from '../services.js'

const STATUS_LABEL: Record<TransactionStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', failed: 'Failed' }

/** The connected account's 3 newest transactions on this chain, each with its status and explorer link. */
export function RecentTransactions({ chainId }: { chainId: ChainId }) {
  const titleId = useId()
  const { transactions: service, chains } = useServices()
  const { transactions } = useStore(service)
  const chain = findChain(chains, chainId)
  const shown = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN)
  return (
    <section className="rpgf-transactions" aria-labelledby={titleId}>
      <div className="rpgf-transactions-header">
        <h3 id={titleId}>Recent Transactions</h3>
        {shown.length > 0 && (
          <button type="button" className="rpgf-text-button" onClick={() => service.clear()}>
            Clear All
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="rpgf-muted">Your transactions will appear here...</p>
      ) : (
        <ul className="rpgf-transaction-list">
          {shown.map((tx) => {
            const url = transactionUrl(chain, tx.hash)
            return (
              <li key={tx.hash} className="rpgf-transaction" data-status={tx.status}>
                <span className="rpgf-transaction-description">{tx.description}</span>
                <span className={`rpgf-status rpgf-status-${tx.status}`}>{STATUS_LABEL[tx.status]}</span>
                {url && (
                  <a href={url} target="_blank" rel="noopener noreferrer" className="rpgf-explorer-link">
                    View on {chain?.blockExplorers?.default.name ?? 'explorer'}
                    <span className="rpgf-visually-hidden">: {tx.description}</span>
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
