import { describe, expect, it } from 'vitest'
import { loadOnce } from '../../../src-adapters/wallet-kernel/load-once.js'

describe('loadOnce', () => {
  it('runs the load once and shares its promise', async () => {
    let runs = 0
    const load = loadOnce(async () => ++runs)
    const [first, second] = await Promise.all([load(), load()])
    expect([first, second, await load(), runs]).toEqual([1, 1, 1, 1])
  })

  it('tries again after a failed load', async () => {
    let runs = 0
    const load = loadOnce(async () => {
      runs++
      if (runs === 1) throw new Error('chunk gone')
      return runs
    })
    await expect(load()).rejects.toThrow('chunk gone')
    expect(await load()).toBe(2)
    expect(await load()).toBe(2)
  })

  it('drop hands back what was loaded and the next call loads afresh', async () => {
    let runs = 0
    const load = loadOnce(async () => ++runs)
    await load()
    expect(await load.drop()).toBe(1)
    expect(load.drop()).toBeUndefined()
    expect(await load()).toBe(2)
  })

  it('a dropped load that then fails does not forget the newer one', async () => {
    let fail: (error: Error) => void = () => {}
    let runs = 0
    const load = loadOnce(() => (++runs === 1 ? new Promise<number>((_, reject) => (fail = reject)) : Promise.resolve(runs)))
    const dropped = load()
    void load.drop()
    const fresh = load()
    fail(new Error('late'))
    await expect(dropped).rejects.toThrow('late')
    expect(load()).toBe(fresh)
    expect(runs).toBe(2)
  })
})
