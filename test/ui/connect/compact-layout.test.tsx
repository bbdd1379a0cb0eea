import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import { HOUR, renderConnect, setViewportWidth, fakeClockPerTest, WALLETS } from '../support/render-connect.js'

const layout = () => screen.getByRole('dialog').querySelector('[data-layout]')?.getAttribute('data-layout')

fakeClockPerTest()

describe('connect dialog: compact layout below 768 px', () => {
  it('shows only the list at first, with New to Ethereum wallets? and Learn More leading to LEARN_COMPACT', async () => {
    setViewportWidth(375)
    const { user } = await renderConnect()
    expect(layout()).toBe('compact')
    expect(screen.queryByRole('heading', { name: 'What is a Wallet?' })).toBeNull()
    expect(screen.getByText('New to Ethereum wallets?')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Learn More' }))
    expect(screen.getByRole('heading', { name: 'What is a Wallet?' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Mock Wallet' })).toBeNull()
    expect(screen.getByRole('region', { name: 'What is a Wallet?' })).toHaveAttribute('data-step', 'LEARN_COMPACT')

    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    expect(screen.getByRole('heading', { name: 'Get a Wallet' })).toBeInTheDocument()
    // 3 on mobile.
    expect(screen.getAllByRole('button', { name: /^Get / })).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: 'Mock Wallet' })).toHaveFocus()
  })

  it('picking a wallet replaces the list by its CONNECT step; Back brings the list back', async () => {
    setViewportWidth(375)
    const { user, services } = await renderConnect({ connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    // From the task after the pick, as the wallet's `connecting` shows.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Opening Mock Wallet...' })).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Mock Wallet' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: 'Mock Wallet' })).toBeInTheDocument()
    expect(services.connection.getState().status).toBe('disconnected')
  })

  it('on a phone the app is got from its store page, then the setup steps follow (no QR code to scan with itself)', async () => {
    setViewportWidth(375)
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.metaMask] })
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    await user.click(screen.getByRole('button', { name: 'INSTALL' }))
    const getApp = screen.getByRole('link', { name: 'Get the app' })
    expect(getApp).toHaveAttribute('href', 'https://metamask.io/download')
    await user.click(getApp)
    expect(screen.getByRole('heading', { name: 'Get started with MetaMask' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
  })

  it('follows the window across the 768 px breakpoint', async () => {
    setViewportWidth(768)
    await renderConnect()
    expect(layout()).toBe('wide')
    act(() => setViewportWidth(767))
    expect(layout()).toBe('compact')
    act(() => setViewportWidth(1280))
    expect(layout()).toBe('wide')
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument()
  })
})
