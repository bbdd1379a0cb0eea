import { useQuery } from '@tanstack/react-query'
import { TransactionRevertedError, waitForReceipt, type Hex, type TransactionReceipt } from '../../../src-domain/index.js'
import { useChainId } from '../../../src-ui/hooks/use-chain-id.js'
import { useServices } from '../../../src-ui/services.js'
import type { QueryParameter, QueryResult } from './query.js'

export interface UseWaitForTransactionReceiptParameters<selectData = TransactionReceipt> {
  hash?: Hex | undefined
  /** The chain it was sent on; the connected wallet's, else the app's first. */
  chainId?: number | undefined
  /** Blocks that must hold it, its own included (1 by default). */
  confirmations?: number | undefined
  /** How often the chain is asked, in ms; the app's receipt polling by default (2 s; 50 ms in the testing entry). */
  pollingInterval?: number | undefined
  /** Give up after this many ms with a WaitForReceiptTimeoutError; no limit by default. */
  timeout?: number | undefined
  query?: QueryParameter<TransactionReceipt, selectData> | undefined
}

/**
 * Waits for a transaction's receipt, as wagmi's `useWaitForTransactionReceipt`: polls the app's
 * chain reads until `confirmations` blocks hold it. `data` is the receipt (`transactionHash`,
 * `status`, `blockNumber`); a transaction that reverted is `error`, a TransactionRevertedError,
 * as wagmi reports it. Off until `hash` is given; cached in the provider's query client.
 */
export function useWaitForTransactionReceipt<selectData = TransactionReceipt>(
  parameters: UseWaitForTransactionReceiptParameters<selectData> = {},
): QueryResult<selectData> {
  const { rpc, transactions } = useServices()
  const current = useChainId()
  const { hash, confirmations = 1, timeout, query = {} } = parameters
  const chainId = parameters.chainId ?? current
  const intervalMs = parameters.pollingInterval ?? transactions.receiptPollingMs
  const queryKey = ['waitForTransactionReceipt', chainId, hash?.toLowerCase(), confirmations] as const
  const result = useQuery({
    // A reverted transaction stays reverted.
    retry: (failures, error) => !(error instanceof TransactionRevertedError) && failures < 3,
    ...query,
    queryKey,
    enabled: hash !== undefined && query.enabled !== false,
    queryFn: async ({ signal }) => {
      const receipt = await waitForReceipt(
        rpc,
        { hash: hash as Hex, chainId, confirmations, signal, ...(timeout === undefined ? {} : { timeoutMs: timeout }) },
        { intervalMs },
      )
      if (receipt.status === 'reverted') throw new TransactionRevertedError(receipt.transactionHash, receipt.blockNumber)
      return receipt
    },
  })
  return { ...result, queryKey } as QueryResult<selectData>
}
