import type { AuthLimits } from '../../../src/server/limits.js'

/**
 * A refusal (429, a malformed request) sent as soon as it is decided. The hold (tarpit.ts) is
 * tested in tarpit.test.ts and floods.test.ts; tests that send many refused requests in a row
 * would otherwise wait up to a second for each.
 */
export const NO_REFUSAL_HOLD: Partial<AuthLimits> = { refusalHoldMs: 0 }

/** Rates are tested in floods.test.ts; elsewhere one client sends many requests in a row. */
export const NO_RATE_LIMITS: Partial<AuthLimits> = {
  noncePerMinute: 1_000_000,
  nonceBurst: 1_000_000,
  verifyPerMinute: 1_000_000,
  verifyBurst: 1_000_000,
  sessionPerMinute: 1_000_000,
  sessionBurst: 1_000_000,
  pagePerMinute: 1_000_000,
  pageBurst: 1_000_000,
  ...NO_REFUSAL_HOLD,
}
