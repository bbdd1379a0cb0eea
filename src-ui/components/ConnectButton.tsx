import { useState } from 'react'
import { chainLabel, findChain, shortenAddress } from '../../src-domain/index.js'
import { useBalance } from '../hooks/use-balance.js'
import { useConnection } from '../hooks/use-connection.js'
import { useServices } from '../services.js'
import { AccountDialog } from './AccountDialog.js'
import { ConnectDialog } from './ConnectDialog.js'

type OpenDialog = 'connect' | 'account' | null

export function ConnectButton() {
  const { chains } = useServices()
  const state = useConnection()
  const [open, setOpen] = useState<OpenDialog>(null)
  const connected = state.status === 'connected' ? state : undefined
  const balance = useBalance(connected?.address, connected?.chainId)

  if (!connected) {
    return (
      <>
        <button type="button" className="rpgf-button" onClick={() => setOpen('connect')} disabled={state.status === 'reconnecting'}>
          Connect Wallet
        </button>
        <ConnectDialog open={open === 'connect'} onClose={() => setOpen(null)} />
      </>
    )
  }

  const chain = findChain(chains, connected.chainId)
  return (
    <div className="rpgf-connected">
      <button type="button" className="rpgf-button" aria-label="Chain Selector">
        {connected.unsupported ? 'Wrong network' : (chain?.name ?? chainLabel(chains, connected.chainId))}
      </button>
      {!connected.unsupported && (
        <button type="button" className="rpgf-button" onClick={() => setOpen('account')}>
          <span>{shortenAddress(connected.address)}</span>
          {balance.data && <span className="rpgf-wide-only"> {`${balance.data.formatted} ${balance.data.symbol}`}</span>}
        </button>
      )}
      <AccountDialog account={connected} open={open === 'account'} onClose={() => setOpen(null)} />
    </div>
  )
}
