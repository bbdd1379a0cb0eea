import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from '../../../src-domain/index.js'
import { createPacedStore } from '../../../src-ui/hooks/paced-store.js'

type State = 'idle' | 'busy' | 'done'
const holdBusy = (next: State, shown: State) => next === 'busy' && shown === 'idle'

describe('createPacedStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup() {
    const source = createStore<State>('idle')
    const view = createPacedStore(source, holdBusy)
    const seen: State[] = []
    const unsubscribe = view.subscribe(() => seen.push(view.getState()))
    return { source, view, seen, unsubscribe }
  }

  it('skips a held state that another replaces within the task: one change, to the newest', () => {
    const { source, view, seen } = setup()
    source.setState('busy')
    expect(view.getState()).toBe('idle')
    source.setState('done')
    expect(view.getState()).toBe('done')
    vi.runAllTimers()
    expect(seen).toEqual(['done'])
  })

  it('shows a held state that lasts from the next task', () => {
    const { source, view, seen } = setup()
    source.setState('busy')
    expect(seen).toEqual([])
    vi.advanceTimersByTime(0)
    expect(view.getState()).toBe('busy')
    source.setState('done')
    expect(seen).toEqual(['busy', 'done'])
  })

  it('shows every state the rule does not hold at once', () => {
    const { source, seen } = setup()
    source.setState('done')
    source.setState('busy')
    source.setState('idle')
    expect(seen).toEqual(['done', 'busy', 'idle'])
  })

  it('follows the source while nobody listens, and drops a pending state when the last listener goes', () => {
    const { source, view, seen, unsubscribe } = setup()
    source.setState('busy')
    unsubscribe()
    vi.runAllTimers()
    expect(seen).toEqual([])
    expect(view.getState()).toBe('busy')
    source.setState('done')
    expect(view.getState()).toBe('done')
  })
})
