import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import { readRecentWalletIds, WALLET_CATALOG, type WalletInfo } from '../../../src-domain/index.js'
import { HOUR, renderConnect, stepPanel, fakeClockPerTest, WALLETS } from '../support/render-connect.js'

const step = stepPanel

fakeClockPerTest()

describe('connect dialog: the CONNECT step', () => {
  it('shows Opening <wallet>... and the extension prompt while connecting, then closes once connected', async () => {
    // The wallet answers when the test moves the clock, not when the machine gets round to it.
    const { user, services, storage, onClose } = await renderConnect({ connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    expect(await screen.findByRole('heading', { name: 'Opening Mock Wallet...' })).toBeInTheDocument()
    expect(await screen.findByText('Confirm connection in the extension')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'RETRY' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Mock Wallet' })).toHaveAttribute('aria-current', 'true')

    await act(() => vi.advanceTimersByTimeAsync(HOUR))
    expect(services.connection.getState().status).toBe('connected')
    expect(screen.queryByRole('dialog')).toBeNull()
    // Closed by its holder, not by the visitor: nothing is cancelled.
    expect(onClose).not.toHaveBeenCalled()
    expect(readRecentWalletIds(storage)).toEqual(['mock'])
  })

  it('asks to continue in the SDK wallet’s own window, not in an extension, when the wallet connects through its SDK', async () => {
    const coinbase: WalletInfo = { ...WALLET_CATALOG.coinbaseWallet, installed: false, kind: 'sdk', group: 'Popular' }
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, coinbase], connectDelayMs: HOUR })
    // The SDK's window is open and waiting (the in-memory wallet would refuse a wallet marked not installed at once).
    vi.spyOn(wallet, 'connect').mockReturnValue(new Promise(() => {}))
    await user.click(screen.getByRole('button', { name: 'Coinbase Wallet' }))
    expect(await screen.findByRole('heading', { name: 'Opening Coinbase Wallet...' })).toBeInTheDocument()
    expect(await screen.findByText('Continue in the Coinbase Wallet window')).toBeInTheDocument()
    expect(screen.queryByText('Confirm connection in the extension')).toBeNull()
  })

  it('after a user rejection shows RETRY and no error text', async () => {
    const { user } = await renderConnect({ failures: { connect: 'userRejected' } })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Opening Mock Wallet...' })).toBeInTheDocument()
  })

  it('treats a connect that yields no accounts as a rejection: RETRY, no text', async () => {
    const { user } = await renderConnect({ failures: { connect: 'emptyAccounts' } })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('after any other error shows its text and RETRY, and RETRY connects', async () => {
    const { user, wallet, services } = await renderConnect({ failures: { connect: 'resourceUnavailable' } })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('alert')).toHaveTextContent('A request is already pending in the wallet. Open it to continue.')

    wallet.control.setFailures({})
    await user.click(screen.getByRole('button', { name: 'RETRY' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'RETRY' })).toBeNull()
    expect(screen.getByText('Confirm connection in the extension')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(services.connection.getState().status).toBe('connected')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows <wallet> is not installed from the wallet’s own error, with RETRY', async () => {
    const { user } = await renderConnect({ failures: { connect: 'notInstalled' } })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Mock Wallet is not installed')
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeInTheDocument()
  })

  it('says <wallet> is not installed for a missing extension without asking it, and INSTALL leads to its downloads', async () => {
    const { user, services } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.metaMask] })
    const connect = vi.spyOn(services.connection, 'connect')
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(screen.getByRole('heading', { name: 'MetaMask is not installed' })).toBeInTheDocument()
    expect(connect).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'RETRY' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'INSTALL' }))
    expect(screen.getByRole('heading', { name: 'Get MetaMask' })).toBeInTheDocument()
  })

  it('says <wallet> is not available for a wallet built into another browser, and GET leads to its download', async () => {
    const brave = { ...WALLETS.metaMask, id: 'braveWallet', name: 'Brave Wallet', downloadUrls: { desktop: 'https://brave.com/download' } }
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, brave] })
    await user.click(screen.getByRole('button', { name: 'Brave Wallet' }))
    expect(screen.getByRole('heading', { name: 'Brave Wallet is not available' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'GET' }))
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://brave.com/download')
  })

  it('says <wallet> is not available when there is nothing to install', async () => {
    const { user, services } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.injected] })
    const connect = vi.spyOn(services.connection, 'connect')
    await user.click(screen.getByRole('button', { name: 'Browser Wallet' }))
    expect(screen.getByRole('heading', { name: 'Browser Wallet is not available' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'INSTALL' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'GET' })).toBeNull()
    expect(connect).not.toHaveBeenCalled()
  })

  it('Back from a wallet that is still opening abandons the attempt; a late answer is ignored', async () => {
    const { user, services } = await renderConnect({ connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    expect(services.connection.getState().status).toBe('connecting')
    await screen.findByRole('heading', { name: 'Opening Mock Wallet...' })
    await user.click(within(step()).getByRole('button', { name: 'Back' }))
    expect(services.connection.getState().status).toBe('disconnected')
    expect(screen.getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(HOUR))
    expect(services.connection.getState().status).toBe('disconnected')
  })

  it('picking the wallet that is already opening does not ask it twice', async () => {
    const { user, services } = await renderConnect({ connectDelayMs: HOUR })
    const connect = vi.spyOn(services.connection, 'connect')
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('closing the dialog (Escape) cancels the attempt and forgets its error', async () => {
    const { user, services, onClose } = await renderConnect({ failures: { connect: 'resourceUnavailable' } })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(services.connection.getState()).toMatchObject({ failure: { kind: 'resourceUnavailable' } })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    expect(services.connection.getState()).toEqual({ status: 'disconnected' })
    // Reopened, it starts at the list again.
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'RETRY' })).toBeNull()
  })
})
