import { useSyncExternalStore } from 'react'
import type { ReadableStore } from '../../src-domain/index.js'

/** Reads a domain store; the component re-renders when it changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

/**
 * One value derived from a domain store: the component re-renders only when that value changes
 * (`Object.is`), so `select` returns a part of the state or a primitive, never a new object.
 */
export function useStoreSelector<T, S>(store: ReadableStore<T>, select: (state: T) => S): S {
  const snapshot = () => select(store.getState())
  return useSyncExternalStore(store.subscribe, snapshot, snapshot)
}
