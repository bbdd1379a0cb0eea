import type { ReadableStore } from '../../src-domain/index.js'

/**
 * A view of `source` that shows a state `hold` picks one task late, and only if nothing has
 * replaced it by then; every other state shows at once, and with it the newest. What it is for:
 * a passing state (a connect under way) that the next answer usually replaces within the same
 * task costs React no render of its own, while one that lasts still shows a task later.
 *
 * One subscription to the source serves every listener, so all readers see the same state.
 * While nobody listens, the view follows the source as it is.
 */
export function createPacedStore<T>(source: ReadableStore<T>, hold: (next: T, shown: T) => boolean): ReadableStore<T> {
  const listeners = new Set<() => void>()
  let shown = source.getState()
  let pending: ReturnType<typeof setTimeout> | undefined
  let unsubscribe: (() => void) | undefined

  const show = (next: T) => {
    if (pending !== undefined) clearTimeout(pending)
    pending = undefined
    if (Object.is(next, shown)) return
    shown = next
    for (const listener of [...listeners]) listener()
  }
  const onChange = () => {
    const next = source.getState()
    if (!hold(next, shown)) return show(next)
    pending ??= setTimeout(() => show(source.getState()))
  }

  return {
    getState: () => (unsubscribe ? shown : (shown = source.getState())),
    getInitialState: source.getInitialState ?? source.getState,
    subscribe(listener) {
      listeners.add(listener)
      if (!unsubscribe) {
        shown = source.getState()
        unsubscribe = source.subscribe(onChange)
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !unsubscribe) return
        unsubscribe()
        unsubscribe = undefined
        if (pending !== undefined) clearTimeout(pending)
        pending = undefined
      }
    },
  }
}
