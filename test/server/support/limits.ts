import type { AuthLimits } from '../../../src/server/limits.js'

/** Rates are tested in floods.test.ts; elsewhere one client sends many requests in a row. */
export const NO_RATE_LIMITS: Partial<AuthLimits> = { noncePerMinute: 1_000_000, nonceBurst: 1_000_000, verifyPerMinute: 1_000_000, verifyBurst: 1_000_000 }
