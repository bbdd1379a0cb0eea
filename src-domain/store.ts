/** A value that changes over time and tells its subscribers; what React's useSyncExternalStore reads. */
export interface ReadableStore<T> {
  getState(): T
  subscribe(listener: () => void): () => void
  /**
   * The state the store was made with: what a server renders and what the browser hydrates with
   * (React's server snapshot), so both draw the same markup before the live state is applied.
   */
  getInitialState?(): T
}

export interface Store<T> extends ReadableStore<T> {
  setState(next: T | ((previous: T) => T)): void
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next
      if (Object.is(value, state)) return
      state = value
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
