import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import { PAIRING_URI_TIMEOUT_MS } from '../../../src-domain/index.js'
import { QrCode } from '../../../src-ui/components/connect/QrCode.js'
import { scanSvg as scan } from '../support/qr-scan.js'
import { HOUR, renderConnect, fakeClockPerTest, WALLETS } from '../support/render-connect.js'

const URI = 'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@2?relay-protocol=irn&symKey=4d4fbb4e3e7fe5f3a8a0c96c2c3b7a96b1e3d37e3b5a1b2f6c8f0e7a9d5c1b3a'
fakeClockPerTest()

describe('connect dialog: connecting by QR code', () => {
  it('shows Scan with your phone, then the WalletConnect URI as a QR code that scans back to it', async () => {
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.walletConnect], connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }))
    // The pick's step and its connecting state reach the UI a task later (the paced store).
    expect(await screen.findByRole('heading', { name: 'Scan with your phone' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Preparing the QR code' })).toBeInTheDocument()
    // WalletConnect itself has nothing to download.
    expect(screen.queryByRole('button', { name: 'GET' })).toBeNull()

    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    const code = await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })
    expect(code.tagName.toLowerCase()).toBe('svg')
    expect(scan(code)).toBe(URI)

    // WalletConnect hands out a fresh URI when the old one expires: the code follows.
    const next = `${URI}&expiryTimestamp=1`
    act(() => wallet.control.emit({ type: 'displayUri', uri: next }))
    await vi.waitFor(() => expect(scan(screen.getByRole('img', { name: 'QR code to connect WalletConnect' }))).toBe(next))
  })

  it('copies the URI for a wallet that pastes it, saying Copied! for 1500 ms', async () => {
    const { user, wallet } = await renderConnect({ wallets: [WALLETS.walletConnect], connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(screen.queryByRole('button', { name: 'Copy to clipboard' })).toBeNull()
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    await user.click(await screen.findByRole('button', { name: 'Copy to clipboard' }))
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(URI)
    // The clock also runs on its own here, so the checks keep a margin around 1500 ms.
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument()
  })

  it('offers the phone wallet’s downloads (Don’t have Rainbow?) while its code is shown', async () => {
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.rainbow], connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Rainbow' }))
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    expect(await screen.findByRole('img', { name: 'QR code to connect Rainbow' })).toBeInTheDocument()
    expect(screen.getByText('Don’t have Rainbow?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'GET' }))
    expect(screen.getByRole('heading', { name: 'Get Rainbow' })).toBeInTheDocument()
    // Back returns to the code while the connection still waits.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('img', { name: 'QR code to connect Rainbow' })).toBeInTheDocument()
  })

  it('shows RETRY when the QR connection fails, and a new code after retrying', async () => {
    const { user, wallet } = await renderConnect({ wallets: [WALLETS.walletConnect], failures: { connect: 'userRejected' } })
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    wallet.control.setFailures({})
    await user.click(screen.getByRole('button', { name: 'RETRY' }))
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    expect(await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })).toBeInTheDocument()
  })
})

describe('connect dialog: a WalletConnect relay that never answers', () => {
  it('within 5 s of the pick with no pairing URI: the placeholder stops, the dialog says so and offers Try again and Get Rainbow', async () => {
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.rainbow], connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Rainbow' }))
    expect(await screen.findByRole('img', { name: 'Preparing the QR code' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 200))
    expect(screen.getByRole('img', { name: 'Preparing the QR code' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()

    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.queryByRole('img', { name: 'Preparing the QR code' })).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('WalletConnect could not be reached.')
    expect(screen.getByText('Check your internet connection, then try again. Some networks block WalletConnect.')).toBeInTheDocument()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()

    // Try again asks for a new pairing: the placeholder, then the code once the relay answers.
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('img', { name: 'Preparing the QR code' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => wallet.control.emit({ type: 'displayUri', uri: URI }))
    expect(await screen.findByRole('img', { name: 'QR code to connect Rainbow' })).toBeInTheDocument()
    // With the code there, no time limit: the phone takes as long as it takes.
    await act(() => vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS * 2))
    expect(screen.getByRole('img', { name: 'QR code to connect Rainbow' })).toBeInTheDocument()
  })

  it('Get Rainbow leads to its downloads', async () => {
    const { user } = await renderConnect({ wallets: [MOCK_WALLET, WALLETS.rainbow], connectDelayMs: HOUR })
    await user.click(screen.getByRole('button', { name: 'Rainbow' }))
    await act(() => vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS))
    await user.click(screen.getByRole('button', { name: 'Get Rainbow' }))
    expect(screen.getByRole('heading', { name: 'Get Rainbow' })).toBeInTheDocument()
  })
})

describe('QrCode', () => {
  it.each([
    { level: 'L' as const, version: 10 },
    { level: 'Q' as const, version: 20 },
    { level: 'H' as const, version: 40 },
  ])('draws version $version at level $level and scans back', async ({ level, version }) => {
    render(<QrCode value={URI} label="code" level={level} version={version} />)
    const svg = await screen.findByRole('img', { name: 'code' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg).toHaveAttribute('data-qr-version', String(version))
    expect(svg).toHaveAttribute('data-qr-level', level)
    expect(scan(svg)).toBe(URI)
  })

  it('says so instead of drawing when the text cannot fit', async () => {
    render(<QrCode value={URI} label="code" version={1} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('The QR code could not be drawn.')
  })
})
