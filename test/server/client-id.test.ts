import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { Agent } from 'node:http'
import { clientIdOf, neighbourhoodOf, parseTrustedProxies, requestClientId, widerNetworksOf } from '../../src/server/client-id.js'
import { DEFAULT_AUTH_LIMITS } from '../../src/server/limits.js'
import { defaultOrigins, readServerEnv } from '../../src/server/env.js'
import { listen, send, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { NO_REFUSAL_HOLD } from './support/limits.js'

describe('the client of an address', () => {
  it('a NAT64 address (64:ff9b::/96) is the IPv4 user it carries, not one client for every NAT64 user', () => {
    expect(clientIdOf('64:ff9b::198.51.100.7')).toBe('198.51.100.7')
    expect(clientIdOf('64:ff9b::c633:6408')).toBe('198.51.100.8')
    expect(clientIdOf('64:ff9b::198.51.100.7')).not.toBe(clientIdOf('64:ff9b::198.51.100.9'))
  })

  it('a 6to4 address (2002:AABB:CCDD::/48) is its one IPv4 host, whichever of its 65 536 /64s it uses', () => {
    expect(clientIdOf('2002:c633:6407::1')).toBe('198.51.100.7')
    expect(clientIdOf('2002:c633:6407:ffff::1')).toBe('198.51.100.7')
    expect(clientIdOf('2002:c633:6407:1234:5678::9')).toBe('198.51.100.7')
  })

  it('an IPv6 client (its /64) also belongs to its /48 and its /32; an IPv4 client to nothing wider', () => {
    expect(widerNetworksOf(clientIdOf('2001:db8:7:2:3:4:5:6'))).toEqual([
      { key: '2001:db8:7::/48', width: 48 },
      { key: '2001:db8::/32', width: 32 },
    ])
    expect(widerNetworksOf(clientIdOf('2001:db8:7:ffff::1'))[0]).toEqual(widerNetworksOf(clientIdOf('2001:db8:7:1::1'))[0])
    expect(widerNetworksOf('198.51.100.7')).toEqual([])
    expect(widerNetworksOf(clientIdOf('2002:c633:6407::1'))).toEqual([])
    expect(widerNetworksOf('unknown')).toEqual([])
  })

  it("a client's neighbourhood, which weighs in its turn under load: an IPv4 address's /24, an IPv6 client's /48", () => {
    expect(neighbourhoodOf('198.51.100.7')).toBe('198.51.100.0/24')
    expect(neighbourhoodOf(clientIdOf('::ffff:198.51.100.9'))).toBe('198.51.100.0/24')
    expect(neighbourhoodOf(clientIdOf('2001:db8:7:2:3:4:5:6'))).toBe('2001:db8:7::/48')
    expect(neighbourhoodOf('unknown')).toBeUndefined()
  })

  it('other IPv6 addresses still count by their /64', () => {
    expect(clientIdOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(clientIdOf('::ffff:203.0.113.5')).toBe('203.0.113.5')
  })
})

describe('AUTH_TRUSTED_PROXIES names proxies by address or CIDR range', () => {
  it('a bare number (the old count of hops) stops the start with an error naming the variable and the new form', () => {
    for (const value of ['1', '0', '2']) {
      expect(() => readServerEnv({ AUTH_TRUSTED_PROXIES: value })).toThrow(
        /AUTH_TRUSTED_PROXIES lists the proxies' addresses or CIDR ranges, comma separated.*no longer/,
      )
    }
    for (const value of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', 'fd00::/129']) {
      expect(() => parseTrustedProxies(value)).toThrow(/AUTH_TRUSTED_PROXIES/)
    }
  })

  it('takes IPv4 and IPv6 addresses and ranges', () => {
    const proxies = parseTrustedProxies(' 10.0.0.5 , 172.16.0.0/12,fd00::/8, 2001:db8::7')
    expect(proxies.size).toBe(4)
    for (const inside of ['10.0.0.5', '172.31.255.1', 'fd12:3456::1', '2001:db8::7', '::ffff:10.0.0.5']) expect(proxies.has(inside), inside).toBe(true)
    for (const outside of ['10.0.0.6', '172.32.0.1', 'fe80::1', '2001:db8::8', 'junk', undefined]) expect(proxies.has(outside), String(outside)).toBe(false)
  })

  it('gives the same answers when asked again, and after more addresses than it keeps have been asked', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8')
    const asked = Array.from({ length: 3_000 }, (_, i) => `${i % 2 === 0 ? 10 : 11}.0.${i >> 8}.${i & 255}`)
    for (const round of [1, 2]) {
      for (const [i, address] of asked.entries()) expect(proxies.has(address), `${address}, round ${round}`).toBe(i % 2 === 0)
    }
    expect(proxies.has('10.1.2.3')).toBe(true)
    expect(proxies.has('11.1.2.3')).toBe(false)
  })

  it('X-Forwarded-For counts only from a listed proxy, taking its rightmost entry that is not a listed proxy', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8,fd00::/8')
    expect(requestClientId('192.0.2.9', '198.51.100.1', proxies)).toBe('192.0.2.9')
    expect(requestClientId('10.0.0.2', '198.51.100.1', proxies)).toBe('198.51.100.1')
    // A client that writes its own header gets its lie on the left: the proxy appends what it saw.
    expect(requestClientId('10.0.0.2', '1.1.1.1, 198.51.100.1, 10.0.0.3', proxies)).toBe('198.51.100.1')
    expect(requestClientId('fd00::2', '10.1.1.1, 10.0.0.3', proxies)).toBe('10.1.1.1')
    expect(requestClientId('10.0.0.2', undefined, proxies)).toBe('10.0.0.2')
  })

  it('reads an entry written with a port: ip:port and [v6]:port', () => {
    const proxies = parseTrustedProxies('10.0.0.2')
    expect(requestClientId('10.0.0.2', '198.51.100.1:50123', proxies)).toBe('198.51.100.1')
    expect(requestClientId('10.0.0.2', '[2001:db8:aa:bb::1]:443', proxies)).toBe('2001:db8:aa:bb::/64')
    expect(requestClientId('10.0.0.2', '[2001:db8:aa:bb::1]', proxies)).toBe('2001:db8:aa:bb::/64')
  })
})

const PORTS = await namedPorts('http')

describe('a host that reaches the server directly cannot claim client ids', () => {
  let server: RunningServer
  beforeAll(async () => {
    const app = createAuthApp({
      origins: defaultOrigins('127.0.0.1', PORTS.http),
      chains: [],
      limits: { noncePerMinute: 5, ...NO_REFUSAL_HOLD },
      trustedProxies: parseTrustedProxies('127.0.0.2'),
    })
    server = await listen(app, PORTS.http)
  })
  afterAll(async () => {
    await server?.close()
  })

  const nonces = async (localAddress: string, count: number) => {
    let ok = 0
    for (let i = 0; i < count; i++) {
      const answer = await send(`${server.url}/api/auth/nonce`, { localAddress, headers: { 'x-forwarded-for': `198.51.100.${i}` } })
      if (answer.status === 200) ok++
    }
    return ok
  }

  it('100 nonces each "forwarded for" another address, sent from a host that is no proxy → only its own 5', async () => {
    expect(await nonces('127.0.0.3', 100)).toBe(5)
  })

  it('the same through the listed proxy → each forwarded address is its own client', async () => {
    expect(await nonces('127.0.0.2', 20)).toBe(20)
  })
})

describe("one person with an IPv6 /48 (65 536 /64s) gets a few clients' limits, not thousands", () => {
  let server: RunningServer
  const { nonceBurst, noncePerMinute, clientsPer48, clientsPer32 } = DEFAULT_AUTH_LIMITS
  /** A network's share: its burst at once, then its rate for every second (begun) the spread lasted. */
  const share = (clients: number, seconds: number) => clients * nonceBurst + Math.ceil(seconds + 1) * Math.ceil((clients * noncePerMinute) / 60)
  beforeAll(async () => {
    const app = createAuthApp({ origins: ['http://127.0.0.1'], chains: [], limits: NO_REFUSAL_HOLD, trustedProxies: parseTrustedProxies('127.0.0.2') })
    server = await listen(app)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** GET /nonce once "forwarded for" each address, through the listed proxy, 16 at a time. */
  const nonces = async (addresses: string[]) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: '127.0.0.2' })
    const statuses = new Map<number, number>()
    const started = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < addresses.length) {
          const address = addresses[next++]!
          const { status } = await send(`${server.url}/api/auth/nonce`, { agent, headers: { 'x-forwarded-for': address } })
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }),
    )
    agent.destroy()
    return { ok: statuses.get(200) ?? 0, refused: statuses.get(429) ?? 0, seconds: (performance.now() - started) / 1000 }
  }

  it("2 000 /64s of one /48 → at most its share of nonces (a few clients' bursts), the rest 429", async () => {
    const spread = Array.from({ length: 2_000 }, (_, i) => `2001:db8:48:${i.toString(16)}::1`)
    const { ok, refused, seconds } = await nonces(spread)
    expect(ok).toBeGreaterThanOrEqual(clientsPer48 * nonceBurst)
    expect(ok).toBeLessThanOrEqual(share(clientsPer48, seconds))
    expect(ok + refused).toBe(2_000)
    // Another /48 is not touched by it.
    expect((await nonces(['2001:db8:49:1::1'])).ok).toBe(1)
  })

  it("/64s spread over many /48s of one /32 → at most the /32's share", async () => {
    // 4 /64s in each of 400 /48s: each /48 stays under its own share, the /32 does not.
    const spread = Array.from({ length: 1_600 }, (_, i) => `2001:db9:${(i >> 2).toString(16)}:${(i & 3).toString(16)}::1`)
    const { ok, seconds } = await nonces(spread)
    expect(ok).toBeGreaterThanOrEqual(clientsPer32 * nonceBurst)
    expect(ok).toBeLessThanOrEqual(share(clientsPer32, seconds))
  })
})
