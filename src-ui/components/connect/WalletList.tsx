import { useId } from 'react'
import { RECENT_GROUP, type WalletGroup, type WalletInfo } from '../../../src-domain/index.js'
import { useI18n } from '../../i18n/I18nProvider.js'
import type { MessageKey } from '../../i18n/messages/en.js'
import { WalletIcon } from './WalletIcon.js'

/** The backends' group names; a group the catalogue does not know keeps its own name. */
const GROUP_KEYS: Readonly<Record<string, MessageKey>> = { Installed: 'connect.group.installed', Popular: 'connect.group.popular' }

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
  const { t } = useI18n()
  if (groups.length === 0) return <p className="rpgf-muted">{t('connect.noWallets')}</p>
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
  const { t } = useI18n()
  const groupKey = Object.hasOwn(GROUP_KEYS, group.name) ? GROUP_KEYS[group.name] : undefined
  // The recent group has no heading of its own: each of its wallets carries the `Recent` mark.
  const label = recent ? { 'aria-label': t('connect.recentWallets') } : { 'aria-labelledby': headingId }
  return (
    <div role="group" className="rpgf-wallet-group" {...label}>
      {!recent && (
        <h3 id={headingId} className="rpgf-group">
          {groupKey ? t(groupKey) : group.name}
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
                  <span className="rpgf-badge">{t('connect.recent')}</span>
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
