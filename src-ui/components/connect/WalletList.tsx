import { useId } from 'react'
import { RECENT_GROUP, type WalletGroup, type WalletInfo } from '../../../src-domain/index.js'
import { WalletIcon } from './WalletIcon.js'

export interface WalletListProps {
  groups: readonly WalletGroup[]
  /** The wallet whose step is shown, highlighted in the wide layout. */
  selectedId: string | undefined
  connectingId: string | undefined
  onSelect(wallet: WalletInfo): void
}

/**
 * The wallets as buttons named by the wallet, grouped; recent ones first, each marked `Recent`.
 * Names are text nodes: whatever a wallet announces is never parsed as markup.
 */
export function WalletList({ groups, selectedId, connectingId, onSelect }: WalletListProps) {
  if (groups.length === 0) return <p className="rpgf-muted">No wallet can be used here yet. Get one to start.</p>
  return (
    <div className="rpgf-wallet-groups">
      {groups.map((group) => (
        <WalletGroupList key={group.name} group={group} selectedId={selectedId} connectingId={connectingId} onSelect={onSelect} />
      ))}
    </div>
  )
}

function WalletGroupList({ group, selectedId, connectingId, onSelect }: Omit<WalletListProps, 'groups'> & { group: WalletGroup }) {
  const headingId = useId()
  const recent = group.name === RECENT_GROUP
  // The recent group has no heading of its own: each of its wallets carries the `Recent` mark.
  const label = recent ? { 'aria-label': 'Recent wallets' } : { 'aria-labelledby': headingId }
  return (
    <div role="group" className="rpgf-wallet-group" {...label}>
      {!recent && (
        <h3 id={headingId} className="rpgf-group">
          {group.name}
        </h3>
      )}
      <ul className="rpgf-wallets">
        {group.wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              className="rpgf-wallet"
              data-wallet-id={wallet.id}
              aria-current={wallet.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(wallet)}
            >
              <WalletIcon wallet={wallet} />
              <span className="rpgf-wallet-name">{wallet.name}</span>
              {recent && (
                <>
                  {' '}
                  <span className="rpgf-badge">Recent</span>
                </>
              )}
              {wallet.id === connectingId && <span className="rpgf-spinner" aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
