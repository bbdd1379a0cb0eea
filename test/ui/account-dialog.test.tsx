import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COPIED_HINT_MS } from '../../src-domain/index.js'
import { accountButton, renderApp, TEST_ACCOUNT, TEST_ACCOUNT_SHORT, type AppHarness } from './support/render-app.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

async function openAccountDialog(harness: AppHarness, chainId?: number): Promise<HTMLElement> {
  await harness.connect(chainId === undefined ? {} : { chainId })
  await harness.user.click(accountButton())
  return screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })
}

describe('account dialog', () => {
  it('shows the shortened address as its title and the balance', async () => {
    const dialog = await openAccountDialog(await renderApp())
    expect(within(dialog).getByRole('heading', { name: TEST_ACCOUNT_SHORT })).toBeInTheDocument()
    expect(await within(dialog).findByText('1.23 ETH')).toBeInTheDocument()
  })

  it('Disconnect disconnects, closes the dialog and brings Connect Wallet back', async () => {
    const harness = await renderApp()
    const dialog = await openAccountDialog(harness)
    await harness.user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(harness.services.connection.getState().status).toBe('disconnected')
    expect(harness.wallet.control.isConnected()).toBe(false)
  })

  it('closes by itself when the wallet disconnects', async () => {
    const harness = await renderApp()
    await openAccountDialog(harness)
    act(() => harness.wallet.control.emit({ type: 'accountsChanged', accounts: [] }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

/**
 * A clock that moves only when the test says, so the 1500 ms are counted exactly. Only timeouts
 * are faked: React's own scheduling stays real.
 */
function exactClock(): void {
  vi.useRealTimers()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
}

/** A click without user-event's own pauses (they wait on timeouts, which this clock holds). */
async function clickNow(button: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(button)
  })
}

describe('Copy Address', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('copies the full address and reads Copied! for exactly 1500 ms', async () => {
    const harness = await renderApp()
    const dialog = await openAccountDialog(harness)
    exactClock()
    await clickNow(within(dialog).getByRole('button', { name: 'Copy Address' }))
    expect(await navigator.clipboard.readText()).toBe(TEST_ACCOUNT)
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(COPIED_HINT_MS - 1))
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument()
  })

  it('a second copy starts the 1500 ms again', async () => {
    const harness = await renderApp()
    const dialog = await openAccountDialog(harness)
    exactClock()
    await clickNow(within(dialog).getByRole('button', { name: 'Copy Address' }))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await clickNow(within(dialog).getByRole('button', { name: 'Copied!' }))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument()
  })

  it('a clipboard that refuses shows Copy failed (never Copied!) and nothing breaks', async () => {
    const harness = await renderApp()
    const dialog = await openAccountDialog(harness)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await harness.user.click(within(dialog).getByRole('button', { name: 'Copy Address' }))
    expect(await within(dialog).findByRole('button', { name: 'Copy failed' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(COPIED_HINT_MS))
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument()
  })

  it('no clipboard at all (an insecure page) fails the same gentle way', async () => {
    const harness = await renderApp()
    const dialog = await openAccountDialog(harness)
    const restore = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
    try {
      await harness.user.click(within(dialog).getByRole('button', { name: 'Copy Address' }))
      expect(await within(dialog).findByRole('button', { name: 'Copy failed' })).toBeInTheDocument()
    } finally {
      if (restore) Object.defineProperty(navigator, 'clipboard', restore)
      else Reflect.deleteProperty(navigator, 'clipboard')
    }
  })
})

describe('Recent Transactions', () => {
  it('shows the 3 newest with Pending, Confirmed or Failed and an explorer link; Clear All empties them', async () => {
    const harness = await renderApp()
    await harness.connect({ chainId: 10 })
    act(() => {
      for (let n = 1; n <= 4; n += 1) harness.services.transactions.add({ hash: hash(n), description: `Transfer ${n}` })
    })
    await harness.user.click(accountButton())
    const dialog = screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })
    const section = within(dialog).getByRole('region', { name: 'Recent Transactions' })
    const rows = () => within(section).getAllByRole('listitem')
    expect(rows().map((row) => row.querySelector('.rpgf-transaction-description')?.textContent)).toEqual(['Transfer 4', 'Transfer 3', 'Transfer 2'])
    expect(rows().every((row) => within(row).queryByText('Pending') !== null)).toBe(true)
    const link = within(rows()[0]!).getByRole('link', { name: /View on Optimism Explorer/ })
    expect(link).toHaveAttribute('href', `https://optimistic.etherscan.io/tx/${hash(4)}`)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
    const icon = (row: HTMLElement) => row.querySelector('.rpgf-transaction-icon svg')?.getAttribute('data-icon')
    expect(rows().map(icon)).toEqual(['pending', 'pending', 'pending'])

    act(() => {
      harness.rpc.control.mine(10, 1, { hash: hash(4), status: 'success' })
      harness.rpc.control.mine(10, 1, { hash: hash(3), status: 'reverted' })
    })
    await within(rows()[0]!).findByText('Confirmed')
    await within(rows()[1]!).findByText('Failed')
    expect(rows().map(icon)).toEqual(['confirmed', 'failed', 'pending'])

    await harness.user.click(within(section).getByRole('button', { name: 'Clear All' }))
    expect(within(section).queryAllByRole('listitem')).toEqual([])
    expect(within(section).queryByRole('button', { name: 'Clear All' })).toBeNull()
    expect(harness.services.transactions.getState().transactions).toEqual([])
  })

  it('has no explorer link on the local chain, which has no block explorer', async () => {
    const harness = await renderApp()
    await harness.connect()
    act(() => harness.services.transactions.add({ hash: hash(1), description: 'Local transfer' }))
    await harness.user.click(accountButton())
    const section = within(screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })).getByRole('region', { name: 'Recent Transactions' })
    await within(section).findByText('Local transfer')
    expect(within(section).queryByRole('link')).toBeNull()
    expect(section.querySelector('.rpgf-transaction-icon svg')?.getAttribute('data-icon')).toBe('pending')
  })

  it('renders a stored description as text, never as markup', async () => {
    const harness = await renderApp()
    await harness.connect({ chainId: 10 })
    act(() => harness.services.transactions.add({ hash: hash(9), description: '<img src=x onerror=alert(1)>' }))
    await harness.user.click(accountButton())
    const dialog = screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(dialog.querySelector('img')).toBeNull()
  })

  it('is left out when transaction display is off', async () => {
    const harness = await renderApp({ shell: { showRecentTransactions: false } })
    const dialog = await openAccountDialog(harness)
    expect(within(dialog).queryByText('Recent Transactions')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument()
  })
})
