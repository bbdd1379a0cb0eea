import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { clientIdOf, parseTrustedProxies, requestClientId } from '../../src/server/client-id.js'
import { checkSiweShape } from '../../src/server/siwe-shape.js'
import { parseStrictSiweMessage } from '../../src/server/siwe-message.js'
import { createRateLimiter } from '../../src/server/rate-limit.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const ORIGIN = 'http://127.0.0.1:4173'
const address = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address
const app = createAuthApp({ origins: [ORIGIN], chains: [{ id: 31337, rpcUrls: ['http://127.0.0.1:9'] }], limits: NO_RATE_LIMITS })

/** Fragments EIP-4361 parsers stumble on, to build hostile text from. */
const fragment = fc.constantFrom(
  'URI: ',
  'Version: 1',
  'Chain ID: ',
  'Nonce: ',
  'Issued At: ',
  'Resources:',
  '- ',
  '\n',
  '\n\n',
  ' wants you to sign in with your Ethereum account:',
  '0x',
  'a',
  ' ',
  ':',
  '\u202e',
  '\r',
)
const hostileText = fc.array(fragment, { maxLength: 4_000 }).map((parts) => parts.join(''))

const message = fc.record({
  domain: fc.constantFrom('127.0.0.1:4173', 'app.example', 'sub.app.example:8443'),
  nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,40}$/),
  chainId: fc.integer({ min: 1, max: 2 ** 40 }),
  statement: fc.option(fc.stringMatching(/^[ -~]{1,120}$/), { nil: undefined }),
  issuedAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
  expirationTime: fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), { nil: undefined }),
  resources: fc.option(fc.array(fc.webUrl(), { maxLength: 5 }), { nil: undefined }),
})

describe('the message shape check (fast-check)', () => {
  it('accepts every message viem writes, and those then parse strictly', () => {
    fc.assert(
      fc.property(message, (fields) => {
        const text = createSiweMessage({ ...fields, address, uri: `https://${fields.domain}/`, version: '1' })
        expect(checkSiweShape(text)).toBeNull()
        expect(parseStrictSiweMessage(text)).not.toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('never throws on hostile text, and refuses anything over the bound by its length alone', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.string({ maxLength: 3_000 }), fc.string({ unit: 'binary', maxLength: 500 })), (text) => {
        const verdict = checkSiweShape(text)
        if (text.length > 2048) expect(verdict).toBe('The message is longer than 2048 characters.')
        expect(verdict === null || typeof verdict === 'string').toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('a message it lets through never makes the strict parser throw', () => {
    fc.assert(
      fc.property(message, fc.nat(), fragment, (fields, at, insert) => {
        const text = createSiweMessage({ ...fields, address, uri: `https://${fields.domain}/`, version: '1' })
        const spliced = text.slice(0, at % text.length) + insert + text.slice(at % text.length)
        if (checkSiweShape(spliced) === null) expect(() => parseStrictSiweMessage(spliced)).not.toThrow()
      }),
      { numRuns: 500 },
    )
  })
})

describe('the client of a request (fast-check)', () => {
  const canonical = (ip: string) => new URL(`http://[${ip}]/`).hostname.slice(1, -1)

  it('IPv6 addresses sharing their first 64 bits are one client, however they are written; others are not', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
    const half = fc.tuple(group, group, group, group).map((groups) => groups.join(':'))
    fc.assert(
      fc.property(half, half, half, (prefix, a, b) => {
        const left = clientIdOf(`${prefix}:${a}`)
        expect(left).toMatch(/::\/64$/)
        expect(clientIdOf(canonical(`${prefix}:${b}`))).toBe(left)
        expect(clientIdOf(`[${prefix}:${b}]`)).toBe(left)
      }),
    )
    fc.assert(
      fc.property(half, half, half, (p1, p2, rest) => {
        fc.pre(clientIdOf(`${p1}:0:0:0:0`) !== clientIdOf(`${p2}:0:0:0:0`))
        expect(clientIdOf(`${p1}:${rest}`)).not.toBe(clientIdOf(`${p2}:${rest}`))
      }),
    )
  })

  it('IPv4 is itself, also seen through a dual-stack socket; anything else is "unknown", never a throw', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(clientIdOf(ip)).toBe(ip)
        expect(clientIdOf(`::ffff:${ip}`)).toBe(ip)
      }),
    )
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        if (!/^::ffff:\d/i.test(ip)) expect(clientIdOf(ip)).toMatch(/^[0-9a-f:]+::\/64$/)
      }),
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof clientIdOf(text)).toBe('string')
      }),
    )
  })

  it('X-Forwarded-For is ignored unless the socket peer is a trusted proxy; then its rightmost entry that is not a proxy counts', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8')
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { minLength: 1, maxLength: 6 }), fc.string(), (hops, junk) => {
        const header = hops.join(', ')
        expect(requestClientId('192.0.2.1', header, proxies)).toBe('192.0.2.1')
        const client = [...hops].reverse().find((hop) => !hop.startsWith('10.')) ?? hops[0]
        expect(requestClientId('10.0.0.1', header, proxies)).toBe(client)
        expect(typeof requestClientId('10.0.0.1', junk, proxies)).toBe('string')
      }),
    )
  })
})

describe('request parsing through the real app (fast-check)', () => {
  it('any JSON value or text as the /verify body → a 4xx JSON error, never a 5xx or a session', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 2_000 }),
      fc
        .record({ message: fc.oneof(hostileText, fc.string()), signature: fc.oneof(fc.string(), fc.stringMatching(/^0x[0-9a-f]{0,300}$/)) })
        .map((value) => JSON.stringify(value)),
    )
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await app.request('/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: text })
        expect([400, 401, 413]).toContain(response.status)
        expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string')
        expect(response.headers.getSetCookie()).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('any Cookie header → /session answers 200 with no session, /logout 204', async () => {
    const cookie = fc.oneof(
      fc.string({ maxLength: 500 }).filter((text) => !/[\r\n\0]/.test(text) && /^[\x20-\x7e]*$/.test(text)),
      fc
        .array(fc.tuple(fc.constantFrom('siwe-session', '__Host-siwe-session', 'siwe-client', 'x'), fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,80}$/)), {
          maxLength: 5,
        })
        .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
    )
    await fc.assert(
      fc.asyncProperty(cookie, async (header) => {
        const session = await app.request('/api/auth/session', { headers: { cookie: header } })
        expect(session.status).toBe(200)
        expect(await session.json()).toEqual({ session: null })
        const logout = await app.request('/api/auth/logout', { method: 'POST', headers: { cookie: header, origin: ORIGIN } })
        expect(logout.status).toBe(204)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the rate limiter (fast-check)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('never lets a client through more than its burst (again each minute) plus the rate, whatever the timing', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 400 }),
        async (perMinute, burst, gaps) => {
          const limiter = createRateLimiter({ perMinute, burst })
          let time = 0
          let allowed = 0
          for (const gap of gaps) {
            time += gap
            vi.advanceTimersByTime(gap)
            if ((await limiter.take('client')).ok) allowed++
          }
          // The burst at once, the rate after it, and the burst again each minute.
          expect(allowed).toBeLessThanOrEqual(burst * (1 + Math.floor(time / 60_000)) + Math.floor((time * perMinute) / 60_000))
        },
      ),
      { numRuns: 100 },
    )
  })
})
