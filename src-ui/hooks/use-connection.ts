import type { ConnectedState, ConnectionState } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useStore, useStoreSelector } from './use-store.js'

export function useConnection(): ConnectionState {
  return useStore(useServices().connection)
}

const connectedOf = (state: ConnectionState): ConnectedState | undefined => (state.status === 'connected' ? state : undefined)

/**
 * The connection while connected, else undefined. What only cares about a connected wallet does
 * not re-render for `connecting` or a failed attempt: a wallet that answers at once then costs
 * one render of it, not two.
 */
export function useConnected(): ConnectedState | undefined {
  return useStoreSelector(useServices().connection, connectedOf)
}
