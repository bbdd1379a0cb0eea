import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from '../../../src-domain/index.js'
import { createPacedStore, nextTask, untilSettled, type Wait } from '../../../src-ui/hooks/paced-store.js'

type State = 'idle' | 'busy' | 'done'
const holdBusy = (next: State, shown: State) => (next === 'busy' && shown === 'idle' ? nextTask : undefined)

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

  it('holds a state until its wait ends, and shows the newest then; a state shown at once ends the wait', async () => {
    const source = createStore<State>('idle')
    let release = () => {}
    let cancelled = 0
    const untilReleased: Wait = (done) => {
      release = done
      return () => void cancelled++
    }
    const view = createPacedStore(source, (next, _shown, before) => (next === 'done' && before === 'busy' ? untilReleased : undefined))
    const seen: State[] = []
    view.subscribe(() => seen.push(view.getState()))
    source.setState('busy')
    source.setState('done')
    expect(seen).toEqual(['busy'])
    release()
    expect(seen).toEqual(['busy', 'done'])
    // Released again (a late answer): nothing more.
    release()
    expect(seen).toEqual(['busy', 'done'])

    source.setState('busy')
    source.setState('done')
    source.setState('idle')
    expect(seen).toEqual(['busy', 'done', 'busy', 'idle'])
    expect(cancelled).toBe(1)
    release()
    expect(seen).toEqual(['busy', 'done', 'busy', 'idle'])
  })

  it('untilSettled ends when its promise settles, either way, or at its deadline', async () => {
    const ended: string[] = []
    let resolve = () => {}
    let reject = (_error: Error) => {}
    untilSettled(new Promise<void>((done) => (resolve = done)), 50)(() => ended.push('answer'))
    untilSettled(new Promise<void>((_, fail) => (reject = fail)), 50)(() => ended.push('failure'))
    untilSettled(new Promise<void>(() => {}), 50)(() => ended.push('deadline'))
    const cancel = untilSettled(new Promise<void>(() => {}), 50)(() => ended.push('cancelled'))
    cancel()
    resolve()
    reject(new Error('no node'))
    await vi.advanceTimersByTimeAsync(0)
    expect(ended).toEqual(['answer', 'failure'])
    await vi.advanceTimersByTimeAsync(50)
    expect(ended).toEqual(['answer', 'failure', 'deadline'])
  })
})
