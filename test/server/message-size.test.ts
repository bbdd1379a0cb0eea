import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthApp } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, messageFor } from './support/siwe.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const PORTS = await namedPorts('http')
let server: RunningServer
let client: ReturnType<typeof authClient>
/** Every message that reached the SIWE parser. */
const parsed: string[] = []

beforeAll(async () => {
  const app = createAuthApp({
    origins: defaultOrigins('127.0.0.1', PORTS.http),
    chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: ['http://127.0.0.1:9'] }],
    limits: NO_RATE_LIMITS,
    onParse: (message) => parsed.push(message),
  })
  server = await listen(app, PORTS.http)
  client = authClient(server.url)
})

afterAll(async () => {
  await server?.close()
})

/**
 * A real message's first lines, then `URI: ` over and over: the input that makes the SIWE
 * parser's regular expression quadratic (about 40 ms for 16 KB here, see `npm run bench:auth`).
 */
function repeatedUri(totalLength: number, separator = ''): string {
  const head = `${messageFor(server.url, { address: alice.address, nonce: 'a1b2c3d4e5f60718293a4b5c' }).split('\nURI: ')[0]}\n`
  return head + `URI: ${separator}`.repeat(Math.ceil((totalLength - head.length) / (5 + separator.length)))
}

describe('crafted messages are refused before the SIWE parser runs', () => {
  it('16 KB of "URI: " repeated → 413 on the body size, the parser never reached', async () => {
    parsed.length = 0
    const result = await client.verify({ message: repeatedUri(16 * 1024), signature: '0x00' })
    expect(result).toMatchObject({ status: 413, body: { error: 'The request body is too large.' } })
    expect(parsed).toEqual([])
  })

  it('a message over 2048 characters (the body under its cap) → 400 naming the bound, the parser never reached', async () => {
    parsed.length = 0
    const result = await client.verify({ message: repeatedUri(6 * 1024), signature: '0x00' })
    expect(result).toMatchObject({ status: 400, body: { error: 'The message is longer than 2048 characters.' } })
    expect(parsed).toEqual([])
  })

  it('a message under the bound with a field repeated → 400 from the shape check, the parser never reached', async () => {
    parsed.length = 0
    const message = messageFor(server.url, { address: alice.address, nonce: 'a1b2c3d4e5f60718293a4b5c' })
    const repeated = message.replace(/\nVersion: [^\n]*/, (line) => line + line)
    expect(repeated.match(/\nVersion: /g)).toHaveLength(2)
    const result = await client.verify({ message: repeated, signature: '0x00' })
    expect(result).toMatchObject({ status: 400, body: { error: 'The message has lines out of place or repeated.' } })
    const many = await client.verify({ message: repeatedUri(2000, '\n'), signature: '0x00' })
    expect(many).toMatchObject({ status: 400, body: { error: 'The message has too many lines.' } })
    expect(parsed).toEqual([])
  })

  it('"URI: " repeated inside the statement (2 KB, one line: the parser\'s quadratic case under the size bound) → 400, the parser never reached', async () => {
    parsed.length = 0
    const message = messageFor(server.url, { address: alice.address, nonce: await client.nonce() })
    const statement = `Note ${'URI: '.repeat(340)}`
    const crafted = message.replace('Sign in with Ethereum to this app.', statement)
    expect(crafted.length).toBeLessThanOrEqual(2048)
    const result = await client.verify({ message: crafted, signature: '0x00' })
    expect(result).toMatchObject({ status: 400, body: { error: 'The message holds "URI: " more than once.' } })
    expect(parsed).toEqual([])
  })

  it('junk messages with a nonce this browser was not given → 401 before the parser: 200 in a row cost it nothing', async () => {
    parsed.length = 0
    for (let i = 0; i < 200; i++) {
      const message = messageFor(server.url, { address: alice.address, nonce: `${i}`.padStart(68, 'a') })
      expect((await client.verify({ message, signature: '0x00' })).status).toBe(401)
    }
    expect(parsed).toEqual([])
  })

  it('a well-formed message still reaches the parser and signs in', async () => {
    parsed.length = 0
    const message = messageFor(server.url, { address: alice.address, nonce: await client.nonce() })
    expect((await client.verify({ message, signature: await alice.signMessage({ message }) })).status).toBe(200)
    expect(parsed).toEqual([message])
  })
})
