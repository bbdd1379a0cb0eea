import { http, HttpResponse, passthrough, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { AuthRequestError, createHttpAuth } from '../../../src-adapters/http/index.js'
import { createMemoryWallet, TEST_ACCOUNT, type MemoryWallet } from '../../../src-adapters/memory/index.js'
import { SIGN_IN_MESSAGES, SignInService, type AuthPort, type SignInStatus } from '../../../src-domain/index.js'
import { createAuthApp } from '../../../src/server/app.js'

const ORIGIN = 'http://app.test'
const API = `${ORIGIN}/api/auth`
const CHAIN_ID = 31337
const NONCE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const ARGS = { address: TEST_ACCOUNT, chainId: CHAIN_ID }

const mock = setupServer()
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.resetHandlers())
afterAll(() => mock.close())

let wallet: MemoryWallet
beforeEach(async () => {
  wallet = createMemoryWallet({ connectDelayMs: 0 })
  await wallet.connect('mock')
})

const auth = (): AuthPort => createHttpAuth({ baseUrl: ORIGIN, origin: () => ({ host: 'app.test', origin: ORIGIN }) })
const nonceOk = http.get(`${API}/nonce`, () => HttpResponse.json({ nonce: NONCE }))

/** A SignInService over the HTTP AuthPort, recording every status it passes through. */
function service(...handlers: HttpHandler[]) {
  mock.use(...handlers)
  const signIn = new SignInService({ auth: auth(), wallet })
  const statuses: SignInStatus[] = [signIn.getState().status]
  signIn.subscribe(() => {
    const status = signIn.getState().status
    if (statuses.at(-1) !== status) statuses.push(status)
  })
  return { signIn, statuses }
}

describe("HTTP AuthPort failures give the spec's messages through SignInService (msw)", () => {
  it.each([
    ['the nonce request fails (500)', http.get(`${API}/nonce`, () => HttpResponse.json({ error: 'down' }, { status: 500 }))],
    ['the nonce request hits a network error', http.get(`${API}/nonce`, () => HttpResponse.error())],
    ['the nonce answer is not JSON', http.get(`${API}/nonce`, () => HttpResponse.text('<html>proxy error</html>'))],
    ['the nonce is malformed', http.get(`${API}/nonce`, () => HttpResponse.json({ nonce: 'short' }))],
    ['the nonce is missing', http.get(`${API}/nonce`, () => HttpResponse.json({}))],
  ])('%s → "Error preparing message, please retry!"', async (_name, handler) => {
    const { signIn } = service(handler)
    await signIn.prepare()
    expect(signIn.getState()).toMatchObject({ status: 'idle', nonce: { status: 'error' }, error: SIGN_IN_MESSAGES.nonceFailed })
    expect(signIn.getState().error).toBe('Error preparing message, please retry!')
  })

  it.each([
    ['verify returns false (401: the server rejected the signature)', http.post(`${API}/verify`, () => HttpResponse.json({ error: 'no' }, { status: 401 }))],
    ['verify fails (500)', http.post(`${API}/verify`, () => HttpResponse.json({ error: 'Internal error.' }, { status: 500 }))],
    ['verify cannot ask the chain (502)', http.post(`${API}/verify`, () => HttpResponse.json({ error: 'rpc' }, { status: 502 }))],
    ['verify hits a network error', http.post(`${API}/verify`, () => HttpResponse.error())],
    ['verify answers 200 without a session', http.post(`${API}/verify`, () => HttpResponse.json({ ok: true }))],
  ])('%s → "Error verifying signature, please retry!"', async (_name, handler) => {
    const { signIn, statuses } = service(nonceOk, handler, nonceOk)
    await signIn.prepare()
    await signIn.signIn(ARGS)
    expect(statuses).toEqual(['idle', 'signing', 'verifying', 'idle'])
    expect(signIn.getState()).toMatchObject({ status: 'idle', error: 'Error verifying signature, please retry!', session: null })
  })

  it('the wallet failing to sign → "Error signing message, please retry!"; nothing is sent to verify', async () => {
    let verifyCalls = 0
    const { signIn } = service(
      nonceOk,
      http.post(`${API}/verify`, () => (verifyCalls++, HttpResponse.json({}))),
    )
    wallet.control.setFailures({ signMessage: 'failed' })
    await signIn.prepare()
    await signIn.signIn(ARGS)
    expect(signIn.getState().error).toBe(SIGN_IN_MESSAGES.signingFailed)
    expect(verifyCalls).toBe(0)
  })

  it('a user rejection goes back to idle silently, with a fresh nonce for the next try', async () => {
    let nonceCalls = 0
    const { signIn, statuses } = service(http.get(`${API}/nonce`, () => HttpResponse.json({ nonce: `${NONCE}${nonceCalls++}` })))
    wallet.control.setFailures({ signMessage: 'userRejected' })
    await signIn.prepare()
    await signIn.signIn(ARGS)
    expect(statuses).toEqual(['idle', 'signing', 'idle'])
    expect(signIn.getState().error).toBeUndefined()
    await expect.poll(() => signIn.getState().nonce).toEqual({ status: 'ready', value: `${NONCE}1` })
  })

  it('any other failure (no page origin to write the message for) → "Oops, something went wrong!"', async () => {
    mock.use(nonceOk)
    const signIn = new SignInService({ auth: createHttpAuth({ baseUrl: ORIGIN }), wallet })
    await signIn.prepare()
    await signIn.signIn(ARGS)
    expect(signIn.getState().error).toBe(SIGN_IN_MESSAGES.unknown)
  })
})

describe('HTTP AuthPort requests', () => {
  it("POSTs the message built with viem's SIWE helper and the signature as JSON, with credentials", async () => {
    let seen: { contentType: string | null; body: unknown } | undefined
    const { signIn } = service(
      nonceOk,
      http.post(`${API}/verify`, async ({ request }) => {
        seen = { contentType: request.headers.get('content-type'), body: await request.json() }
        return HttpResponse.json({ address: TEST_ACCOUNT, chainId: CHAIN_ID })
      }),
    )
    await signIn.prepare()
    await signIn.signIn(ARGS)
    expect(signIn.getState()).toMatchObject({ authentication: 'authenticated', session: ARGS, error: undefined })
    expect(seen?.contentType).toBe('application/json')
    const { message, signature } = seen?.body as { message: string; signature: string }
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(parseSiweMessage(message)).toMatchObject({ domain: 'app.test', uri: ORIGIN, address: TEST_ACCOUNT, chainId: CHAIN_ID, nonce: NONCE, version: '1' })
  })

  it('reads the session, and a malformed one as none', async () => {
    mock.use(http.get(`${API}/session`, () => HttpResponse.json({ session: { address: TEST_ACCOUNT, chainId: CHAIN_ID } })))
    expect(await auth().getSession()).toEqual(ARGS)
    mock.use(http.get(`${API}/session`, () => HttpResponse.json({ session: { address: '<b>x</b>', chainId: -1 } })))
    expect(await auth().getSession()).toBeNull()
    mock.use(http.get(`${API}/session`, () => HttpResponse.json({ session: null })))
    expect(await auth().getSession()).toBeNull()
  })

  it('a session that cannot be read (503) counts as signed out', async () => {
    const { signIn } = service(http.get(`${API}/session`, () => HttpResponse.json({}, { status: 503 })))
    await expect(auth().getSession()).rejects.toBeInstanceOf(AuthRequestError)
    await signIn.loadSession()
    expect(signIn.getState()).toMatchObject({ authentication: 'unauthenticated', session: null })
  })

  it('signing out ends the local session even when the server cannot be reached', async () => {
    const { signIn } = service(
      nonceOk,
      http.post(`${API}/verify`, () => HttpResponse.json({ address: TEST_ACCOUNT, chainId: CHAIN_ID })),
    )
    await signIn.prepare()
    await signIn.signIn(ARGS)
    mock.use(http.post(`${API}/logout`, () => HttpResponse.error()))
    await signIn.signOut()
    expect(signIn.getState()).toMatchObject({ authentication: 'unauthenticated', session: null })
  })
})

describe("HTTP AuthPort against the app's own server (msw forwards to the Hono app, which asks the real anvil 31337)", () => {
  it('signs in end to end with a real signature; a replay of the same message is refused', async () => {
    const chainUrl = inject('chainUrls')[CHAIN_ID]!
    const app = createAuthApp({ origins: [ORIGIN], chains: [{ id: CHAIN_ID, rpcUrls: [chainUrl] }] })
    let lastVerify: { message: string; signature: `0x${string}` } | undefined
    let jar = ''
    mock.use(
      http.post(`${chainUrl}/`, () => passthrough()),
      http.all(`${API}/*`, async ({ request }) => {
        if (request.url.endsWith('/verify')) lastVerify = (await request.clone().json()) as typeof lastVerify
        // Node's fetch keeps no cookies; the browser's jar is played here (the nonce is bound to it).
        const forwarded = new Request(request, { headers: { ...Object.fromEntries(request.headers), ...(jar ? { cookie: jar } : {}) } })
        const response = await app.fetch(forwarded)
        const binding = response.headers.getSetCookie().find((set) => /^(__Host-)?siwe-client(-[\w-]+)?=/.test(set))
        if (binding) jar = binding.split(';')[0]!
        return response
      }),
    )
    const port = auth()
    const signIn = new SignInService({ auth: port, wallet })
    await signIn.prepare()
    await signIn.signIn(ARGS)
    expect(signIn.getState()).toMatchObject({ authentication: 'authenticated', session: ARGS, error: undefined })
    expect(await port.verify(lastVerify!)).toBe(false)
  })
})
