/**
 * Holds a refusal (a 429, a malformed request) for a moment before it is sent, as HAProxy's
 * `tarpit` does. A client that waits for each answer before sending again (every HTTP/1.1
 * connection does) then gets at most one refusal per connection per hold: a flood of cheap
 * requests turns into idle sockets instead of work for this process. A held refusal costs a timer and its request's memory, so at
 * most `maxHeld` are held at once; past that a refusal is sent at once, as without a tarpit.
 *
 * Each hold lasts between half of `holdMs` and all of it, at random: a crowd's connections,
 * refused together, would otherwise all come back in the same instant, every hold, and the
 * honest requests arriving then would wait behind them.
 */
export interface TarpitOptions {
  /** How long a refusal is held at most. */
  holdMs: number
  /** Refusals held at once, over every client. */
  maxHeld: number
  /** A number in [0, 1) (tests fix it). */
  random?: () => number
}

export interface Tarpit {
  /**
   * Resolves after a hold of `holdMs / 2` to `holdMs`, never past `untilMs` (the moment the client
   * may retry), or at once when `maxHeld` are already held. Resolves with the time it held.
   */
  hold(untilMs: number): Promise<number>
  /** Refusals held now. */
  readonly held: number
}

export function createTarpit(options: TarpitOptions): Tarpit {
  const { holdMs, maxHeld, random = Math.random } = options
  for (const [name, value] of Object.entries({ holdMs, maxHeld })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of 0 or more, got ${value}.`)
  }
  let held = 0
  return {
    get held() {
      return held
    },
    hold(untilMs) {
      const ms = Math.min(Math.round(holdMs * (1 - random() / 2)), Math.max(0, Math.floor(untilMs)))
      if (ms === 0 || held >= maxHeld) return Promise.resolve(0)
      held++
      return new Promise((release) => {
        setTimeout(() => {
          held--
          release(ms)
        }, ms)
      })
    },
  }
}
