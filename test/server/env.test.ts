import { describe, expect, it } from 'vitest'
import { authSecretFor, readServerEnv } from '../../src/server/env.js'
import { serverChains } from '../../src/server/server-chains.js'

const SECRET = 'x'.repeat(32)

describe('AUTH_SECRET', () => {
  it('is required where instances share work or the origin is public, with an error saying how to make one', () => {
    const withRedis = readServerEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(() => authSecretFor(withRedis, { dev: false, origins: ['http://127.0.0.1:4173'] })).toThrow(
      /AUTH_SECRET must be set.*openssl rand -base64 32.*every instance/,
    )
    expect(() => authSecretFor(readServerEnv({}), { dev: false, origins: ['https://retropgf.example'] })).toThrow(/AUTH_SECRET must be set/)
  })

  it('is random per process on loopback and in development; a given one is used as it is', () => {
    const loopback = readServerEnv({})
    const one = authSecretFor(loopback, { dev: false, origins: ['http://127.0.0.1:4173'] })
    expect(one.length).toBeGreaterThanOrEqual(32)
    expect(authSecretFor(loopback, { dev: false, origins: ['http://127.0.0.1:4173'] })).not.toBe(one)
    expect(authSecretFor(readServerEnv({ AUTH_SECRET: SECRET }), { dev: false, origins: ['https://retropgf.example'] })).toBe(SECRET)
  })

  it('shorter than 32 characters stops the start', () => {
    expect(() => readServerEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/)
  })
})

describe('AUTH_* settings', () => {
  it('a setting of the retired nonce and session stores stops the start, naming it', () => {
    for (const name of ['AUTH_MAX_NONCES', 'AUTH_MAX_SESSIONS', 'AUTH_MAX_SESSIONS_PER_CLIENT', 'AUTH_MAX_REVOKED_PER_CLIENT']) {
      expect(() => readServerEnv({ [name]: '10' })).toThrow(new RegExp(`^${name} is no longer read`))
    }
  })

  it('reads the burst sizes and the store bounds', () => {
    const { limits } = readServerEnv({ AUTH_RATE_VERIFY_BURST: '3', AUTH_MAX_SPENT_NONCES: '1000', AUTH_MAX_REVOKED_SESSIONS: '7' })
    expect(limits).toMatchObject({ verifyBurst: 3, nonceBurst: 5, maxSpentNonces: 1000, maxRevokedSessions: 7 })
  })

  it('reads the hold of a 429 and how many are held at once', () => {
    expect(readServerEnv({}).limits).toMatchObject({ refusalHoldMs: 1_000, maxHeldRefusals: 10_000 })
    expect(readServerEnv({ AUTH_REFUSAL_HOLD_MS: '250', AUTH_MAX_HELD_REFUSALS: '64' }).limits).toMatchObject({ refusalHoldMs: 250, maxHeldRefusals: 64 })
    expect(readServerEnv({ AUTH_REFUSAL_HOLD_MS: '0' }).limits.refusalHoldMs).toBe(0)
    expect(() => readServerEnv({ AUTH_REFUSAL_HOLD_MS: '1.5' })).toThrow(/^AUTH_REFUSAL_HOLD_MS must be a whole number, got/)
    expect(() => readServerEnv({ AUTH_MAX_HELD_REFUSALS: '0' })).toThrow(/^AUTH_MAX_HELD_REFUSALS must be a whole number above 0/)
  })
})

describe('the chains the server checks contract wallets on', () => {
  it("VITE_RPC_URL_<id> alone when set: no fall-back to the built-in 127.0.0.1:8545 behind the operator's node", () => {
    const chains = serverChains({ VITE_RPC_URL_31337: 'http://10.0.0.7:8545', VITE_RPC_URL_10: 'https://op.example/rpc' }, false)
    expect(chains.find((chain) => chain.id === 31337)?.rpcUrls).toEqual(['http://10.0.0.7:8545'])
    expect(chains.find((chain) => chain.id === 10)?.rpcUrls).toEqual(['https://op.example/rpc'])
  })

  it("the chain's own list when no override is set", () => {
    expect(serverChains({}, false).find((chain) => chain.id === 10)?.rpcUrls).toEqual(['https://mainnet.optimism.io'])
  })
})
