import { act, screen, within } from '@testing-library/react'
import { ConnectButton } from 'retropgf-connect'
import { renderWithWallet } from 'retropgf-connect/testing'
import { expect, it } from 'vitest'
import { SendTip } from './SendTip'

it('asks for a wallet first, then sends a tip from it', async () => {
  const { user } = await renderWithWallet(
    <>
      <ConnectButton />
      <SendTip />
    </>,
  )
  expect(screen.getByText('Connect a wallet to send a tip.')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Mock Wallet/ }))
  await user.click(await screen.findByRole('button', { name: 'Send a tip' }))
  expect(await screen.findByText(/^Sent: 0x[0-9a-f]{64}$/)).toBeTruthy()
})

it('shows the recent tip confirmed once the chain mines it', async () => {
  const { user, rpc } = await renderWithWallet(
    <>
      <ConnectButton />
      <SendTip />
    </>,
    { connected: true },
  )
  await user.click(screen.getByRole('button', { name: 'Send a tip' }))
  const hash = (await screen.findByText(/^Sent: /)).textContent!.slice('Sent: '.length) as `0x${string}`
  act(() => rpc.control.mine(31337, 1, { hash, status: 'success' }))
  await user.click(screen.getByRole('button', { name: /^0xf3…2266/ }))
  const dialog = screen.getByRole('dialog')
  expect(within(dialog).getByText('Tip of 0.001 ETH')).toBeTruthy()
  expect(await within(dialog).findByText('Confirmed')).toBeTruthy()
})

it('shows the wallet\'s refusal', async () => {
  const { user } = await renderWithWallet(<SendTip />, { connected: true, failures: { sendTransaction: 'userRejected' } })
  await user.click(screen.getByRole('button', { name: 'Send a tip' }))
  expect((await screen.findByRole('alert')).textContent).toMatch(/rejected/i)
})
