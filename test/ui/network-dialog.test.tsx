import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONNECTION_MESSAGES } from '../../src-domain/index.js'
import { chainButton, gate, renderApp, type AppHarness } from './support/render-app.js'

async function openNetworkDialog(harness: AppHarness): Promise<HTMLElement> {
  await harness.user.click(chainButton())
  return screen.getByRole('dialog', { name: 'Switch Networks' })
}

const row = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name })

describe('network dialog: Switch Networks', () => {
  it('lists one row per configured chain with its icon on the icon background, the current one Connected', async () => {
    const harness = await renderApp()
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    const rows = within(dialog).getAllByRole('button').filter((button) => button.classList.contains('rpgf-network-row'))
    expect(rows.map((button) => button.querySelector('.rpgf-network-name')?.textContent)).toEqual(['OP Mainnet', 'Optimism Goerli', 'Hardhat'])
    const backgrounds = rows.map((button) => within(button).getByTestId('chain-icon').querySelector('circle')?.getAttribute('fill'))
    expect(backgrounds).toEqual(['#ff5a57', '#ff5a57', '#f9f7ec'])

    const current = row(dialog, /^Hardhat/)
    expect(current).toHaveTextContent('Connected')
    expect(current).toHaveAttribute('aria-current', 'true')
    expect(within(dialog).getAllByText('Connected')).toHaveLength(1)
    expect(within(dialog).queryByText(CONNECTION_MESSAGES.wrongNetwork)).toBeNull()
  })

  it('switches: the chosen chain becomes Connected and the chain button follows', async () => {
    const harness = await renderApp()
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    expect(row(dialog, /^OP Mainnet/)).toHaveTextContent('Connected')
    expect(row(dialog, /^Hardhat/)).not.toHaveTextContent('Connected')
    expect(chainButton()).toHaveTextContent('OP Mainnet')
  })

  it('marks the chain asked for Confirm in Wallet until the wallet answers', async () => {
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
    expect(within(dialog).queryByText('Confirm in Wallet')).toBeNull()
    expect(row(dialog, /^Optimism Goerli/)).toHaveTextContent('Connected')
  })

  it('a wallet that cannot switch gets the spec’s message, and stays on its chain', async () => {
    const harness = await renderApp({ failures: { switchChain: 'unsupported' } })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CONNECTION_MESSAGES.cannotSwitch)
    expect(row(dialog, /^Hardhat/)).toHaveTextContent('Connected')
  })

  it('a rejected switch says nothing; a failed one says it failed', async () => {
    const harness = await renderApp({ failures: { switchChain: 'userRejected' } })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    await harness.user.click(row(dialog, /^OP Mainnet/))
    expect(within(dialog).queryByRole('alert')).toBeNull()
    harness.wallet.control.setFailures({ switchChain: 'failed' })
    await harness.user.click(row(dialog, /^OP Mainnet/))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Switching the network failed. Please try again.')
  })

  it('on an unsupported chain: the wrong-network message, the wallet’s chain as (unsupported), a way out', async () => {
    const harness = await renderApp({ chainId: 1 })
    await harness.connect()
    const dialog = await openNetworkDialog(harness)
    expect(within(dialog).getByText(CONNECTION_MESSAGES.wrongNetwork)).toBeInTheDocument()
    expect(within(dialog).getByText('Chain 1 (unsupported)')).toBeInTheDocument()
    expect(within(dialog).queryByText('Connected')).toBeNull()

    await harness.user.click(row(dialog, /^OP Mainnet/))
    expect(row(dialog, /^OP Mainnet/)).toHaveTextContent('Connected')
    expect(within(dialog).queryByText(CONNECTION_MESSAGES.wrongNetwork)).toBeNull()
    expect(within(dialog).queryByText(/\(unsupported\)/)).toBeNull()
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
