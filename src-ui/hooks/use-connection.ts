import { createContext, createElement, useContext, useDeferredValue, useState, type ReactNode } from 'react'
import type { ConnectedState, ConnectionState, ReadableStore } from '../../src-domain/index.js'
import { createPacedStore, nextTask, untilSettled, type Wait } from './paced-store.js'
import { useStore, useStoreSelector } from './use-store.js'

/**
 * The one view of the connection the UI draws from, in three states that differ only around a pick:
 *
 * 1. `live`: the service's own state, as it is now (the ConnectionService itself). What must not ask
 *    a wallet twice reads it in a handler (`connection.getState()`); no render does.
 * 2. `shown` (paced): what the button draws. A first pick's `connecting` shows a task late, so a
 *    wallet that answers within the pick's task (one that already trusts the site) goes straight to
 *    connected with no render in between; one that asks its user shows its spinner a task later.
 *    A pick's `connected` waits for what is read ahead with it (`readAhead`: the account's balance),
 *    at most PICKED_ACCOUNT_WAIT_MS, so the account and its balance come in one commit and one frame,
 *    and the button does not grow a moment after it showed. Every other change shows at once. Read
 *    with `useConnection` / `useConnected`.
 * 3. settled: `shown` one commit behind (React's deferred value), for what follows the account's
 *    commit: the connect dialog closing, the announcement, the balance query's own asking. The
 *    connect's own commit draws the account buttons and nothing else; the rest comes in the next.
 *    Read with `useSettledConnection` / `useSettledConnected`.
 */
export interface ConnectionView {
  readonly live: ReadableStore<ConnectionState>
  readonly shown: ReadableStore<ConnectionState>
}

/**
 * Starts reading what a just-picked account shows with it (its balance): the account shows once the
 * read is over. `undefined` when there is nothing to wait for.
 */
export type ReadAhead = (account: ConnectedState) => PromiseLike<unknown> | undefined

/**
 * The longest a picked account waits for what is read ahead with it. A local or nearby node answers
 * well within it; a slow one leaves the account to show first, with the balance's placeholder.
 */
export const PICKED_ACCOUNT_WAIT_MS = 50

/** A first pick's `connecting` waits a task; a retry after a failure shows at once (its error goes). */
const holdConnecting = (next: ConnectionState, shown: ConnectionState) =>
  next.status === 'connecting' && shown.status === 'disconnected' && shown.failure === undefined

export function createConnectionView(live: ReadableStore<ConnectionState>, readAhead?: ReadAhead): ConnectionView {
  const hold = (next: ConnectionState, shown: ConnectionState, before: ConnectionState): Wait | undefined => {
    if (holdConnecting(next, shown)) return nextTask
    if (!readAhead || next.status !== 'connected' || before.status !== 'connecting') return undefined
    const read = readAhead(next)
    return read && untilSettled(read, PICKED_ACCOUNT_WAIT_MS)
  }
  return { live, shown: createPacedStore(live, hold) }
}

const ConnectionViewContext = createContext<ConnectionView | null>(null)

/** Builds the view of `connection` once, for everything below it (ServicesProvider puts it there). */
export function ConnectionViewProvider({
  connection,
  readAhead,
  children,
}: {
  connection: ReadableStore<ConnectionState>
  readAhead?: ReadAhead | undefined
  children: ReactNode
}) {
  const viewOf = () => ({ readAhead, ...createConnectionView(connection, readAhead) })
  const [view, setView] = useState(viewOf)
  // Other services (a new app container): their own view, set during render so no commit shows the old one.
  if (view.live !== connection || view.readAhead !== readAhead) setView(viewOf)
  return createElement(ConnectionViewContext.Provider, { value: view }, children)
}

function useConnectionView(): ConnectionView {
  const view = useContext(ConnectionViewContext)
  if (!view) throw new Error('The connection is read inside <ServicesProvider> (which <WalletProvider> and <AppShell> render).')
  return view
}

/** The connection as the button shows it (the paced state). */
export function useConnection(): ConnectionState {
  return useStore(useConnectionView().shown)
}

/** A part of the shown connection: the component renders when that part changes. */
export function useConnectionSelector<S>(select: (state: ConnectionState) => S): S {
  return useStoreSelector(useConnectionView().shown, select)
}

const connectedOf = (state: ConnectionState): ConnectedState | undefined => (state.status === 'connected' ? state : undefined)

/**
 * The connection while connected, as the button shows it, else undefined. What only cares about a
 * connected wallet does not re-render for `connecting` or a failed attempt.
 */
export function useConnected(): ConnectedState | undefined {
  return useStoreSelector(useConnectionView().shown, connectedOf)
}

/** The shown connection one commit behind: what must follow the account's commit, not share it. */
export function useSettledConnection(): ConnectionState {
  return useDeferredValue(useConnection())
}

/** The settled connection while connected, else undefined. */
export function useSettledConnected(): ConnectedState | undefined {
  return useDeferredValue(useConnected())
}

/**
 * A connect has settled and still holds: the connect dialog's job is done. Whoever holds the dialog
 * closes it on this (ModalProvider), in the commit after the one that drew the account.
 */
export function useConnectSettled(): boolean {
  const connected = useConnected()
  return useSettledConnected() !== undefined && connected !== undefined
}
