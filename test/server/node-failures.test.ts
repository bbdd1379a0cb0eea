import { createServer, type Server, type Socket } from 'node:net'
import type { Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp, type AuthAppOptions } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { ChainBusyError, ChainUnavailableError, createChainVerifier } from '../../src/server/verify-signature.js'
import { Hono } from 'hono'
import { contractWallets, type ContractWallets } from './support/contract-wallet.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { startRpcProxy, type RpcProxy } from './support/rpc-proxy.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'
import { NO_RATE_LIMITS } from './support/limits.js'

const PORTS = await namedPorts('chain', 'proxy', 'http', 'refused')
let chain: LocalChain
let node: RpcProxy
let server: RunningServer
let wallets: ContractWallets
let current: Hono
/** A deployed ERC-1271 wallet owned by alice. */
let wallet: Address

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  node = await startRpcProxy(chain.url, PORTS.proxy)
  wallets = contractWallets(chain.url)
  wallet = await wallets.deployWallet(alice.address)
  const front = new Hono()
  front.all('*', (c) => current.fetch(c.req.raw, c.env))
  server = await listen(front, PORTS.http)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await node?.close()
  await chain?.stop()
})

beforeEach(() => {
  node.reset()
  node.behave('forward')
})

function serveWith(rpcUrl: string, options: Partial<AuthAppOptions> = {}) {
  current = createAuthApp({
    origins: defaultOrigins('127.0.0.1', PORTS.http),
    chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [rpcUrl] }],
    limits: { ...NO_RATE_LIMITS, chainTimeoutMs: 500 },
    ...options,
  })
  return authClient(server.url)
}

async function signedFor(client: ReturnType<typeof authClient>, address: Address) {
  const message = messageFor(server.url, { address, nonce: await client.nonce() })
  return { message, signature: await alice.signMessage({ message }) }
}

describe('plain accounts are checked without the node', () => {
  it('a matching EOA signature signs in with no request to the node at all', async () => {
    const client = serveWith(node.url)
    expect((await client.verify(await signedFor(client, alice.address))).status).toBe(200)
    expect(node.calls()).toEqual([])
  })

  it('signs in at once while the node hangs', async () => {
    node.behave('hang')
    const client = serveWith(node.url, { limits: { chainTimeoutMs: 20_000 } })
    expect((await client.verify(await signedFor(client, alice.address))).status).toBe(200)
  }, 10_000)
})

describe('contract wallets: node failures are not bad signatures', () => {
  it('signs in a deployed ERC-1271 wallet through the node, each eth_call capped in gas', async () => {
    const client = serveWith(node.url)
    expect((await client.verify(await signedFor(client, wallet))).status).toBe(200)
    const calls = node.calls().filter((call) => call.method === 'eth_call')
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) expect(BigInt((call.params[0] as { gas?: string }).gas ?? '0')).toBe(2_000_000n)
  })

  it.each([
    ['refuses connections', () => `http://127.0.0.1:${PORTS.refused}`],
    ['answers 500', () => (node.behave('error-500'), node.url)],
    ['hangs past the timeout', () => (node.behave('hang'), node.url)],
    ['answers malformed JSON', () => (node.behave('malformed'), node.url)],
  ])('the node %s → 502 with a clear message, never 401', async (_name, rpcUrl) => {
    const client = serveWith(rpcUrl())
    const result = await client.verify(await signedFor(client, wallet))
    expect(result).toMatchObject({ status: 502, body: { error: 'The chain could not be asked to check the signature; retry in a moment.' } })
    expect(result.headers['retry-after']).toBe('5')
    expect(result.cookie).toBeUndefined()
  })

  it('one running check per client: a second from the same network → 429 at once; others still get theirs', async () => {
    node.behave('hang')
    serveWith(node.url, { limits: { ...NO_RATE_LIMITS, chainTimeoutMs: 3_000 } })
    const hog = authClient(server.url, server.url, { localAddress: '127.0.0.2' })
    const bodies = [await signedFor(hog, wallet), await signedFor(hog, wallet)]
    const hung = hog.verify(bodies[0])
    while (node.calls().length < 1) await new Promise((resolve) => setTimeout(resolve, 10))
    const second = await hog.verify(bodies[1])
    expect(second).toMatchObject({ status: 429, body: { error: 'A contract-wallet check from this network is still running; retry in a moment.' } })
    expect(second.headers['retry-after']).toBe('1')
    node.behave('forward')
    const other = authClient(server.url, server.url, { localAddress: '127.0.0.3' })
    expect((await other.verify(await signedFor(other, wallet))).status).toBe(200)
    expect((await hung).status).toBe(502)
  })

  it("four junk signatures from one client do not hold the checks: another client's Safe sign-in goes through", async () => {
    node.behave('hang')
    serveWith(node.url, { limits: { ...NO_RATE_LIMITS, chainTimeoutMs: 3_000 } })
    const hog = authClient(server.url, server.url, { localAddress: '127.0.0.4' })
    const junk = []
    for (let i = 0; i < 4; i++) junk.push({ ...(await signedFor(hog, wallet)), signature: `0x${'11'.repeat(65)}` as const })
    const hung = junk.map((body) => hog.verify(body))
    while (node.calls().length < 1) await new Promise((resolve) => setTimeout(resolve, 10))
    node.behave('forward')
    const honest = authClient(server.url, server.url, { localAddress: '127.0.0.5' })
    expect((await honest.verify(await signedFor(honest, wallet))).status).toBe(200)
    expect((await Promise.all(hung)).map((result) => result.status).sort()).toEqual([429, 429, 429, 502])
  })

  it('bounds the checks in all: with 2 hung from two clients, a third client is answered 503 at once', async () => {
    node.behave('hang')
    serveWith(node.url, { limits: { ...NO_RATE_LIMITS, chainConcurrency: 2, chainTimeoutMs: 3_000 } })
    const clients = ['127.0.0.6', '127.0.0.7', '127.0.0.8'].map((localAddress) => authClient(server.url, server.url, { localAddress }))
    const bodies = await Promise.all(clients.map((client) => signedFor(client, wallet)))
    const hung = [clients[0]!.verify(bodies[0]!), clients[1]!.verify(bodies[1]!)]
    while (node.calls().length < 2) await new Promise((resolve) => setTimeout(resolve, 10))
    const third = await clients[2]!.verify(bodies[2]!)
    expect(third).toMatchObject({ status: 503, body: { error: 'Too many contract-wallet checks are running; retry in a moment.' } })
    expect(third.headers['retry-after']).toBe('1')
    expect((await Promise.all(hung)).map((result) => result.status)).toEqual([502, 502])
  })

  it("a crowd checking again and again cannot hold every slot: a new client's Safe sign-in takes a slot kept for newcomers", async () => {
    node.behave('error-500')
    serveWith(node.url, { limits: { ...NO_RATE_LIMITS, chainConcurrency: 4, chainTimeoutMs: 3_000 } })
    const crowd = ['127.0.5.1', '127.0.5.2', '127.0.5.3'].map((localAddress) => authClient(server.url, server.url, { localAddress }))
    const junk = async (client: ReturnType<typeof authClient>) => ({ ...(await signedFor(client, wallet)), signature: `0x${'11'.repeat(65)}` as const })
    // Each crowd address has checked once (the node failed it at once): they are returning clients now.
    for (const client of crowd) expect((await client.verify(await junk(client))).status).toBe(502)
    node.behave('hang')
    const bodies = await Promise.all(crowd.map(junk))
    const before = node.calls().length
    const held = crowd.slice(0, 2).map((client, i) => client.verify(bodies[i]!))
    while (node.calls().length < before + 2) await new Promise((resolve) => setTimeout(resolve, 10))
    // The third returning address finds the crowd's share (2 of 4) used up.
    expect((await crowd[2]!.verify(bodies[2]!)).status).toBe(503)
    node.behave('forward')
    const honest = authClient(server.url, server.url, { localAddress: '127.0.5.9' })
    expect((await honest.verify(await signedFor(honest, wallet))).status).toBe(200)
    expect((await Promise.all(held)).map((result) => result.status)).toEqual([502, 502])
  })

  it('fresh addresses of one network take the slots kept for newcomers one at a time: a newcomer from another network still gets one', async () => {
    node.behave('hang')
    serveWith(node.url, { limits: { ...NO_RATE_LIMITS, chainConcurrency: 8, chainTimeoutMs: 3_000 } })
    // Eight addresses of one /24, none seen before: one takes a kept slot (of 2), six the shared ones, the eighth finds them full.
    const crowd = Array.from({ length: 8 }, (_, i) => authClient(server.url, server.url, { localAddress: `127.0.9.${i + 1}` }))
    const bodies = await Promise.all(crowd.map(async (client) => ({ ...(await signedFor(client, wallet)), signature: `0x${'11'.repeat(65)}` as const })))
    const held = crowd.slice(0, 7).map((client, i) => client.verify(bodies[i]!))
    while (node.calls().length < 7) await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await crowd[7]!.verify(bodies[7]!)).status).toBe(503)
    const newcomer = authClient(server.url, server.url, { localAddress: '127.0.10.1' })
    const body = await signedFor(newcomer, wallet)
    node.behave('forward')
    expect((await newcomer.verify(body)).status).toBe(200)
    expect((await Promise.all(held)).map((result) => result.status)).toEqual(Array.from({ length: 7 }, () => 502))
  })

  it('the /64s of one IPv6 /48 share a few checks (4), not one each; another /48 still gets its own', async () => {
    node.behave('hang')
    const verify = createChainVerifier([{ id: LOCAL_CHAIN_ID, rpcUrls: [node.url] }], { timeoutMs: 3_000, maxConcurrent: 16 })
    const check = (client: string) => verify({ chainId: LOCAL_CHAIN_ID, address: wallet, message: 'm', signature: `0x${'11'.repeat(65)}`, client })
    const held = Array.from({ length: 4 }, (_, i) => check(`2001:db8:48:${i}::/64`).catch((error: unknown) => error))
    await expect(check('2001:db8:48:ff::/64')).rejects.toEqual(new ChainBusyError('client'))
    const elsewhere = check('2001:db8:49:1::/64').catch((error: unknown) => error)
    // Each of them ran (and met the hung node), none was refused.
    expect((await Promise.all([...held, elsewhere])).every((outcome) => outcome instanceof ChainUnavailableError)).toBe(true)
  })

  it('a junk signature naming an address without code: one eth_getCode, remembered, and never an eth_call', async () => {
    serveWith(node.url)
    const client = authClient(server.url, server.url, { localAddress: '127.0.0.9' })
    for (let i = 0; i < 5; i++) {
      const body = await signedFor(client, mallory.address)
      expect((await client.verify({ ...body, signature: `0x${'11'.repeat(65)}` })).status).toBe(401)
    }
    expect(node.calls().map((call) => call.method)).toEqual(['eth_getCode'])
  })
})

describe('a node that accepts the connection and never answers', () => {
  let silent: Server
  const sockets = new Set<Socket>()
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket)
      socket.on('data', () => {})
    })
    await new Promise<void>((resolve) => silent.listen(PORTS.refused + 10, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('a contract wallet gets 502 after the timeout, not a hang', async () => {
    const client = serveWith(`http://127.0.0.1:${PORTS.refused + 10}`)
    expect((await client.verify(await signedFor(client, wallet))).status).toBe(502)
  }, 10_000)
})
