/**
 * Redis that hangs (paused, swapping, a network that drops packets) costs every request a full
 * command timeout. After one command timed out, calls skip Redis for `pauseMs` and fail at once
 * (their callers answer 503 or count in memory), then the next call tries it again. Other
 * errors (a refused write at `maxmemory`) are answers, and leave the breaker closed.
 */
export type Breaker = <T>(call: () => Promise<T>) => Promise<T>

export function createBreaker(pauseMs: number, now: () => number = Date.now): Breaker {
  let openUntil = 0
  return async (call) => {
    if (now() < openUntil) throw new Error('Redis did not answer a moment ago; it is not asked again yet.')
    try {
      return await call()
    } catch (error) {
      if (error instanceof Error && /timed? ?out/i.test(error.message)) openUntil = now() + pauseMs
      throw error
    }
  }
}
