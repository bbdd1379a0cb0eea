import { describe, expect, it, vi } from 'vitest'
import { RpcUnavailableError } from '../../../src-domain/index.js'
import { createFallback } from '../../../src-adapters/reads/fallback.js'

/** Resolves once every microtask queued so far, and those they queue, have run; no timer has. */
async function drainMicrotasks(): Promise<void> {
  for (let round = 0; round < 50; round++) await Promise.resolve()
}

describe('createFallback', () => {
  it('tries the next endpoint in a later task, so a page that is being left sends nothing on', async () => {
    const tried: string[] = []
    const fallback = createFallback(1, ['local', 'public'])
    const read = fallback.run(async (endpoint) => {
      tried.push(endpoint)
      if (endpoint === 'local') throw new TypeError('Failed to fetch')
      return 'answer'
    })
    await drainMicrotasks()
    // A reload cancels the request and then runs only microtasks before the page is gone.
    expect(tried).toEqual(['local'])
    await vi.waitFor(() => expect(tried).toEqual(['local', 'public']))
    await expect(read).resolves.toBe('answer')
  })

  it('says every endpoint failed only after the last one has, with its failure as the cause', async () => {
    const last = new TypeError('Failed to fetch')
    const fallback = createFallback(1, ['local', 'public'])
    const read = fallback.run(async (endpoint) => {
      throw endpoint === 'public' ? last : new Error('refused')
    })
    await expect(read).rejects.toBeInstanceOf(RpcUnavailableError)
    await expect(read).rejects.toMatchObject({ cause: last })
  })

  it('tries an endpoint that failed last while it cools down, and first again after', async () => {
    let clock = 0
    const fallback = createFallback(1, ['local', 'public'], { cooldownMs: 1_000, now: () => clock })
    const order = async () => {
      const tried: string[] = []
      await fallback.run(async (endpoint) => {
        tried.push(endpoint)
        if (endpoint === 'local' && clock === 0) throw new Error('down')
        return endpoint
      })
      return tried
    }
    expect(await order()).toEqual(['local', 'public'])
    clock = 500
    expect(await order()).toEqual(['public'])
    clock = 1_500
    expect(await order()).toEqual(['local'])
  })
})
