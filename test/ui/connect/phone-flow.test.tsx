import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAIRING_URI_TIMEOUT_MS, WALLET_CATALOG, WALLETCONNECT_DEEPLINK_KEY, type WalletInfo } from '../../../src-domain/index.js'
import { NOT_OPENED_AFTER_MS } from '../../../src-ui/components/connect/phone/use-app-opening.js'
import { USER_AGENTS } from '../../support/user-agents.js'
import { actAsDevice, forgetDevice } from '../support/phone-device.js'
import { HOUR, renderConnect, fakeClockPerTest, WALLETS } from '../support/render-connect.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const RAINBOW_LINK = `rainbow://wc?uri=${encodeURIComponent(URI)}`

fakeClockPerTest()

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

beforeEach(() => actAsDevice(USER_AGENTS.iPhoneSafari, true))
afterEach(() => {
  forgetDevice()
  Reflect.deleteProperty(document, 'visibilityState')
})

const phoneWallets = [WALLETS.rainbow, WALLETS.walletConnect]

describe('connect dialog on a phone', () => {
  it('a desktop with a touch screen keeps the desktop flow; a phone gets the wallet grid', async () => {
    actAsDevice(USER_AGENTS.windowsChrome, true)
    const desktop = await renderConnect({ wallets: phoneWallets })
    expect(desktop.container.querySelector('[data-layout="phone"]')).toBeNull()
    desktop.unmount()

    actAsDevice(USER_AGENTS.androidChrome, true)
    await renderConnect({ wallets: phoneWallets })
    expect(await screen.findByRole('button', { name: 'Rainbow' })).toBeInTheDocument()
    expect(document.querySelector('[data-layout="phone"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Get a Wallet' })).toBeInTheDocument()
  })

  it('Get a Wallet on a phone offers what its store has: phone apps, never an extension-only wallet or Safe', async () => {
    const named = (id: 'rabby' | 'argent' | 'safe'): WalletInfo => ({ ...WALLET_CATALOG[id], installed: false, kind: 'injected', group: 'More' })
    const { user } = await renderConnect({ wallets: [named('rabby'), named('safe'), named('argent'), WALLETS.walletConnect] })
    await user.click(await screen.findByRole('button', { name: 'Get a Wallet' }))
    const offered = screen.getAllByRole('button', { name: /^Get / }).map((button) => button.getAttribute('aria-label'))
    expect(offered).toEqual(['Get Argent', 'Get MetaMask', 'Get Rainbow'])
    await user.click(screen.getByRole('button', { name: 'Get Argent' }))
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(WALLET_CATALOG.argent.downloadUrls.ios)
  })

  it('a tap on a WalletConnect wallet opens its app with the pairing URI and remembers it as {href, name}', async () => {
    const openLink = vi.fn<(link: string) => void>()
    const { user, wallet, storage } = await renderConnect({ wallets: phoneWallets, connectDelayMs: HOUR, openLink })
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    expect(screen.getByRole('heading', { name: 'Opening Rainbow...' })).toBeInTheDocument()
    expect(openLink).not.toHaveBeenCalled()
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    expect(openLink).toHaveBeenCalledExactlyOnceWith(RAINBOW_LINK)
    expect(JSON.parse(storage.read(WALLETCONNECT_DEEPLINK_KEY) ?? '')).toEqual({ href: 'rainbow://wc', name: 'Rainbow' })
    expect(screen.getByText('Confirm the connection in Rainbow, then come back to this page.')).toBeInTheDocument()
  })

  it('when the page stays in view, says the app did not open and offers the App Store and Try again', async () => {
    const openLink = vi.fn<(link: string) => void>()
    const { user, wallet } = await renderConnect({ wallets: phoneWallets, connectDelayMs: HOUR, openLink })
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    await act(() => vi.advanceTimersByTimeAsync(NOT_OPENED_AFTER_MS - 100))
    expect(screen.queryByRole('heading', { name: 'Rainbow did not open' })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(200))
    const step = screen.getByRole('region', { name: 'Rainbow did not open' })
    expect(within(step).getByRole('link', { name: 'Get Rainbow' })).toHaveAttribute('href', WALLET_CATALOG.rainbow.downloadUrls.ios)
    await user.click(within(step).getByRole('button', { name: 'Try again' }))
    expect(openLink).toHaveBeenCalledTimes(2)
    expect(openLink).toHaveBeenLastCalledWith(RAINBOW_LINK)
    expect(screen.getByRole('heading', { name: 'Opening Rainbow...' })).toBeInTheDocument()
  })

  it('a relay that never answers: within 5 s of the tap, the way out (Try again, Get Rainbow) and why', async () => {
    const openLink = vi.fn<(link: string) => void>()
    const { user, wallet } = await renderConnect({ wallets: phoneWallets, connectDelayMs: HOUR, openLink })
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    await act(() => vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 200))
    expect(screen.getByRole('heading', { name: 'Opening Rainbow...' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    const step = screen.getByRole('region', { name: 'Rainbow did not open' })
    expect(within(step).getByRole('alert')).toHaveTextContent('WalletConnect could not be reached.')
    expect(within(step).getByText('Check your internet connection, then try again. Some networks block WalletConnect.')).toBeInTheDocument()
    expect(within(step).getByRole('link', { name: 'Get Rainbow' })).toHaveAttribute('href', WALLET_CATALOG.rainbow.downloadUrls.ios)
    expect(step.querySelector('[aria-busy="true"], .rpgf-spinner')).toBeNull()
    expect(openLink).not.toHaveBeenCalled()

    // Try again asks the relay again; this time it answers and the app opens.
    await user.click(within(step).getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('heading', { name: 'Opening Rainbow...' })).toBeInTheDocument()
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    expect(openLink).toHaveBeenCalledExactlyOnceWith(RAINBOW_LINK)
  })

  it('when the page goes to the background (the app opened), no way out is offered; the connection finishes on return', async () => {
    const { user, wallet } = await renderConnect({ wallets: phoneWallets, connectDelayMs: HOUR, openLink: () => {} })
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    setVisibility('hidden')
    await act(() => vi.advanceTimersByTimeAsync(NOT_OPENED_AFTER_MS * 2))
    setVisibility('visible')
    expect(screen.getByRole('heading', { name: 'Opening Rainbow...' })).toBeInTheDocument()
    expect(screen.queryByText(/did not open/)).toBeNull()
  })

  it('WalletConnect itself opens the bare pairing URI and remembers nothing', async () => {
    const openLink = vi.fn<(link: string) => void>()
    const { user, wallet, storage } = await renderConnect({ wallets: phoneWallets, connectDelayMs: HOUR, openLink })
    await user.click(await screen.findByRole('button', { name: 'WalletConnect' }))
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    expect(openLink).toHaveBeenCalledExactlyOnceWith(URI)
    expect(storage.read(WALLETCONNECT_DEEPLINK_KEY)).toBeNull()
  })

  it('Back leaves the opening and stops the attempt', async () => {
    const { user, services } = await renderConnect({ wallets: phoneWallets, connectDelayMs: HOUR, openLink: () => {} })
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('button', { name: 'Rainbow' })).toBeInTheDocument()
    expect(services.connection.getState().status).toBe('disconnected')
  })

  it('in MetaMask’s in-app browser, its injected provider is MetaMask and connects without WalletConnect', async () => {
    actAsDevice(USER_AGENTS.metaMaskAndroid, true)
    const injected: WalletInfo = { ...WALLET_CATALOG.injected, installed: true, kind: 'injected', group: 'Installed' }
    const metaMaskViaWc: WalletInfo = { ...WALLET_CATALOG.metaMask, installed: false, kind: 'walletConnect', group: 'Popular' }
    const openLink = vi.fn<(link: string) => void>()
    const { user, services } = await renderConnect({ wallets: [WALLETS.walletConnect, metaMaskViaWc, injected], openLink })
    const buttons = await screen.findAllByRole('button', { name: 'MetaMask' })
    expect(buttons).toHaveLength(1)
    await user.click(buttons[0]!)
    await vi.waitFor(() => expect(services.connection.getState()).toMatchObject({ status: 'connected', walletId: 'injected' }))
    expect(openLink).not.toHaveBeenCalled()
  })
})
