import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import { WALLET_CATALOG, type WalletInfo } from '../../../src-domain/index.js'
import { HOUR, renderConnect, stepPanel, fakeClockPerTest, WALLETS } from '../support/render-connect.js'

const step = stepPanel

fakeClockPerTest()

describe('connect dialog: learning about and getting a wallet (wide)', () => {
  it('rests on the What is a Wallet? explainer beside the list, with Get a Wallet and Learn More', async () => {
    await renderConnect()
    expect(within(step()).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument()
    expect(screen.getByText('A Home for your Digital Assets')).toBeInTheDocument()
    expect(screen.getByText('A New Way to Log In')).toBeInTheDocument()
    const learnMore = screen.getByRole('link', { name: 'Learn More' })
    expect(learnMore).toHaveAttribute('href', 'https://ethereum.org/en/wallets/')
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(step()).queryByRole('button', { name: 'Back' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Mock Wallet' })).toBeInTheDocument()
  })

  it('Get a Wallet offers the wallets that install on this desktop (not Safe, a web app), each with GET, and Back returns', async () => {
    const { user } = await renderConnect()
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    expect(within(step()).getByRole('heading', { name: 'Get a Wallet' })).toBeInTheDocument()
    const gets = within(step()).getAllByRole('button', { name: /^Get / })
    expect(gets.map((button) => button.getAttribute('aria-label'))).toEqual(['Get MetaMask', 'Get Rainbow', 'Get Coinbase Wallet', 'Get Brave Wallet'])
    expect(gets.every((button) => button.textContent === 'GET')).toBe(true)
    expect(screen.getAllByText('Mobile Wallet and Extension').length).toBeGreaterThan(0)
    // Focus moved from the vanished button to the new step's heading.
    expect(within(step()).getByRole('heading', { name: 'Get a Wallet' })).toHaveFocus()
    await user.click(within(step()).getByRole('button', { name: 'Back' }))
    expect(within(step()).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument()
  })

  it('leaves installed wallets out of the offer', async () => {
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, { ...WALLETS.metaMask, installed: true }] })
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    expect(within(step()).queryByRole('button', { name: 'Get MetaMask' })).toBeNull()
    expect(within(step()).getAllByRole('button', { name: /^Get / })).toHaveLength(3)
  })

  it('DOWNLOAD_OPTIONS → DOWNLOAD (a QR code to the app) → INSTRUCTIONS_MOBILE, and Back retraces the way', async () => {
    const { user } = await renderConnect()
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Get MetaMask' }))
    expect(within(step()).getByRole('heading', { name: 'Get MetaMask' })).toBeInTheDocument()
    expect(screen.getByText('MetaMask for Mobile')).toBeInTheDocument()
    // jsdom is no known browser: the generic extension page.
    expect(screen.getByRole('link', { name: 'Add to your browser' })).toHaveAttribute('href', WALLET_CATALOG.metaMask.downloadUrls.browserExtension)

    await user.click(screen.getByRole('button', { name: 'Get the app' }))
    expect(within(step()).getByRole('heading', { name: 'Install MetaMask' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'QR code to download MetaMask' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(within(step()).getByRole('heading', { name: 'Get started with MetaMask' })).toBeInTheDocument()
    const steps = within(step()).getAllByRole('listitem')
    expect(steps.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Open the MetaMask app',
      'Create or Import a Wallet',
      'Tap the scan button',
    ])
    expect(within(step()).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', 'https://metamask.io/faqs/')
    // MetaMask is not a wallet this backend can connect: no Connect button that could only fail.
    expect(within(step()).queryByRole('button', { name: 'Connect' })).toBeNull()

    const back = () => user.click(within(step()).getByRole('button', { name: 'Back' }))
    await back()
    expect(within(step()).getByRole('heading', { name: 'Install MetaMask' })).toBeInTheDocument()
    await back()
    expect(within(step()).getByRole('heading', { name: 'Get MetaMask' })).toBeInTheDocument()
    await back()
    expect(within(step()).getByRole('heading', { name: 'Get a Wallet' })).toBeInTheDocument()
    await back()
    expect(within(step()).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument()
  })

  it('INSTRUCTIONS_MOBILE ends with Connect for a wallet the backend offers, which opens its QR code', async () => {
    const { user, services } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.rainbow], connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Get Rainbow' }))
    await user.click(screen.getByRole('button', { name: 'Get the app' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(within(step()).getByRole('button', { name: 'Connect' }))
    expect(within(step()).getByRole('heading', { name: 'Scan with your phone' })).toBeInTheDocument()
    expect(services.connection.getState()).toMatchObject({ status: 'connecting', walletId: 'rainbow' })
  })

  it('the extension link opens INSTRUCTIONS_EXTENSION, whose Refresh reloads the page', async () => {
    const { user, reload } = await renderConnect()
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Get Coinbase Wallet' }))
    const add = screen.getByRole('link', { name: 'Add to your browser' })
    expect(add).toHaveAttribute('target', '_blank')
    await user.click(add)
    expect(within(step()).getByRole('heading', { name: 'Get started with Coinbase Wallet' })).toBeInTheDocument()
    expect(screen.getByText('Install the Coinbase Wallet extension')).toBeInTheDocument()
    expect(screen.getByText('Refresh your browser')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a desktop-only wallet offers its desktop download', async () => {
    const desk = { ...WALLETS.metaMask, id: 'desk', name: 'Desk Wallet', installed: false, downloadUrls: { desktop: 'https://desk.example/download' } }
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, desk] })
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Get Desk Wallet' }))
    expect(screen.getByText('Desk Wallet for Desktop')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://desk.example/download')
    expect(screen.queryByText('Desk Wallet for Mobile')).toBeNull()
  })

  it('offers a named wallet by where it installs: an extension-only one on the desktop, a phone-only one not', async () => {
    const named = (id: 'rabby' | 'argent'): WalletInfo => ({ ...WALLET_CATALOG[id], installed: false, kind: 'injected', group: 'More' })
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, named('argent'), named('rabby')] })
    await user.click(screen.getByRole('button', { name: 'Get a Wallet' }))
    const offered = within(step())
      .getAllByRole('button', { name: /^Get / })
      .map((button) => button.getAttribute('aria-label'))
    expect(offered).toContain('Get Rabby Wallet')
    expect(offered).not.toContain('Get Argent')
    expect(offered).not.toContain('Get Safe')
  })

  it('never links to a download that is not a web address', async () => {
    const hostile = { ...WALLETS.metaMask, id: 'bad', name: 'Bad', downloadUrls: { browserExtension: 'javascript:alert(1)', desktop: 'https://ok.example/' } }
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, hostile] })
    await user.click(screen.getByRole('button', { name: 'Bad' }))
    await user.click(screen.getByRole('button', { name: 'INSTALL' }))
    expect(
      within(step())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://ok.example/'])
  })
})
