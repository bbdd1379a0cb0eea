import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_WALLET } from '../../../src-adapters/memory/index.js'
import { RelayUnreachableError, WALLET_CATALOG, type WalletInfo } from '../../../src-domain/index.js'
import { HOUR, renderConnect, stepPanel, fakeClockPerTest } from '../support/render-connect.js'

fakeClockPerTest()

/** MetaMask without its extension on a desktop, reached through its SDK (no WalletConnect project id). */
const METAMASK_SDK: WalletInfo = { ...WALLET_CATALOG.metaMask, installed: false, kind: 'sdk', group: 'Popular' }
/** The same with a project id: through WalletConnect, by QR code. */
const METAMASK_QR: WalletInfo = { ...WALLET_CATALOG.metaMask, installed: false, kind: 'walletConnect', group: 'Popular' }

describe('connect dialog: a wallet that is not installed, whose other way in cannot start', () => {
  it('MetaMask through its SDK, failing (no network): `MetaMask is not installed` with INSTALL and RETRY, never the library’s failure', async () => {
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, METAMASK_SDK], connectDelayMs: HOUR })
    vi.spyOn(wallet, 'connect').mockRejectedValue(new Error('Oops, something went wrong!'))
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    const panel = stepPanel()
    expect(await within(panel).findByRole('heading', { name: 'MetaMask is not installed' })).toBeInTheDocument()
    expect(screen.queryByText('Oops, something went wrong!')).toBeNull()
    expect(screen.queryByText('Continue in the MetaMask window')).toBeNull()
    expect(within(panel).getByRole('button', { name: 'RETRY' })).toBeInTheDocument()
    // The download step: the extension or the phone app.
    await user.click(within(panel).getByRole('button', { name: 'INSTALL' }))
    expect(await screen.findByRole('heading', { name: 'Get MetaMask' })).toBeInTheDocument()
  })

  it('MetaMask by QR code with an unreachable relay: `MetaMask is not installed`, why, its download step and Try again', async () => {
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, METAMASK_QR], connectDelayMs: HOUR })
    vi.spyOn(wallet, 'connect').mockRejectedValue(new RelayUnreachableError())
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    const panel = stepPanel()
    expect(await within(panel).findByRole('heading', { name: 'MetaMask is not installed' })).toBeInTheDocument()
    expect(within(panel).getByRole('alert')).toHaveTextContent('WalletConnect could not be reached.')
    expect(within(panel).getByRole('button', { name: 'Get MetaMask' })).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('a visitor who declines in the SDK’s own window is not told the wallet is missing: RETRY only', async () => {
    const { user, wallet } = await renderConnect({ wallets: [MOCK_WALLET, METAMASK_SDK], connectDelayMs: HOUR })
    vi.spyOn(wallet, 'connect').mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    await act(() => vi.advanceTimersByTimeAsync(10))
    const panel = stepPanel()
    expect(await within(panel).findByRole('button', { name: 'RETRY' })).toBeInTheDocument()
    expect(within(panel).getByRole('heading', { name: 'Opening MetaMask...' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
