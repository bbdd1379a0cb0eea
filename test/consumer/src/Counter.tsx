import { useEffect } from 'react'
import { useAccount, useReadContract, useWaitForTransactionReceipt, useWriteContract } from 'retropgf-connect'
import { COUNTER_ADDRESS, counterAbi } from './counter'

export function Counter() {
  const { status } = useAccount()
  const count = useReadContract({ address: COUNTER_ADDRESS, abi: counterAbi, functionName: 'count' })
  const { writeContract, data: hash, isPending, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const { refetch } = count

  // The count is read again once the write is in a block.
  useEffect(() => {
    if (receipt.isSuccess) void refetch()
  }, [receipt.isSuccess, refetch])

  return (
    <section aria-label="Counter">
      <p>Count: {count.data === undefined ? (count.isError ? 'unavailable' : '…') : count.data.toString()}</p>
      {status === 'connected' && (
        <button type="button" disabled={isPending} onClick={() => writeContract({ address: COUNTER_ADDRESS, abi: counterAbi, functionName: 'increment', args: [1n] })}>
          Add one
        </button>
      )}
      {hash && <p>{`Added in ${hash}: ${receipt.isSuccess ? 'confirmed' : 'waiting for a block'}`}</p>}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}
