import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, NONCE_REFUSED } from '../../src/server/app.js'
import { DEFAULT_AUTH_LIMITS } from '../../src/server/limits.js'
import { defaultOrigins } from '../../src/server/env.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const PORTS = await namedPorts('chain', 'http')
const OP_CHAIN_ID = 10
let chain: LocalChain
let server: RunningServer
let client: ReturnType<typeof authClient>

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  const app = createAuthApp({
    origins: defaultOrigins('127.0.0.1', PORTS.http),
    chains: [
      { id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] },
      { id: OP_CHAIN_ID, rpcUrls: [chain.url] },
    ],
    // Rates are tested in floods.test.ts; here one client sends many attacks in a row.
    limits: NO_RATE_LIMITS,
  })
  server = await listen(app, PORTS.http)
  client = authClient(server.url)
})

afterAll(async () => {
  await server?.close()
  await chain?.stop()
})

type Fields = Parameters<typeof messageFor>[1]

/** A message signed by alice over fresh nonce, with whatever the attacker changed. */
async function signed(change: (nonce: string) => Partial<Fields> = () => ({})) {
  const nonce = await client.nonce()
  const message = messageFor(server.url, { address: alice.address, nonce, ...change(nonce) })
  return { message, signature: await alice.signMessage({ message }) }
}

describe('attacks on /api/auth/verify are rejected with the right status', () => {
  it('replayed nonce: the same signed message a second time → 401', async () => {
    const body = await signed()
    expect((await client.verify(body)).status).toBe(200)
    const replay = await client.verify(body)
    expect(replay.status).toBe(401)
    expect(replay.body.error).toBe(NONCE_REFUSED)
    expect(replay.cookie).toBeUndefined()
  })

  it('unknown nonce: one the server never issued → 401', async () => {
    const message = messageFor(server.url, { address: alice.address, nonce: 'a1b2c3d4e5f60718293a4b5c' })
    const result = await client.verify({ message, signature: await alice.signMessage({ message }) })
    expect(result).toMatchObject({ status: 401, body: { error: NONCE_REFUSED } })
  })

  const now = Date.now()
  it.each([
    ['expired message', () => ({ issuedAt: new Date(now - 120_000), expirationTime: new Date(now - 60_000) }), 'The message has expired.'],
    ['issued too long ago', () => ({ issuedAt: new Date(now - 60 * 60_000) }), 'The message is too old.'],
    ['issued in the future', () => ({ issuedAt: new Date(now + 10 * 60_000) }), 'The message is issued in the future.'],
    ['not valid yet', () => ({ notBefore: new Date(now + 10 * 60_000) }), 'The message is not valid yet.'],
    ['other domain', () => ({ domain: 'evil.example', uri: 'https://evil.example' }), 'The message is for another domain.'],
    ['other URI', () => ({ uri: 'https://evil.example/login' }), 'The message is for another URI.'],
    ['other scheme', () => ({ scheme: 'https' }), 'The message is for another scheme.'],
    ['unconfigured chain (Ethereum mainnet, id 1)', () => ({ chainId: 1 }), 'The message is for a chain this app does not use.'],
  ] as const)('%s → 401', async (_name, change, error) => {
    const result = await client.verify(await signed(change))
    expect(result).toMatchObject({ status: 401, body: { error } })
    expect(result.cookie).toBeUndefined()
  })

  it('accepts a second configured chain (OP Mainnet, id 10)', async () => {
    const result = await client.verify(await signed(() => ({ chainId: OP_CHAIN_ID })))
    expect(result).toMatchObject({ status: 200, body: { chainId: OP_CHAIN_ID } })
  })

  it('tampered message: the statement changed after signing → 401', async () => {
    const { message, signature } = await signed()
    const tampered = message.replace('Sign in with Ethereum to this app.', 'Sign in and transfer all funds.')
    expect(tampered).not.toBe(message)
    expect(await client.verify({ message: tampered, signature })).toMatchObject({ status: 401, body: { error: 'The signature does not match the address.' } })
  })

  it('tampered message: resources appended after signing → 401', async () => {
    const { message, signature } = await signed()
    expect((await client.verify({ message: `${message}\nResources:\n- https://evil.example`, signature })).status).toBe(401)
  })

  it('tampered message: the chain changed after signing → 401', async () => {
    const { message, signature } = await signed()
    const tampered = message.replace(`Chain ID: ${LOCAL_CHAIN_ID}`, `Chain ID: ${OP_CHAIN_ID}`)
    expect((await client.verify({ message: tampered, signature })).status).toBe(401)
  })

  it('signature by another key: mallory signs a message naming alice → 401', async () => {
    const nonce = await client.nonce()
    const message = messageFor(server.url, { address: alice.address, nonce })
    const result = await client.verify({ message, signature: await mallory.signMessage({ message }) })
    expect(result).toMatchObject({ status: 401, body: { error: 'The signature does not match the address.' } })
  })

  it('a nonce spent by a failed attempt cannot be used again by a good one → 401', async () => {
    const nonce = await client.nonce()
    const message = messageFor(server.url, { address: alice.address, nonce })
    expect((await client.verify({ message, signature: await mallory.signMessage({ message }) })).status).toBe(401)
    expect((await client.verify({ message, signature: await alice.signMessage({ message }) })).status).toBe(401)
  })

  it('a request from another origin (cross-site form or fetch) → 403', async () => {
    const evil = authClient(server.url, 'https://evil.example')
    expect((await evil.verify(await signed())).status).toBe(403)
    expect((await evil.logout()).status).toBe(403)
  })
})

describe('oversized or malformed bodies', () => {
  it('a body over the limit → 413, read no further', async () => {
    const { message, signature } = await signed()
    const result = await client.verify({ message: message + ' '.repeat(DEFAULT_AUTH_LIMITS.maxBodyBytes), signature })
    expect(result).toMatchObject({ status: 413, body: { error: 'The request body is too large.' } })
  })

  it('a streamed (chunked, no Content-Length) body over the limit → 413 too, without reading it all', async () => {
    // Its own connection: the server answers before the upload ends and then drops the socket.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/auth/verify`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: server.url, 'transfer-encoding': 'chunked' },
      })
      request.once('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
        request.destroy()
      })
      request.once('error', reject)
      request.write('{"message":"')
      const chunk = 'x'.repeat(4096)
      const pump = () => {
        while (!request.destroyed && request.write(chunk));
        if (!request.destroyed) request.once('drain', pump)
      }
      pump()
    })
    expect(status).toBe(413)
  })

  it.each([
    ['not JSON', 'message=hello'],
    ['truncated JSON', '{"message": "'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['no signature', JSON.stringify({ message: 'hello' })],
    ['a signature that is not hex', JSON.stringify({ message: 'hello', signature: 'zz' })],
    ['an odd-length signature', JSON.stringify({ message: 'hello', signature: '0xabc' })],
    ['a message that is a number', JSON.stringify({ message: 42, signature: '0x00' })],
    ['a message that is not EIP-4361', JSON.stringify({ message: 'hello', signature: '0x00' })],
  ] as const)('%s → 400', async (_name, body) => {
    const result = await client.verify(body)
    expect(result.status).toBe(400)
    expect(typeof result.body.error).toBe('string')
  })

  it('a body that is not application/json → 415', async () => {
    const body = await signed()
    expect((await client.verify(JSON.stringify(body), { contentType: 'text/plain' })).status).toBe(415)
  })

  it('a message with extra text around the fields (viem alone would parse it) → 400', async () => {
    const { message, signature } = await signed()
    for (const padded of [`Please ignore:\n${message}`, `${message}\nTrailing line`, message.replace('\n\n', '\nInjected line\n\n')]) {
      expect((await client.verify({ message: padded, signature })).status, padded).toBe(400)
    }
  })

  it('a lower-case (non EIP-55) address → 400', async () => {
    const { message, signature } = await signed()
    expect((await client.verify({ message: message.replace(alice.address, alice.address.toLowerCase()), signature })).status).toBe(400)
  })
})
