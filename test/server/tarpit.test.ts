import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTarpit } from '../../src/server/tarpit.js'

describe('createTarpit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const settled = (promise: Promise<number>) => {
    const state: { value?: number } = {}
    void promise.then((value) => (state.value = value))
    return state
  }

  it('holds a refusal between half of holdMs and all of it, at random', async () => {
    const draws = [0, 0.999_999, 0.5]
    const tarpit = createTarpit({ holdMs: 1_000, maxHeld: 10, random: () => draws.shift()! })
    const holds = [tarpit.hold(60_000), tarpit.hold(60_000), tarpit.hold(60_000)]
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await Promise.all(holds)).toEqual([1_000, 500, 750])
  })

  it('holds a refusal for holdMs, and no longer than until the client may retry', async () => {
    const tarpit = createTarpit({ holdMs: 1_000, maxHeld: 10, random: () => 0 })
    const long = settled(tarpit.hold(5_000))
    const short = settled(tarpit.hold(300))
    expect(tarpit.held).toBe(2)
    await vi.advanceTimersByTimeAsync(299)
    expect(short.value).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(short.value).toBe(300)
    await vi.advanceTimersByTimeAsync(699)
    expect(long.value).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(long.value).toBe(1_000)
    expect(tarpit.held).toBe(0)
  })

  it('past maxHeld a refusal is released at once, and the bound frees as holds end', async () => {
    const tarpit = createTarpit({ holdMs: 1_000, maxHeld: 2, random: () => 0 })
    void tarpit.hold(5_000)
    void tarpit.hold(5_000)
    expect(await tarpit.hold(5_000)).toBe(0)
    expect(tarpit.held).toBe(2)
    await vi.advanceTimersByTimeAsync(1_000)
    const next = settled(tarpit.hold(5_000))
    expect(tarpit.held).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(next.value).toBe(1_000)
  })

  it('holds nothing with holdMs 0, or when the client may already retry', async () => {
    expect(await createTarpit({ holdMs: 0, maxHeld: 10 }).hold(5_000)).toBe(0)
    expect(await createTarpit({ holdMs: 1_000, maxHeld: 10 }).hold(0)).toBe(0)
  })

  it('refuses a negative or fractional setting', () => {
    expect(() => createTarpit({ holdMs: -1, maxHeld: 10 })).toThrow(/holdMs/)
    expect(() => createTarpit({ holdMs: 1_000, maxHeld: 1.5 })).toThrow(/maxHeld/)
  })
})
