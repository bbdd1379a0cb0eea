import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import type { WalletInfo } from '../../../src-domain/index.js'
import { initialColor } from '../../../src-ui/components/connect/WalletIcon.js'
import { renderConnect, fakeClockPerTest, WALLETS } from '../support/render-connect.js'

const dialog = () => screen.getByRole('dialog', { name: 'Connect a Wallet' })
/** The wallet buttons in the order they are listed (the dialog's own controls left out). */
const walletButtons = () =>
  within(dialog())
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('button'))
    .filter((button): button is HTMLElement => button !== null && button.classList.contains('rpgf-wallet'))
const names = () => walletButtons().map((button) => button.querySelector('.rpgf-wallet-name')?.textContent)

const extra = (id: string, name: string): WalletInfo => ({ ...MOCK_WALLET, id, name })
const FIVE = [MOCK_WALLET, extra('a', 'Alpha'), extra('b', 'Beta'), extra('c', 'Gamma'), WALLETS.walletConnect]

fakeClockPerTest()

describe('connect dialog: the wallet list', () => {
  it('is a modal dialog titled Connect a Wallet listing wallets as buttons named by the wallet, grouped', async () => {
    await renderConnect({ wallets: FIVE })
    expect(dialog()).toHaveAttribute('aria-modal', 'true')
    expect(names()).toEqual(['Mock Wallet', 'Alpha', 'Beta', 'Gamma', 'WalletConnect'])
    expect(screen.getByRole('button', { name: 'Mock Wallet' })).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Installed' })).getAllByRole('button')).toHaveLength(4)
    expect(within(screen.getByRole('group', { name: 'Popular' })).getByRole('button', { name: 'WalletConnect' })).toBeInTheDocument()
    expect(screen.queryByText('Recent', { exact: true })).toBeNull()
  })

  it('lists the up-to-3 recent wallets first, newest first, each marked Recent, the name still first', async () => {
    await renderConnect({ wallets: FIVE, stored: { 'rk-recent': JSON.stringify(['walletConnect', 'unknown', 'b', 'mock', 'a']) } })
    expect(names()).toEqual(['WalletConnect', 'Beta', 'Mock Wallet', 'Alpha', 'Gamma'])
    const recent = screen.getByRole('group', { name: 'Recent wallets' })
    expect(within(recent).getAllByText('Recent', { exact: true })).toHaveLength(3)
    const [first, second, third] = within(recent).getAllByRole('button')
    expect(first).toHaveAccessibleName('WalletConnect Recent')
    expect(second).toHaveAccessibleName('Beta Recent')
    expect(third).toHaveAccessibleName('Mock Wallet Recent')
    expect(screen.getByRole('button', { name: 'WalletConnect Recent' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Alpha' })).toBeInTheDocument()
  })

  it('follows another tab: a wallet connected there becomes Recent in the open dialog', async () => {
    const { storage } = await renderConnect({ wallets: FIVE })
    expect(names()[0]).toBe('Mock Wallet')
    act(() => storage.simulateExternalChange('rk-recent', JSON.stringify(['c'])))
    expect(screen.getByText('Recent', { exact: true })).toBeInTheDocument()
    expect(names()).toEqual(['Gamma', 'Mock Wallet', 'Alpha', 'Beta', 'WalletConnect'])
    act(() => storage.simulateExternalChange('rk-recent', null))
    expect(screen.queryByText('Recent', { exact: true })).toBeNull()
    expect(names()[0]).toBe('Mock Wallet')
  })

  it('reads corrupt recent data as none and keeps listing every wallet', async () => {
    await renderConnect({ wallets: FIVE, stored: { 'rk-recent': '{not json' } })
    expect(names()).toHaveLength(5)
    expect(screen.queryByText('Recent', { exact: true })).toBeNull()
  })

  it('follows the backend list when a wallet announces itself later', async () => {
    const { wallet } = await renderConnect()
    expect(screen.queryByRole('button', { name: 'Late Wallet' })).toBeNull()
    // A backend hands out a new list when an EIP-6963 announcement arrives, then says so.
    vi.spyOn(wallet, 'listWallets').mockReturnValue([MOCK_WALLET, extra('late', 'Late Wallet')])
    act(() => wallet.control.emit({ type: 'walletsChanged' }))
    expect(screen.getByRole('button', { name: 'Late Wallet' })).toBeInTheDocument()
  })

  it('says so when no wallet can be used, and still offers to get one', async () => {
    await renderConnect({ wallets: [] })
    expect(screen.getByText('No wallet can be used here yet. Get one to start.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get a Wallet' })).toBeInTheDocument()
  })

  it('never renders a wallet’s name as markup, and shows only data:image icons', async () => {
    const hostile: WalletInfo = { ...MOCK_WALLET, id: 'evil', name: '<img src=x onerror=alert(1)>Evil', icon: 'https://evil.example/icon.svg' }
    const scripted: WalletInfo = { ...MOCK_WALLET, id: 'js', name: 'Scripted', icon: 'javascript:alert(1)' }
    const good: WalletInfo = { ...MOCK_WALLET, id: 'good', name: 'Good', icon: 'data:image/png;base64,iVBORw0KGgo=' }
    await renderConnect({ wallets: [hostile, scripted, good] })
    expect(screen.getByRole('button', { name: /^<img src=x onerror=alert\(1\)>Evil/ })).toBeInTheDocument()
    const images = dialog().querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=')
    expect(images[0]).toHaveAttribute('alt', '')
  })
})

describe('WalletIcon initials', () => {
  it('are drawn in whichever of dark or light text reads better on the wallet’s colour', () => {
    expect(initialColor('#fff')).toBe('#1a1b1f')
    expect(initialColor('#ffffff')).toBe('#1a1b1f')
    expect(initialColor('#0c2f78')).toBe('#fff')
    expect(initialColor('#2c5ff6')).toBe('#fff')
    expect(initialColor('#000')).toBe('#fff')
  })
})
