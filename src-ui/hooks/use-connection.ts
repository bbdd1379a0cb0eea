import type { ConnectedState, ConnectionState, ReadableStore } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { createPacedStore } from './paced-store.js'
import { useStore, useStoreSelector } from './use-store.js'

const paced = new WeakMap<ReadableStore<ConnectionState>, ReadableStore<ConnectionState>>()

/**
 * A first pick's `connecting` shows a task late: a wallet that answers at once goes straight to
 * connected, with no render in between. A retry after a failure shows at once (its error goes).
 */
const holdConnecting = (next: ConnectionState, shown: ConnectionState) =>
  next.status === 'connecting' && shown.status === 'disconnected' && shown.failure === undefined

/**
 * The connection as the UI shows it. A connect under way shows from the task after the pick, so
 * a wallet that answers within it (one that already trusts the site) costs one render, not two;
 * one that asks its user shows its spinner a task later. Every other change shows at once.
 * What must not ask a wallet twice reads the service's own state (`connection.getState()`).
 */
export function useConnection(): ConnectionState {
  const { connection } = useServices()
  let view = paced.get(connection)
  if (!view) paced.set(connection, (view = createPacedStore(connection, holdConnecting)))
  return useStore(view)
}

const connectedOf = (state: ConnectionState): ConnectedState | undefined => (state.status === 'connected' ? state : undefined)

/**
 * The connection while connected, else undefined. What only cares about a connected wallet does
 * not re-render for `connecting` or a failed attempt.
 */
export function useConnected(): ConnectedState | undefined {
  return useStoreSelector(useServices().connection, connectedOf)
}
