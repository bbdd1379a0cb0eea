import { shortenAddress, type ConnectedState } from '../../src-domain/index.js'
import { useBalance } from '../hooks/use-balance.js'
import { useServices } from '../services.js'
import { Dialog } from './Dialog.js'

export function AccountDialog({ account, open, onClose }: { account: ConnectedState; open: boolean; onClose: () => void }) {
  const { connection } = useServices()
  const balance = useBalance(account.address, account.chainId)
  return (
    <Dialog open={open} title={shortenAddress(account.address)} onClose={onClose}>
      <p className="rpgf-balance">{balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : ''}</p>
      <button
        type="button"
        onClick={() => {
          onClose()
          void connection.disconnect()
        }}
      >
        Disconnect
      </button>
    </Dialog>
  )
}
