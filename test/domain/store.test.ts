import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../../src-domain/index.js'

describe('createStore: the current-state-plus-subscribe shape every domain service exposes', () => {
  it('tells subscribers about each change, by value or by updater, and not about a same value', () => {
    const store = createStore({ count: 0 })
    const listener = vi.fn()
    store.subscribe(listener)
    const same = store.getState()
    store.setState(same)
    expect(listener).not.toHaveBeenCalled()
    store.setState({ count: 1 })
    store.setState((previous) => ({ count: previous.count + 1 }))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getState()).toEqual({ count: 2 })
  })

  it('stops telling a listener once it unsubscribes, even from inside a notification', () => {
    const store = createStore(0)
    const calls: string[] = []
    const unsubscribeA = store.subscribe(() => {
      calls.push('a')
      unsubscribeA()
    })
    store.subscribe(() => calls.push('b'))
    store.setState(1)
    store.setState(2)
    expect(calls).toEqual(['a', 'b', 'b'])
  })
})
