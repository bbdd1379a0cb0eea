import type { ReadableStore } from '../../src-domain/index.js'

/**
 * How long a held state waits: calls `release` once it may show, and returns what cancels the wait.
 * A wait is compared by identity: a held state that comes while the same wait runs joins it.
 */
export type Wait = (release: () => void) => () => void

/** Until the next task: a state that another replaces within this one never shows. */
export const nextTask: Wait = (release) => {
  const timer = setTimeout(release)
  return () => clearTimeout(timer)
}

/** Until `done` settles (either way), and at most `ms`. */
export function untilSettled(done: PromiseLike<unknown>, ms: number): Wait {
  return (release) => {
    let waiting = true
    const end = () => {
      if (!waiting) return
      waiting = false
      clearTimeout(timer)
      release()
    }
    const timer = setTimeout(end, ms)
    done.then(end, end)
    return () => {
      waiting = false
      clearTimeout(timer)
    }
  }
}

/**
 * Which states wait before they show, and how long: `undefined` shows `next` at once. `before` is
 * the source's state before `next`, which may never have shown.
 */
export type HoldRule<T> = (next: T, shown: T, before: T) => Wait | undefined

/**
 * A view of `source` that shows a state `hold` picks once its wait is over, as the newest state by
 * then; every other state shows at once, and with it the newest. What it is for: a passing state (a
 * connect under way) that the next answer usually replaces within the same task costs React no
 * render of its own, while one that lasts still shows a task later; and a state worth drawing
 * together with what follows it (an account with its balance) can wait for it, briefly.
 *
 * One subscription to the source serves every listener, so all readers see the same state.
 * While nobody listens, the view follows the source as it is.
 */
export function createPacedStore<T>(source: ReadableStore<T>, hold: HoldRule<T>): ReadableStore<T> {
  const listeners = new Set<() => void>()
  let shown = source.getState()
  let last = shown
  let waiting: { wait: Wait; cancel: () => void } | undefined
  let unsubscribe: (() => void) | undefined

  const stopWaiting = () => {
    waiting?.cancel()
    waiting = undefined
  }
  const show = (next: T) => {
    stopWaiting()
    if (Object.is(next, shown)) return
    shown = next
    for (const listener of [...listeners]) listener()
  }
  const onChange = () => {
    const next = source.getState()
    const before = last
    last = next
    const wait = hold(next, shown, before)
    if (!wait) return show(next)
    if (waiting?.wait === wait) return
    stopWaiting()
    // The wait may end at once: it is noted first, so that release finds (and ends) this one.
    const current: { wait: Wait; cancel: () => void } = { wait, cancel: () => {} }
    waiting = current
    const cancel = wait(() => {
      if (waiting !== current) return
      waiting = undefined
      show(source.getState())
    })
    if (waiting === current) current.cancel = cancel
  }

  return {
    getState: () => (unsubscribe ? shown : (shown = source.getState())),
    getInitialState: source.getInitialState ?? source.getState,
    subscribe(listener) {
      listeners.add(listener)
      if (!unsubscribe) {
        shown = source.getState()
        last = shown
        unsubscribe = source.subscribe(onChange)
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !unsubscribe) return
        unsubscribe()
        unsubscribe = undefined
        stopWaiting()
      }
    },
  }
}
