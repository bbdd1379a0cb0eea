import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Hex, TransactionRequest } from '../../../src-domain/index.js'
import { REVERTING_GAS_LIMIT, REVERTING_INIT_CODE } from '../../../src-ui/dev/reverting-code.js'
import { REVERTS_DESCRIPTION, REVERTS_LABEL, SUCCEEDS_DESCRIPTION, SUCCEEDS_LABEL, TransactionsPage } from '../../../src-ui/dev/TransactionsPage.js'
import { accountButton, renderApp, TEST_ACCOUNT, TEST_ACCOUNT_SHORT, type AppHarness } from '../support/render-app.js'

function spySends(harness: AppHarness) {
  const sent: TransactionRequest[] = []
  const original = harness.wallet.sendTransaction.bind(harness.wallet)
  vi.spyOn(harness.wallet, 'sendTransaction').mockImplementation(async (request) => {
    sent.push(request)
    return original(request)
  })
  return sent
}

async function recentTransactions(harness: AppHarness): Promise<HTMLElement> {
  await harness.user.click(accountButton())
  const dialog = screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })
  return within(dialog).getByRole('region', { name: 'Recent Transactions' })
}

describe('development transactions page', () => {
  it('is disabled until a wallet is connected', async () => {
    await renderApp({ children: <TransactionsPage /> })
    expect(screen.getByRole('button', { name: SUCCEEDS_LABEL })).toBeDisabled()
    expect(screen.getByRole('button', { name: REVERTS_LABEL })).toBeDisabled()
    expect(screen.getByText('Connect a wallet on a supported chain to send transactions.')).toBeInTheDocument()
  })

  it('sends 0 ETH to the account itself and adds it pending; its receipt confirms it', async () => {
    const harness = await renderApp({ children: <TransactionsPage /> })
    await harness.connect({ chainId: 31337 })
    const sent = spySends(harness)
    await harness.user.click(screen.getByRole('button', { name: SUCCEEDS_LABEL }))
    expect(sent).toEqual([{ from: TEST_ACCOUNT, to: TEST_ACCOUNT, value: 0n, chainId: 31337 }])
    const [tx] = harness.services.transactions.getState().transactions
    expect(tx).toMatchObject({ description: SUCCEEDS_DESCRIPTION, status: 'pending' })
    expect(screen.getByText(`Sent ${tx?.hash}`)).toBeInTheDocument()
    const list = await recentTransactions(harness)
    expect(within(list).getByText(SUCCEEDS_DESCRIPTION)).toBeInTheDocument()
    act(() => harness.rpc.control.mine(31337, 1, { hash: tx?.hash as Hex, status: 'success' }))
    await vi.waitFor(() => expect(harness.services.transactions.getState().transactions[0]?.status).toBe('confirmed'))
  })

  it('sends a contract creation that reverts, with a gas limit, and it ends failed', async () => {
    const harness = await renderApp({ children: <TransactionsPage /> })
    await harness.connect({ chainId: 31337 })
    const sent = spySends(harness)
    await harness.user.click(screen.getByRole('button', { name: REVERTS_LABEL }))
    expect(sent).toEqual([{ from: TEST_ACCOUNT, data: REVERTING_INIT_CODE, gas: REVERTING_GAS_LIMIT, chainId: 31337 }])
    const [tx] = harness.services.transactions.getState().transactions
    expect(tx).toMatchObject({ description: REVERTS_DESCRIPTION, status: 'pending' })
    act(() => harness.rpc.control.mine(31337, 1, { hash: tx?.hash as Hex, status: 'reverted' }))
    await vi.waitFor(() => expect(harness.services.transactions.getState().transactions[0]?.status).toBe('failed'))
  })

  it('says why when the wallet refuses, and adds nothing', async () => {
    const harness = await renderApp({ children: <TransactionsPage />, failures: { sendTransaction: 'failed' } })
    await harness.connect()
    await harness.user.click(screen.getByRole('button', { name: SUCCEEDS_LABEL }))
    expect(screen.getByRole('alert')).toHaveTextContent('The wallet could not send.')
    expect(harness.services.transactions.getState().transactions).toEqual([])
    expect(screen.getByRole('button', { name: SUCCEEDS_LABEL })).toBeEnabled()
  })
})
