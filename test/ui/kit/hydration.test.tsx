import { useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { TEST_ACCOUNT } from '../../../src-adapters/memory/index.js'
import { encodeConnectionRecord, STORAGE_KEY_CONNECTION, STORAGE_KEY_LAST_WALLET } from '../../../src-domain/index.js'
import { ConnectButton, useAccount } from '../../../src-ui/index.js'
import { WalletProvider } from '../../../src/kit/provider.js'
import { cookieFor, OTHER, recordOf, SSR_CONFIG } from '../../support/kit/ssr-config.js'
import { cookieToInitialState, type WalletInitialState } from '../../../src/kit/wallet-config.js'

const config = SSR_CONFIG

function AccountLine() {
  const { status, address } = useAccount()
  return <p data-testid="account">{status === 'connected' ? `Connected as ${address}` : `Account: ${status}`}</p>
}

/** Says when its root committed: the hydration is over once its effect ran. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

function Page({ initialState, onHydrated = () => {} }: { initialState: WalletInitialState; onHydrated?: () => void }) {
  return (
    <WalletProvider config={config} initialState={initialState}>
      <header>
        <ConnectButton />
      </header>
      <AccountLine />
      <Hydrated onHydrated={onHydrated} />
    </WalletProvider>
  )
}

/**
 * Every text the container ever held while observed, transient ones included: added nodes, each
 * text node's value before and after a change, and the accessible names set on elements.
 */
function watchTexts(container: HTMLElement): { texts: string[]; stop: () => void } {
  const texts: string[] = [container.textContent ?? '']
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.oldValue) texts.push(record.oldValue)
      if (record.type === 'characterData') texts.push(record.target.textContent ?? '')
      if (record.type === 'attributes' && record.target instanceof Element) texts.push(record.target.getAttribute(record.attributeName ?? '') ?? '')
      for (const node of record.addedNodes) texts.push(node.textContent ?? '')
    }
    texts.push(container.textContent ?? '')
  })
  observer.observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ['aria-label', 'title'],
  })
  return {
    texts,
    stop: () => {
      const pending = observer.takeRecords()
      for (const record of pending) {
        if (record.oldValue) texts.push(record.oldValue)
        for (const node of record.addedNodes) texts.push(node.textContent ?? '')
      }
      observer.disconnect()
    },
  }
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT
let consoleError: MockInstance<typeof console.error>
let root: Root | undefined
let container: HTMLElement

beforeEach(() => {
  // A browser, not act(): the page hydrates and the wallet answers on their own schedule.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  consoleError = vi.spyOn(console, 'error')
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  root?.unmount()
  root = undefined
  container.remove()
  consoleError.mockRestore()
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore
  document.cookie = `${STORAGE_KEY_CONNECTION}=; Path=/; Max-Age=0`
})

/** What a server sends for this state, put in the page, then hydrated with the same props. */
async function serverRenderThenHydrate(initialState: WalletInitialState) {
  const html = renderToString(<Page initialState={initialState} />)
  container.innerHTML = html
  const watched = watchTexts(container)
  const recoverable: unknown[] = []
  let hydrated = false
  root = hydrateRoot(
    container,
    <Page
      initialState={initialState}
      onHydrated={() => {
        hydrated = true
      }}
    />,
    { onRecoverableError: (error) => void recoverable.push(error) },
  )
  await vi.waitFor(() => expect(hydrated).toBe(true))
  return { html, watched, recoverable }
}

const account = () => container.querySelector('[data-testid="account"]')?.textContent
/** The ConnectButton's account button (beside its chain button), by the short address it shows. */
const accountButton = () => [...container.querySelectorAll('header button')].find((button) => /0xf3…2266/.test(button.textContent ?? ''))

describe('hydrating the server render of <WalletProvider config initialState>', () => {
  it('keeps a connected initial state through hydration and the reconnect: no hydration error, never Connect Wallet', async () => {
    const initialState = cookieToInitialState(config, cookieFor(TEST_ACCOUNT))
    expect(initialState.connection.status).toBe('connected')
    const { html, watched, recoverable } = await serverRenderThenHydrate(initialState)

    expect(html).toContain(`Connected as ${TEST_ACCOUNT}`)
    expect(html).not.toContain('Connect Wallet')
    // Right after hydration: the account, as the server drew it.
    expect(account()).toBe(`Connected as ${TEST_ACCOUNT}`)
    expect(recoverable).toEqual([])

    // The wallet's answer arrives (the backend's code loaded, the in-memory wallet asked): the
    // connection record is written again, in localStorage and in the cookie.
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEY_CONNECTION)).toBe(recordOf(TEST_ACCOUNT)), { timeout: 10_000 })
    expect(document.cookie).toContain(cookieFor(TEST_ACCOUNT))
    expect(localStorage.getItem(STORAGE_KEY_LAST_WALLET)).toBe('mock')
    expect(account()).toBe(`Connected as ${TEST_ACCOUNT}`)
    expect(accountButton()).toBeDefined()

    watched.stop()
    expect(watched.texts.filter((text) => text.includes('Connect Wallet'))).toEqual([])
    expect(watched.texts.filter((text) => /Account: (disconnected|reconnecting)/.test(text))).toEqual([])
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("follows the wallet's answer when it names another account than the cookie, with no Connect Wallet on the way", async () => {
    const initialState = cookieToInitialState(config, cookieFor(OTHER))
    const { html, watched, recoverable } = await serverRenderThenHydrate(initialState)
    expect(html).toContain(`Connected as ${OTHER}`)
    // The in-memory wallet answers with its own account (it may have by the end of the hydration).
    await vi.waitFor(() => expect(account()).toBe(`Connected as ${TEST_ACCOUNT}`), { timeout: 10_000 })
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEY_CONNECTION)).toBe(recordOf(TEST_ACCOUNT)))
    expect(document.cookie).toContain(cookieFor(TEST_ACCOUNT))
    watched.stop()
    // The page went from the cookie's account straight to the wallet's.
    const first = watched.texts.findIndex((text) => text.includes(`Connected as ${OTHER}`))
    const last = watched.texts.findIndex((text) => text.includes(`Connected as ${TEST_ACCOUNT}`))
    expect(first).toBeGreaterThanOrEqual(0)
    expect(last).toBeGreaterThan(first)
    expect(watched.texts.filter((text) => text.includes('Connect Wallet'))).toEqual([])
    expect(watched.texts.filter((text) => /Account: (disconnected|reconnecting)/.test(text))).toEqual([])
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('moves to Connect Wallet when the wallet the cookie names no longer answers, and drops the cookie', async () => {
    const gone = encodeConnectionRecord({ walletId: 'io.gone.wallet', address: TEST_ACCOUNT, chainId: 31337 })
    document.cookie = `${STORAGE_KEY_CONNECTION}=${encodeURIComponent(gone)}; Path=/`
    const initialState = cookieToInitialState(config, document.cookie)
    expect(initialState.connection).toMatchObject({ status: 'connected', walletId: 'io.gone.wallet' })
    const { html, watched, recoverable } = await serverRenderThenHydrate(initialState)
    expect(html).toContain(`Connected as ${TEST_ACCOUNT}`)
    await vi.waitFor(() => expect(account()).toBe('Account: disconnected'), { timeout: 10_000 })
    await vi.waitFor(() => expect(document.cookie).not.toContain(STORAGE_KEY_CONNECTION))
    expect(container.textContent).toContain('Connect Wallet')
    watched.stop()
    // The observer saw the server's account first, then Connect Wallet: it sees what this file says is never drawn.
    expect(watched.texts[0]).toContain(`Connected as ${TEST_ACCOUNT}`)
    expect(watched.texts.some((text) => text.includes('Connect Wallet'))).toBe(true)
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('hydrates a disconnected initial state as Connect Wallet even when the browser remembers a wallet, then moves to the live state', async () => {
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'mock')
    const initialState = cookieToInitialState(config, 'theme=dark')
    expect(initialState.connection.status).toBe('disconnected')
    const { html, watched, recoverable } = await serverRenderThenHydrate(initialState)

    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Account: disconnected')
    expect(recoverable).toEqual([])
    // The remembered wallet reconnects after hydration: the live state follows.
    await vi.waitFor(() => expect(account()).toBe(`Connected as ${TEST_ACCOUNT}`), { timeout: 10_000 })
    await vi.waitFor(() => expect(accountButton()).toBeDefined())
    expect(container.textContent).not.toContain('Connect Wallet')
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEY_CONNECTION)).toBe(recordOf(TEST_ACCOUNT)))
    expect(document.cookie).toContain(cookieFor(TEST_ACCOUNT))
    watched.stop()
    // What the server drew came first, the live state after.
    expect(watched.texts[0]).toContain('Connect Wallet')
    expect(watched.texts.at(-1)).toContain(`Connected as ${TEST_ACCOUNT}`)
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('a hydration with props that differ from the server render is reported: the check above can fail', async () => {
    const html = renderToString(<Page initialState={cookieToInitialState(config, cookieFor(TEST_ACCOUNT))} />)
    container.innerHTML = html
    const recoverable: unknown[] = []
    consoleError.mockImplementation(() => {})
    root = hydrateRoot(container, <Page initialState={cookieToInitialState(config, undefined)} />, {
      onRecoverableError: (error) => void recoverable.push(error),
    })
    await vi.waitFor(() => expect(recoverable.length + consoleError.mock.calls.length).toBeGreaterThan(0))
  })
})
