import { useMemo } from 'react'
import type { Address, ChainId, ConnectionState } from '../../src-domain/index.js'
import { useConnection } from './use-connection.js'

export interface Account {
  status: ConnectionState['status']
  /** The connected account (the wallet's first). */
  address?: Address
  /** The chain the wallet is on; also one the app does not configure (see `useSwitchChain`). */
  chainId?: ChainId
  /** The wallet connected, or being connected. */
  walletId?: string
}

/** The account as the connect button shows it: `disconnected`, `connecting`, `reconnecting` or `connected`. */
export function useAccount(): Account {
  const state = useConnection()
  return useMemo(() => {
    if (state.status === 'connected') return { status: state.status, address: state.address, chainId: state.chainId, walletId: state.walletId }
    if (state.status === 'connecting') return { status: state.status, walletId: state.walletId }
    return { status: state.status }
  }, [state])
}
