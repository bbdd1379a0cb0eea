import { describe, expect, it } from 'vitest'
import { createTurns, usageLevel } from '../../src/server/turns.js'

/** The order in which queued slots resume, by label. */
function recorder() {
  const order: string[] = []
  const track = (label: string, slot: ReturnType<ReturnType<typeof createTurns>['take']>) => {
    if (slot === 'now' || slot === 'full') order.push(`${label}:${slot}`)
    else void slot.then(() => order.push(label))
  }
  return { order, track }
}

const nextTurn = () => new Promise((done) => setImmediate(done))

describe('work spread over the event loop turns', () => {
  it("goes at once while the turn's budget lasts, then waits for a later turn", async () => {
    let time = 0
    const turns = createTurns({ budgetMs: 20, perTurn: 10, maxWaiting: 10, now: () => time })
    expect(turns.take(20)).toBe('now')
    time = 19
    expect(turns.take(20)).toBe('now')
    time = 20
    const { order, track } = recorder()
    track('late', turns.take(20))
    // Once one waits, the rest of the turn waits behind it, even within the budget of a new turn.
    expect(turns.waiting).toBe(1)
    await nextTurn()
    expect(order).toEqual(['late'])
    expect(turns.waiting).toBe(0)
    // A new turn, a new budget.
    expect(turns.take(20)).toBe('now')
  })

  it("resumes a client's first requests ahead of the rest, perTurn a turn", async () => {
    const turns = createTurns({ budgetMs: 0, perTurn: 2, maxWaiting: 10 })
    const { order, track } = recorder()
    for (const label of ['crowd1', 'crowd2', 'crowd3']) track(label, turns.take(20))
    track('newcomer', turns.take(1))
    await nextTurn()
    expect(order).toEqual(['newcomer', 'crowd1'])
    await nextTurn()
    expect(order).toEqual(['newcomer', 'crowd1', 'crowd2', 'crowd3'])
    // The newcomers' queue, emptied, still takes the ones that come later.
    track('second newcomer', turns.take(1))
    track('crowd4', turns.take(20))
    await nextTurn()
    expect(order.slice(4)).toEqual(['second newcomer', 'crowd4'])
  })

  it('resumes the least used first, on a doubling scale, and in order of coming within a level', async () => {
    const turns = createTurns({ budgetMs: 0, perTurn: 10, maxWaiting: 10 })
    const { order, track } = recorder()
    for (const [label, usage] of [
      ['crowd', 5_000],
      ['busy', 9],
      ['second', 2],
      ['regular', 10],
      ['newcomer', 1],
      ['also second', 2],
    ] as const) {
      track(label, turns.take(usage))
    }
    await nextTurn()
    expect(order).toEqual(['newcomer', 'second', 'also second', 'busy', 'regular', 'crowd'])
    expect([1, 2, 3, 4, 5, 8, 9, 2 ** 14, 1e9, Number.NaN].map(usageLevel)).toEqual([0, 1, 2, 2, 3, 3, 4, 14, 15, 0])
  })

  it('past maxWaiting a request is not queued', async () => {
    const turns = createTurns({ budgetMs: 0, perTurn: 10, maxWaiting: 2 })
    const { order, track } = recorder()
    for (const label of ['a', 'b', 'c']) track(label, turns.take(20))
    expect(order).toEqual(['c:full'])
    await nextTurn()
    expect(order).toEqual(['c:full', 'a', 'b'])
  })
})
