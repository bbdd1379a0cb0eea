import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InvalidTransactionError, NotConnectedError, TRANSACTION_MESSAGES, type NewTransaction } from '../../../src-domain/index.js'
import { useAddRecentTransaction, useRecentTransactions } from '../../../src-ui/hooks/use-transactions.js'
import { renderApp } from '../support/render-app.js'

const HASH = `0x${'12'.repeat(32)}` as const

/** An app page using the public hooks: a button that adds, a list that reads. */
function Page({ tx, onError }: { tx: NewTransaction; onError: (error: unknown) => void }) {
  const add = useAddRecentTransaction()
  const transactions = useRecentTransactions()
  return (
    <>
      <button
        type="button"
        onClick={() => {
          try {
            add(tx)
          } catch (error) {
            onError(error)
          }
        }}
      >
        Add
      </button>
      <ul aria-label="mine">
        {transactions.map((t) => (
          <li key={t.hash}>{`${t.description}: ${t.status}${t.confirmations === undefined ? '' : ` (${t.confirmations})`}`}</li>
        ))}
      </ul>
    </>
  )
}

describe('useAddRecentTransaction / useRecentTransactions', () => {
  it('adds for the connected account, and the list follows it to confirmed', async () => {
    const errors: unknown[] = []
    const harness = await renderApp({ children: <Page tx={{ hash: HASH, description: 'Vote', confirmations: 2 }} onError={(e) => errors.push(e)} /> })
    await harness.connect({ chainId: 31337 })
    await harness.user.click(screen.getByRole('button', { name: 'Add' }))
    expect(errors).toEqual([])
    expect(screen.getByRole('listitem')).toHaveTextContent('Vote: pending (2)')
    act(() => harness.rpc.control.mine(31337, 2, { hash: HASH, status: 'success' }))
    await screen.findByText('Vote: confirmed (2)')
  })

  it('throws every validation message at once for bad input, and adds nothing', async () => {
    const errors: unknown[] = []
    const bad = { hash: 'nope', description: 42, confirmations: -1 } as unknown as NewTransaction
    const harness = await renderApp({ children: <Page tx={bad} onError={(e) => errors.push(e)} /> })
    await harness.connect()
    await harness.user.click(screen.getByRole('button', { name: 'Add' }))
    expect(errors[0]).toBeInstanceOf(InvalidTransactionError)
    expect((errors[0] as InvalidTransactionError).messages).toEqual([
      TRANSACTION_MESSAGES.invalidHash,
      TRANSACTION_MESSAGES.missingDescription,
      TRANSACTION_MESSAGES.invalidConfirmations,
    ])
    expect(screen.queryAllByRole('listitem')).toEqual([])
  })

  it('throws NotConnectedError when no account is connected', async () => {
    const errors: unknown[] = []
    const harness = await renderApp({ children: <Page tx={{ hash: HASH, description: 'Vote' }} onError={(e) => errors.push(e)} /> })
    await harness.user.click(screen.getByRole('button', { name: 'Add' }))
    expect(errors[0]).toBeInstanceOf(NotConnectedError)
  })
})
