import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { parseStrictSiweMessage } from '../../src/server/siwe-message.js'
import { alice, messageFor } from './support/siwe.js'

/** The message body every example of EIP-4361 shares, after its first line. */
const BODY = `0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

/** The published examples of EIP-4361 ("Examples" section): plain domain, with port, with scheme, with both. */
const EXAMPLES = [
  { name: 'domain', first: 'example.com', domain: 'example.com', scheme: undefined },
  { name: 'domain and port', first: 'example.com:3388', domain: 'example.com:3388', scheme: undefined },
  { name: 'scheme and domain', first: 'https://example.com', domain: 'example.com', scheme: 'https' },
  { name: 'scheme, domain and port', first: 'https://example.com:3388', domain: 'example.com:3388', scheme: 'https' },
].map((example) => ({ ...example, message: `${example.first} wants you to sign in with your Ethereum account:\n${BODY}` }))

/** viem writes dates with milliseconds; the examples do not. The same instant either way. */
const withMilliseconds = (message: string) => message.replace('Issued At: 2021-09-30T16:25:24Z', 'Issued At: 2021-09-30T16:25:24.000Z')

describe('published EIP-4361 examples', () => {
  it.each(EXAMPLES)('$name: viem parses every field', ({ message, domain, scheme }) => {
    const fields = parseSiweMessage(message)
    expect(fields).toEqual({
      ...(scheme ? { scheme } : {}),
      domain,
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 1,
      nonce: '32891756',
      issuedAt: new Date('2021-09-30T16:25:24Z'),
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
    })
  })

  it.each(EXAMPLES)('$name: round-trips through createSiweMessage and parse again', ({ message }) => {
    const fields = parseSiweMessage(message)
    const written = createSiweMessage({ ...fields } as Parameters<typeof createSiweMessage>[0])
    expect(written).toBe(withMilliseconds(message))
    expect(parseSiweMessage(written)).toEqual(fields)
  })

  it.each(EXAMPLES)("$name: the server's strict parser accepts it as written", ({ message }) => {
    expect(parseStrictSiweMessage(message)).toMatchObject({ nonce: '32891756', chainId: 1 })
  })
})

describe('the server parses strictly', () => {
  const message = messageFor('http://127.0.0.1:4173', { address: alice.address, nonce: 'a1b2c3d4e5f60718293a4b5c' })

  it("accepts what the app's AuthPort writes", () => {
    expect(parseStrictSiweMessage(message)).toMatchObject({ domain: '127.0.0.1:4173', uri: 'http://127.0.0.1:4173', address: alice.address })
  })

  it.each([
    ['text before the message', `Hello\n${message}`],
    ['text after the message', `${message}\nPS`],
    ['a line between the fields', message.replace('\nVersion: 1', '\nNote: x\nVersion: 1')],
    ['a second statement line', message.replace('Sign in with Ethereum to this app.', 'Sign in\nwith Ethereum')],
    ['a lower-case address', message.replace(alice.address, alice.address.toLowerCase())],
    ['version 2', message.replace('Version: 1', 'Version: 2')],
    ['no nonce', message.replace(/\nNonce: .*/, '')],
    ['no issued-at', message.replace(/\nIssued At: .*/, '')],
    ['an impossible date', message.replace(/Issued At: .*/, 'Issued At: 2026-02-30T25:61:00Z')],
    ['a short nonce', message.replace(/Nonce: .*/, 'Nonce: abc')],
    ['a nonce with symbols', message.replace(/Nonce: .*/, 'Nonce: a1b2c3d4-e5f6')],
    ['Windows line ends', message.replaceAll('\n', '\r\n')],
    ['an empty string', ''],
  ])('rejects %s', (_name, tampered) => {
    expect(parseStrictSiweMessage(tampered)).toBeNull()
  })
})
