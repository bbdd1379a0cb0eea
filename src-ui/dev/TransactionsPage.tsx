import { useId, useState } from 'react'
import type { TransactionRequest } from '../../src-domain/index.js'
import { useAddRecentTransaction, useTransactionsState } from '../hooks/use-transactions.js'
import { useServices } from '../services.js'
import { REVERTING_GAS_LIMIT, REVERTING_INIT_CODE } from './reverting-code.js'
import './dev-page.css'

export const SUCCEEDS_LABEL = 'Send a transaction that succeeds'
export const REVERTS_LABEL = 'Send a transaction that reverts'
export const SUCCEEDS_DESCRIPTION = 'Send 0 ETH to yourself'
export const REVERTS_DESCRIPTION = 'Create a contract that reverts'
export const SIGN_LABEL = 'Sign a message'
export const SIGNED_MESSAGE = 'Signed on the development page'

type Outcome = { kind: 'sent'; hash: string } | { kind: 'signed'; signature: string } | { kind: 'error'; message: string } | null

function DevButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="rpgf-button" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  )
}

/**
 * Development only (`/?dev=transactions` in `npm start`): sends a real transaction through the
 * connected wallet, one that succeeds and one that reverts, and adds it to Recent Transactions,
 * so the account dialog can be seen going from Pending to Confirmed or Failed; signs a message.
 */
export function TransactionsPage() {
  const { wallet } = useServices()
  const { account } = useTransactionsState()
  const addRecentTransaction = useAddRecentTransaction()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const titleId = useId()

  /** One wallet call at a time, its answer or its error shown. */
  const ask = async (call: () => Promise<Outcome>) => {
    setSending(true)
    setOutcome(null)
    try {
      setOutcome(await call())
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    } finally {
      setSending(false)
    }
  }
  const send = (request: TransactionRequest, description: string) =>
    ask(async () => {
      const hash = await wallet.sendTransaction(request)
      addRecentTransaction({ hash, description })
      return { kind: 'sent', hash }
    })

  const disabled = account === null || sending
  return (
    <section className="rpgf-dev-transactions" aria-labelledby={titleId}>
      <h2 id={titleId}>Development: transactions</h2>
      {account === null && <p>Connect a wallet on a supported chain to send transactions.</p>}
      <DevButton
        label={SUCCEEDS_LABEL}
        disabled={disabled}
        onClick={() => account && void send({ from: account.address, to: account.address, value: 0n, chainId: account.chainId }, SUCCEEDS_DESCRIPTION)}
      />{' '}
      <DevButton
        label={REVERTS_LABEL}
        disabled={disabled}
        onClick={() =>
          account && void send({ from: account.address, data: REVERTING_INIT_CODE, gas: REVERTING_GAS_LIMIT, chainId: account.chainId }, REVERTS_DESCRIPTION)
        }
      />{' '}
      <DevButton
        label={SIGN_LABEL}
        disabled={disabled}
        onClick={() =>
          account && void ask(async () => ({ kind: 'signed', signature: await wallet.signMessage({ account: account.address, message: SIGNED_MESSAGE }) }))
        }
      />
      {outcome?.kind === 'sent' && <p role="status">Sent {outcome.hash}</p>}
      {outcome?.kind === 'signed' && <p role="status">Signed {outcome.signature}</p>}
      {outcome?.kind === 'error' && <p role="alert">{outcome.message}</p>}
    </section>
  )
}
