import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, NONCE_REFUSED } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { authClient, listen, send, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { NO_REFUSAL_HOLD } from './support/limits.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'

const PORTS = await namedPorts('chain', 'http')
let chain: LocalChain
let server: RunningServer
/** Each row is its own client (its own loopback source address), so no row eats another's rate. */
let nextHost = 1
const freshClient = () => authClient(server.url, server.url, { localAddress: `127.0.1.${nextHost++}` })

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  const app = createAuthApp({
    origins: defaultOrigins('127.0.0.1', PORTS.http),
    chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }],
    limits: NO_REFUSAL_HOLD,
  })
  server = await listen(app, PORTS.http)
})

afterAll(async () => {
  await server?.close()
  await chain?.stop()
})

type Client = ReturnType<typeof authClient>
type Fields = Parameters<typeof messageFor>[1]
interface Outcome {
  status: number
  error: string | undefined
}

const SHAPE = 'Expected {"message": string, "signature": hex string}.'
const NOT_JSON = 'The body is not valid JSON.'
const NOT_4361 = 'The message is not an EIP-4361 message.'
const HEADER = 'The message does not start with an EIP-4361 header.'
const CONTROL = 'The message holds control or bidirectional-override characters.'
const NO_MATCH = 'The signature does not match the address.'

async function post(client: Client, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Outcome> {
  const cookie = client.jar.binding
  const answer = await send(`${server.url}/api/auth/verify`, {
    method: 'POST',
    agent: client.agent,
    headers: { origin: server.url, ...headers, ...(cookie ? { cookie } : {}) },
    body,
  })
  return { status: answer.status, error: answer.json().error as string | undefined }
}

/** A message over a fresh nonce of `client`, changed by `change`, signed by alice (or `signer`). */
async function signedMessage(client: Client, change: (fields: Fields) => Partial<Fields> = () => ({}), signer = alice) {
  const fields: Fields = { address: alice.address, nonce: await client.nonce() }
  const message = messageFor(server.url, { ...fields, ...change(fields) })
  return { message, signature: await signer.signMessage({ message }) }
}

/** A real message with its text edited after signing; the signature is over the original. */
async function edited(client: Client, edit: (message: string) => string): Promise<Outcome> {
  const { message, signature } = await signedMessage(client)
  return post(client, JSON.stringify({ message: edit(message), signature }))
}

const verifyRaw = (body: string) => (client: Client) => post(client, body)
const verifyJson = (body: unknown) => (client: Client) => post(client, JSON.stringify(body))
const withMessage = (message: string) => verifyJson({ message, signature: `0x${'11'.repeat(65)}` })
const signedWith =
  (change: (fields: Fields) => Partial<Fields>, signer = alice) =>
  async (client: Client) =>
    post(client, JSON.stringify(await signedMessage(client, change, signer)))
const now = Date.now()
/** A message over a nonce of this browser, edited (not re-signed): it gets past the nonce check to the parser. */
const withOwnNonce = (edit: (message: string) => string) => async (client: Client) =>
  post(
    client,
    JSON.stringify({ message: edit(messageFor(server.url, { address: alice.address, nonce: await client.nonce() })), signature: `0x${'11'.repeat(65)}` }),
  )
const base = () => messageFor('http://127.0.0.1:1', { address: alice.address, nonce: 'a1b2c3d4e5f60718293a4b5c' })

/** [what is sent, what it gets: status, error]. */
const CATALOGUE: [string, (client: Client) => Promise<Outcome>, number, string | undefined][] = [
  // The body itself
  ['an empty body', verifyRaw(''), 400, NOT_JSON],
  ['a form-encoded body', verifyRaw('message=hello&signature=0x00'), 400, NOT_JSON],
  ['truncated JSON', verifyRaw('{"message": "'), 400, NOT_JSON],
  ['JSON behind a byte-order mark (the mark is dropped, the message is not EIP-4361)', verifyRaw('\ufeff{"message":"m","signature":"0x00"}'), 400, HEADER],
  ['JSON with a trailing comma', verifyRaw('{"message":"m","signature":"0x00",}'), 400, NOT_JSON],
  ['JSON null', verifyRaw('null'), 400, SHAPE],
  ['a JSON array', verifyRaw('[]'), 400, SHAPE],
  ['a JSON array holding the right object', verifyJson([{ message: 'm', signature: '0x00' }]), 400, SHAPE],
  ['a JSON string', verifyRaw('"hello"'), 400, SHAPE],
  ['a JSON number', verifyRaw('42'), 400, SHAPE],
  ['a number too large for a double (1e400)', verifyRaw('{"message":"m","signature":1e400}'), 400, SHAPE],
  ['an empty object', verifyJson({}), 400, SHAPE],
  ['no signature', verifyJson({ message: 'hello' }), 400, SHAPE],
  ['no message', verifyJson({ signature: '0x00' }), 400, SHAPE],
  ['a message that is a number', verifyJson({ message: 42, signature: '0x00' }), 400, SHAPE],
  ['a message that is an array of lines', verifyJson({ message: ['a', 'b'], signature: '0x00' }), 400, SHAPE],
  ['a message that is an object', verifyJson({ message: { domain: 'x' }, signature: '0x00' }), 400, SHAPE],
  ['a message that is null', verifyJson({ message: null, signature: '0x00' }), 400, SHAPE],
  ['a signature that is a number', verifyJson({ message: 'm', signature: 1234 }), 400, SHAPE],
  ['a signature that is not hex', verifyJson({ message: 'm', signature: '0xzz' }), 400, SHAPE],
  ['a signature without 0x', verifyJson({ message: 'm', signature: 'abcd' }), 400, SHAPE],
  ['an odd-length signature', verifyJson({ message: 'm', signature: '0xabc' }), 400, SHAPE],
  ['an empty signature (0x)', verifyJson({ message: 'm', signature: '0x' }), 400, SHAPE],
  ['fields only under __proto__', verifyRaw('{"__proto__":{"message":"m","signature":"0x00"}}'), 400, SHAPE],
  ['JSON nested 2 000 deep', verifyRaw(`${'['.repeat(2_000)}${']'.repeat(2_000)}`), 400, SHAPE],
  ['a body over 12 KB', verifyJson({ message: 'x'.repeat(13_000), signature: '0x00' }), 413, 'The request body is too large.'],
  ['a text/plain body', (client) => post(client, '{}', { 'content-type': 'text/plain' }), 415, 'Send the body as application/json.'],
  ['no content type', (client) => post(client, '{}', {}), 415, 'Send the body as application/json.'],
  ['content type application/jsonx', (client) => post(client, '{}', { 'content-type': 'application/jsonx' }), 415, 'Send the body as application/json.'],
  [
    "another site's Origin",
    (client) => post(client, '{}', { 'content-type': 'application/json', origin: 'https://evil.example' }),
    403,
    'Requests from this origin are not accepted.',
  ],
  // The message's shape (refused before the SIWE parser)
  ['a message that is not EIP-4361 at all', withMessage('hello'), 400, HEADER],
  ['a message over 2048 characters', withMessage(`${base()}\n${'a'.repeat(2_100)}`), 400, 'The message is longer than 2048 characters.'],
  [
    '9 KB of "URI: " repeated (the parser\'s quadratic case) in a body under its cap',
    withMessage(`${base().split('\nURI: ')[0]}\n${'URI: '.repeat(1_800)}`),
    400,
    'The message is longer than 2048 characters.',
  ],
  ['16 KB of "URI: " repeated', withMessage(`${base().split('\nURI: ')[0]}\n${'URI: '.repeat(3_300)}`), 413, 'The request body is too large.'],
  ['9 KB of "URI: " lines', withMessage(`${base().split('\nURI: ')[0]}${'\nURI: '.repeat(1_500)}`), 400, 'The message is longer than 2048 characters.'],
  ['CRLF line endings', withMessage(base().replaceAll('\n', '\r\n')), 400, CONTROL],
  ['a NUL byte in the statement', withMessage(base().replace('Sign in', 'Sign\u0000in')), 400, CONTROL],
  ['a right-to-left override in the statement', withMessage(base().replace('Sign in', 'Sign \u202Eni')), 400, CONTROL],
  ['a bidi isolate in the domain', withMessage(base().replace('127.0.0.1', '127.0.0.1\u2066')), 400, CONTROL],
  ['an escape sequence (terminal injection)', withMessage(base().replace('Sign in', '\u001b[2JSign in')), 400, CONTROL],
  ['text before the header', withMessage(`Please sign:\n${base()}`), 400, HEADER],
  ['a header with a space in the domain', withMessage(base().replace('127.0.0.1:1', '127.0.0.1 evil')), 400, HEADER],
  [
    'an address line that is not an address',
    withMessage(base().replace(alice.address, '0xnothex')),
    400,
    'The message does not name an address on its second line.',
  ],
  [
    'no blank line after the address',
    withMessage(base().replace(`${alice.address}\n\n`, `${alice.address}\n`)),
    400,
    'The message does not name an address on its second line.',
  ],
  [
    'a statement not followed by a blank line',
    withMessage(base().replace('this app.\n\n', 'this app.\n')),
    400,
    'The message statement is not followed by a blank line.',
  ],
  ['no Version line', withMessage(base().replace(/\nVersion: 1/, '')), 400, 'The message lacks "Version".'],
  ['no Nonce line', withMessage(base().replace(/\nNonce: \w+/, '')), 400, 'The message lacks "Nonce".'],
  ['no Issued At line', withMessage(base().replace(/\nIssued At: [^\n]+/, '')), 400, 'The message lacks "Issued At".'],
  ['the URI line twice', withMessage(base().replace(/\nURI: [^\n]+/, (line) => line + line)), 400, 'The message holds "URI: " more than once.'],
  ['the Version line twice', withMessage(base().replace(/\nVersion: [^\n]+/, (line) => line + line)), 400, 'The message has lines out of place or repeated.'],
  ['"URI: " inside the statement', withMessage(base().replace('Sign in', 'URI: Sign in')), 400, 'The message holds "URI: " more than once.'],
  ['a trailing line', withMessage(`${base()}\nAdmin: true`), 400, 'The message has lines out of place or repeated.'],
  ['text after "Resources:"', withMessage(`${base()}\nResources: https://evil.example`), 400, 'The message has text after "Resources:".'],
  ['45 resource lines', withMessage(`${base()}\nResources:${'\n- https://a.example'.repeat(45)}`), 400, 'The message has too many lines.'],
  // Fields the strict parser refuses
  ['a lower-case (non EIP-55) address', withOwnNonce((message) => message.replace(alice.address, alice.address.toLowerCase())), 400, NOT_4361],
  ['Version: 2', withOwnNonce((message) => message.replace('Version: 1', 'Version: 2')), 400, NOT_4361],
  ['Chain ID written 1e3', withOwnNonce((message) => message.replace('Chain ID: 31337', 'Chain ID: 1e3')), 400, NOT_4361],
  ['Chain ID beyond 2^64', withOwnNonce((message) => message.replace('Chain ID: 31337', 'Chain ID: 99999999999999999999999')), 400, NOT_4361],
  ['Chain ID with full-width digits', withOwnNonce((message) => message.replace('Chain ID: 31337', 'Chain ID: ３１３３７')), 400, NOT_4361],
  ['a nonce of 3 characters', withMessage(base().replace('a1b2c3d4e5f60718293a4b5c', 'abc')), 401, NONCE_REFUSED],
  ['Issued At that is not a date', withOwnNonce((message) => message.replace(/Issued At: [^\n]+/, 'Issued At: yesterday')), 400, NOT_4361],
  // Signed and well formed, but not for us, not now, or not this browser's
  ['a nonce the server never issued', signedWith(() => ({ nonce: 'a1b2c3d4e5f60718293a4b5c' })), 401, NONCE_REFUSED],
  [
    'a replay of an accepted message',
    async (client) => {
      const body = JSON.stringify(await signedMessage(client))
      expect((await post(client, body)).status).toBe(200)
      return post(client, body)
    },
    401,
    NONCE_REFUSED,
  ],
  [
    "another browser's nonce",
    async (client) => {
      const victim = freshClient()
      const nonce = await victim.nonce()
      await client.nonce()
      return post(client, JSON.stringify(await signedMessage(client, () => ({ nonce }), mallory)))
    },
    401,
    NONCE_REFUSED,
  ],
  [
    'no binding cookie at all',
    async (client) => {
      const body = JSON.stringify(await signedMessage(client))
      client.jar.binding = undefined
      return post(client, body)
    },
    401,
    NONCE_REFUSED,
  ],
  [
    'a forged binding cookie',
    async (client) => {
      const body = JSON.stringify(await signedMessage(client))
      client.jar.binding = 'siwe-client=AAAAAAAAAAAAAAAAAAAAAA'
      return post(client, body)
    },
    401,
    NONCE_REFUSED,
  ],
  ['another domain', signedWith(() => ({ domain: 'evil.example', uri: 'https://evil.example' })), 401, 'The message is for another domain.'],
  [
    'a look-alike domain (Cyrillic о in localhost)',
    withOwnNonce((message) => message.replace(new URL(server.url).host, `lоcalhost:${new URL(server.url).port}`)),
    400,
    NOT_4361,
  ],
  ['another URI on our domain', signedWith(() => ({ uri: 'https://evil.example/login' })), 401, 'The message is for another URI.'],
  ['another scheme', signedWith(() => ({ scheme: 'https' })), 401, 'The message is for another scheme.'],
  ['a chain this app does not use (1)', signedWith(() => ({ chainId: 1 })), 401, 'The message is for a chain this app does not use.'],
  ['an expired message', signedWith(() => ({ issuedAt: new Date(now - 120_000), expirationTime: new Date(now - 60_000) })), 401, 'The message has expired.'],
  ['issued in the future', signedWith(() => ({ issuedAt: new Date(now + 10 * 60_000) })), 401, 'The message is issued in the future.'],
  ['issued an hour ago', signedWith(() => ({ issuedAt: new Date(now - 60 * 60_000) })), 401, 'The message is too old.'],
  ['not valid before tomorrow', signedWith(() => ({ notBefore: new Date(now + 24 * 60 * 60_000) })), 401, 'The message is not valid yet.'],
  // Signatures
  ["mallory's signature on a message naming alice", signedWith(() => ({}), mallory), 401, NO_MATCH],
  ['the statement changed after signing', (client) => edited(client, (m) => m.replace('Sign in with Ethereum to this app.', 'Send all funds.')), 401, NO_MATCH],
  [
    'the chain changed after signing',
    (client) => edited(client, (m) => m.replace('Chain ID: 31337', 'Chain ID: 10')),
    401,
    'The message is for a chain this app does not use.',
  ],
  [
    'a 65-byte signature of zeros',
    async (client) => post(client, JSON.stringify({ message: (await signedMessage(client)).message, signature: `0x${'00'.repeat(65)}` })),
    401,
    NO_MATCH,
  ],
  [
    'a 2-byte signature',
    async (client) => post(client, JSON.stringify({ message: (await signedMessage(client)).message, signature: '0x0000' })),
    401,
    NO_MATCH,
  ],
  [
    'an ERC-6492 wrapper around garbage',
    async (client) => {
      const { message } = await signedMessage(client)
      return post(client, JSON.stringify({ message, signature: `0x${'ab'.repeat(100)}${'6492'.repeat(16)}` }))
    },
    401,
    NO_MATCH,
  ],
  // Rates
  [
    'the 6th verify at once from one client (a burst of 5, then 30 a minute)',
    async (client) => {
      for (let i = 0; i < 5; i++) await post(client, '{}')
      return post(client, '{}')
    },
    429,
    expect.stringMatching(/^Too many requests from this network; retry in [12] s\.$/) as unknown as string,
  ],
]

describe('hostile SIWE messages and request bodies: each gets a clear status and error, never a session', () => {
  it('holds at least 50 rows', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(50)
  })

  it.each(CATALOGUE.map(([name, attempt, status, error]) => [name, status, error, attempt] as const))('%s → %i %s', async (_name, status, error, attempt) => {
    const outcome = await attempt(freshClient())
    expect(outcome).toEqual({ status, error })
  })
})
