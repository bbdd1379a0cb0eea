import { useAccount, useAddRecentTransaction, useSendTransaction } from 'retropgf-connect'

const TIP_JAR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function SendTip() {
  const { status } = useAccount()
  const { sendTransactionAsync, status: sending, data: hash, error } = useSendTransaction()
  const addRecentTransaction = useAddRecentTransaction()

  if (status !== 'connected') return <p>Connect a wallet to send a tip.</p>

  async function sendTip() {
    const sent = await sendTransactionAsync({ to: TIP_JAR, value: 10n ** 15n })
    addRecentTransaction({ hash: sent, description: 'Tip of 0.001 ETH' })
  }

  return (
    <>
      <button type="button" disabled={sending === 'pending'} onClick={() => void sendTip().catch(() => {})}>
        Send a tip
      </button>
      {hash && <p>Sent: {hash}</p>}
      {error && <p role="alert">{error.message}</p>}
    </>
  )
}
