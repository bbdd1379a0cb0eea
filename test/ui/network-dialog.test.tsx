import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CONNECTION_MESSAGES } from '../../src-domain/index.js'
import { chainButton, gate, renderApp, type AppHarness } from './support/render-app.js'

async function openNetworkDialog(harness: AppHarness): Promise<HTMLElement> {
  await harness.user.click(chainButton())
  return screen.getByRole('dialog', { name: 'Switch Networks' })
}

const networkDialogClosed = () => vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch Networks' })).toBeNull())

const row = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name })

describe('network dialog: Switch Networks', () => {
  it('lists one row per configured chain with its icon on the icon background, the current one Connected', async () => {
    const harness = await renderApp()
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    const rows = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('rpgf-network-row'))
    expect(rows.map((button) => button.querySelector('.rpgf-network-name')?.textContent)).toEqual(['OP Mainnet', 'Optimism Goerli', 'Hardhat'])
    // Each chain's logo (its chunk fetched when the chain button was drawn) on the chain's icon background.
    await vi.waitFor(() => expect(rows.map((button) => within(button).getByTestId('chain-icon').tagName)).toEqual(['IMG', 'IMG', 'IMG']))
    const backgrounds = rows.map((button) => within(button).getByTestId('chain-icon').style.background)
    expect(backgrounds).toEqual(['rgb(255, 90, 87)', 'rgb(255, 90, 87)', 'rgb(249, 247, 236)'])

    const current = row(dialog, /^Hardhat/)
    expect(current).toHaveTextContent('Connected')
    expect(current).toHaveAttribute('aria-current', 'true')
    expect(within(dialog).getAllByText('Connected')).toHaveLength(1)
    expect(within(dialog).queryByText(CONNECTION_MESSAGES.wrongNetwork)).toBeNull()
  })

  it('switches: the dialog closes, focus goes back to the chain button, which shows the chosen chain', async () => {
    const harness = await renderApp()
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    await networkDialogClosed()
    expect(chainButton()).toHaveTextContent('OP Mainnet')
    expect(chainButton()).toHaveFocus()
    const reopened = await openNetworkDialog(harness)
    expect(row(reopened, /^OP Mainnet/)).toHaveTextContent('Connected')
    expect(row(reopened, /^Hardhat/)).not.toHaveTextContent('Connected')
  })

  it('marks the chain asked for Confirm in Wallet until the wallet answers, then closes', async () => {
    const wait = gate()
    const harness = await renderApp({ switchGate: wait.promise })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^Optimism Goerli/))
    expect(row(dialog, /^Optimism Goerli/)).toHaveTextContent('Confirm in Wallet')
    expect(row(dialog, /^Hardhat/)).toHaveTextContent('Connected')
    // A second choice while one waits is not sent to the wallet.
    await harness.user.click(row(dialog, /^OP Mainnet/))
    expect(harness.services.connection.getState()).toMatchObject({ pendingChainId: 420 })

    await act(async () => wait.open())
    await networkDialogClosed()
    expect(chainButton()).toHaveTextContent('Optimism Goerli')
  })

  it('a switch that answers after the dialog was closed and opened again leaves the new one open', async () => {
    const wait = gate()
    const harness = await renderApp({ switchGate: wait.promise })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    await harness.user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    const reopened = await openNetworkDialog(harness)
    await act(async () => wait.open())
    await vi.waitFor(() => expect(row(reopened, /^OP Mainnet/)).toHaveTextContent('Connected'))
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBe(reopened)
  })

  it('a wallet that cannot switch: the dialog closes, the spec’s message is announced and shown on reopening', async () => {
    const harness = await renderApp({ failures: { switchChain: 'unsupported' } })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    await networkDialogClosed()
    await vi.waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent(CONNECTION_MESSAGES.cannotSwitch))
    expect(chainButton()).toHaveTextContent('Hardhat')
    const reopened = await openNetworkDialog(harness)
    expect(within(reopened).getByRole('alert')).toHaveTextContent(CONNECTION_MESSAGES.cannotSwitch)
    expect(row(reopened, /^Hardhat/)).toHaveTextContent('Connected')
  })

  it('a rejected switch closes the dialog and says nothing; a failed one closes it and says it failed', async () => {
    const harness = await renderApp({ failures: { switchChain: 'userRejected' } })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    await networkDialogClosed()
    expect(within(await openNetworkDialog(harness)).queryByRole('alert')).toBeNull()

    harness.wallet.control.setFailures({ switchChain: 'failed' })
    await harness.user.click(row(screen.getByRole('dialog', { name: 'Switch Networks' }), /^OP Mainnet/))
    await networkDialogClosed()
    await vi.waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent('Switching the network failed. Please try again.'))
    const reopened = await openNetworkDialog(harness)
    expect(within(reopened).getByRole('alert')).toHaveTextContent('Switching the network failed. Please try again.')
  })

  it('on an unsupported chain: the wrong-network message, the wallet’s chain as (unsupported), a way out', async () => {
    const harness = await renderApp({ chainId: 1 })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    expect(within(dialog).getByText(CONNECTION_MESSAGES.wrongNetwork)).toBeInTheDocument()
    // Named from viem's chain list (fetched when needed), marked, and not drawn as the chosen chain.
    const unsupported = await within(dialog).findByText('Ethereum (unsupported)')
    expect(unsupported.closest('.rpgf-network-row')).not.toHaveAttribute('aria-current')
    expect(within(dialog).queryByText('Connected')).toBeNull()
    expect(dialog.querySelector('[aria-current]')).toBeNull()
    // The way out names itself and carries its icon.
    expect(within(dialog).getByRole('button', { name: 'Disconnect' }).querySelector('svg')).not.toBeNull()

    await harness.user.click(row(dialog, /^OP Mainnet/))
    await networkDialogClosed()
    expect(chainButton()).toHaveTextContent('OP Mainnet')
    const reopened = await openNetworkDialog(harness)
    expect(row(reopened, /^OP Mainnet/)).toHaveTextContent('Connected')
    expect(within(reopened).queryByText(CONNECTION_MESSAGES.wrongNetwork)).toBeNull()
    expect(within(reopened).queryByText(/\(unsupported\)/)).toBeNull()
  })

  it('a chain no list knows is `Chain <id> (unsupported)`', async () => {
    const harness = await renderApp({ chainId: 424_242_424 })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    expect(within(dialog).getByText('Chain 424242424 (unsupported)')).toBeInTheDocument()
  })

  it('Disconnect from a wrong network closes the dialog', async () => {
    const harness = await renderApp({ chainId: 1 })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})
