import { createElement, Suspense, use } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { TEST_ACCOUNT } from '../../../src-adapters/memory/index.js'
import { STORAGE_KEY_CONNECTION, type Address, type AuthSession } from '../../../src-domain/index.js'
import { ConnectButton, useAccount, useSignIn } from '../../../src-ui/index.js'
import { WalletProvider } from '../../../src/kit/provider.js'
import { cookieFor, OTHER, SSR_CONFIG } from '../../support/kit/ssr-config.js'
import { cookieToInitialState, walletConfig } from '../../../src/kit/wallet-config.js'

const config = SSR_CONFIG

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Reads the connection once its request's gate opens: the render of this tree waits on that gate. */
function AccountLine({ gate }: { gate?: Promise<void> }) {
  if (gate) use(gate)
  const { status, address } = useAccount()
  return createElement('p', { 'data-testid': 'account' }, status === 'connected' ? `Connected as ${address}` : `Account: ${status}`)
}

function page(cookie: string | undefined, gate?: Promise<void>) {
  const initialState = cookieToInitialState(config, cookie)
  return createElement(
    WalletProvider,
    { config, initialState, locale: 'en' },
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading the account') },
      createElement(AccountLine, gate ? { gate } : {}),
      createElement(ConnectButton),
    ),
  )
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

/** The HTML a request gets, all of it (every Suspense boundary resolved). */
async function render(cookie: string | undefined): Promise<string> {
  const stream = await renderToReadableStream(page(cookie))
  await stream.allReady
  return textOf(stream)
}

/** The HTML's text content, markup and React's boundary comments removed. */
const visibleText = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]*>/g, ' ')

describe('server render of <WalletProvider config initialState>', () => {
  // A server render that warns (a hook unfit for a server, a bad prop) fails the test that caused it.
  let consoleError: MockInstance<typeof console.error>
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error')
  })
  afterEach(() => {
    const calls = consoleError.mock.calls
    consoleError.mockRestore()
    expect(calls).toEqual([])
  })

  it('draws the connected account of the cookie, and no Connect Wallet', async () => {
    const html = await render(cookieFor(TEST_ACCOUNT))
    expect(html).toContain(`Connected as ${TEST_ACCOUNT}`)
    expect(html).not.toContain('Connect Wallet')
  })

  it('draws Connect Wallet without a cookie', async () => {
    const html = await render(undefined)
    expect(html).toContain('Account: disconnected')
    expect(html).toContain('Connect Wallet')
  })

  it.each([
    ['garbage', `${STORAGE_KEY_CONNECTION}=hello; other=1`],
    ['percent-garbage', `${STORAGE_KEY_CONNECTION}=%E0%A4%A`],
    ['an oversized header', `${cookieFor(TEST_ACCOUNT)}; pad=${'x'.repeat(17_000)}`],
  ])('draws Connect Wallet for a cookie of %s', async (_label, cookie) => {
    const html = await render(cookie)
    expect(html).toContain('Account: disconnected')
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain(TEST_ACCOUNT)
  })

  it.each([
    ['the wallet id', `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(`<script>alert(1)</script>|${TEST_ACCOUNT}|31337`)}`],
    ['the address', `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(`mock|<script>alert(1)</script>|31337`)}`],
    ['the chain id', `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(`mock|${TEST_ACCOUNT}|1<img src=x onerror=alert(1)>`)}`],
    ['the record, unencoded', `${STORAGE_KEY_CONNECTION}=mock|${TEST_ACCOUNT}<script>alert(1)</script>|31337`],
  ])('never puts markup a record carries in %s into the HTML', async (_label, cookie) => {
    const html = await render(cookie)
    expect(html).not.toMatch(/<script>alert|<img src=x|alert\(1\)/)
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain(TEST_ACCOUNT)
  })

  it('renders two requests interleaved, each with its own account only', async () => {
    const gateA = deferred()
    const gateB = deferred()
    const gateC = deferred()
    // The three shells are written, each tree waiting at its Suspense boundary on its own gate.
    const streamA = await renderToReadableStream(page(cookieFor(TEST_ACCOUNT), gateA.promise))
    const streamB = await renderToReadableStream(page(cookieFor(OTHER), gateB.promise))
    const streamC = await renderToReadableStream(page(undefined, gateC.promise))
    const htmlA = textOf(streamA)
    const htmlB = textOf(streamB)
    const htmlC = textOf(streamC)
    const finished: string[] = []
    for (const [name, stream] of [
      ['A', streamA],
      ['B', streamB],
      ['C', streamC],
    ] as const)
      void stream.allReady.then(() => finished.push(name))
    // Opened in reverse order: each tree resumes after the others were built and the later ones finished.
    gateC.resolve()
    await streamC.allReady
    gateB.resolve()
    await streamB.allReady
    // A is still waiting on its gate after B and C finished: the renders really overlap.
    expect(finished).toEqual(['C', 'B'])
    gateA.resolve()
    await streamA.allReady
    expect(finished).toEqual(['C', 'B', 'A'])

    const [a, b, c] = (await Promise.all([htmlA, htmlB, htmlC])).map(visibleText)
    expect(a).toContain(`Connected as ${TEST_ACCOUNT}`)
    expect(a).not.toContain(OTHER)
    expect(a).not.toContain('Connect Wallet')
    expect(b).toContain(`Connected as ${OTHER}`)
    expect(b).not.toContain(TEST_ACCOUNT)
    expect(b).not.toContain('Connect Wallet')
    expect(c).toContain('Account: disconnected')
    expect(c).toContain('Connect Wallet')
    expect(c).not.toContain(TEST_ACCOUNT)
    expect(c).not.toContain(OTHER)
  })

  it("shows each request's account on the stock ConnectButton, in its short form", async () => {
    const [a, b] = await Promise.all([render(cookieFor(TEST_ACCOUNT)), render(cookieFor(OTHER))])
    // The button's label abbreviates the address: its first and last characters.
    expect(visibleText(a)).toMatch(/0xf3.{1,3}2266/)
    expect(visibleText(a)).not.toMatch(/0x70.{1,3}79C8/)
    expect(visibleText(b)).toMatch(/0x70.{1,3}79C8/)
    expect(visibleText(b)).not.toMatch(/0xf3.{1,3}2266/)
  })

  describe('with sign-in on', () => {
    const signInConfig = walletConfig({ ...config, signIn: '/api/auth' })

    function SignInLine() {
      return createElement('p', { 'data-testid': 'sign-in' }, `Sign-in: ${useSignIn().status}`)
    }

    async function renderSignIn(cookie: string | undefined, session?: AuthSession | null): Promise<string> {
      const initialState = cookieToInitialState(signInConfig, cookie, session === undefined ? {} : { session })
      const stream = await renderToReadableStream(
        createElement(WalletProvider, { config: signInConfig, initialState, locale: 'en' }, createElement(AccountLine), createElement(SignInLine)),
      )
      await stream.allReady
      return visibleText(await textOf(stream))
    }

    it("draws the session of the cookie's account as signed in", async () => {
      const html = await renderSignIn(cookieFor(TEST_ACCOUNT), { address: TEST_ACCOUNT.toLowerCase() as Address, chainId: 31337 })
      expect(html).toContain(`Connected as ${TEST_ACCOUNT}`)
      expect(html).toContain('Sign-in: authenticated')
    })

    it('draws a session for another account, or none, as signed out, and an unknown one as loading', async () => {
      expect(await renderSignIn(cookieFor(TEST_ACCOUNT), { address: OTHER, chainId: 31337 })).toContain('Sign-in: unauthenticated')
      expect(await renderSignIn(cookieFor(TEST_ACCOUNT), null)).toContain('Sign-in: unauthenticated')
      expect(await renderSignIn(undefined, { address: TEST_ACCOUNT, chainId: 31337 })).toContain('Sign-in: unauthenticated')
      expect(await renderSignIn(cookieFor(TEST_ACCOUNT))).toContain('Sign-in: loading')
    })
  })
})
