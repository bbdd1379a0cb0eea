import { useSyncExternalStore } from 'react'
import type { ReadableStore } from '../../src-domain/index.js'

/** Reads a domain store; the component re-renders when it changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
