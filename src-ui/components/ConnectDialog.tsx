import { groupWallets, readRecentWalletIds, type WalletInfo } from '../../src-domain/index.js'
import { useConnection } from '../hooks/use-connection.js'
import { useServices } from '../services.js'
import { Dialog } from './Dialog.js'

export function ConnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { wallet, connection, storage } = useServices()
  const state = useConnection()
  const groups = groupWallets(wallet.listWallets(), readRecentWalletIds(storage))
  const connecting = state.status === 'connecting' ? state.walletId : undefined
  const failure = state.status === 'disconnected' ? state.failure : undefined
  const nameOf = (id: string) => wallet.listWallets().find((entry) => entry.id === id)?.name ?? id

  const choose = (entry: WalletInfo) => void connection.connect(entry.id)

  return (
    <Dialog
      open={open}
      title="Connect a Wallet"
      onClose={() => {
        connection.cancel()
        connection.clearFailure()
        onClose()
      }}
    >
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name}>
          <h3 className="rpgf-group">{group.name}</h3>
          <ul className="rpgf-wallets">
            {group.wallets.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="rpgf-wallet" onClick={() => choose(entry)} disabled={connecting !== undefined}>
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div aria-live="polite" className="rpgf-status">
        {connecting && <p>Opening {nameOf(connecting)}...</p>}
        {failure?.message && <p role="alert">{failure.message}</p>}
      </div>
      {failure && (
        <button type="button" className="rpgf-retry" onClick={() => void connection.connect(failure.walletId)}>
          RETRY
        </button>
      )}
    </Dialog>
  )
}
