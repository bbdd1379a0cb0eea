import { useSyncExternalStore } from 'react'
import type { ReadableStore } from '../../src-domain/index.js'

/**
 * The state a server renders and the page hydrates with: the store's initial state, so the markup
 * of both is the same whatever the browser knows by then; React applies the live state right after
 * hydration, in the root and in every segment that hydrates later.
 */
const serverSnapshot = <T>(store: ReadableStore<T>): (() => T) => store.getInitialState ?? store.getState

/** Reads a domain store; the component re-renders when it changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, serverSnapshot(store))
}

/**
 * One value derived from a domain store: the component re-renders only when that value changes
 * (`Object.is`), so `select` returns a part of the state or a primitive, never a new object.
 */
export function useStoreSelector<T, S>(store: ReadableStore<T>, select: (state: T) => S): S {
  const snapshot = () => select(store.getState())
  const initial = serverSnapshot(store)
  return useSyncExternalStore(store.subscribe, snapshot, () => select(initial()))
}
