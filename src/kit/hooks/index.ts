/** The chain and contract hooks with wagmi's names and shapes: viem codes the calls, the app's ports carry them. */
export { useReadContract, type UseReadContractParameters, type ReadContractData } from './use-read-contract.js'
export {
  useWriteContract,
  type UseWriteContractReturnType,
  type WriteContractVariables,
  type WriteContract,
  type WriteContractAsync,
} from './use-write-contract.js'
export { useWaitForTransactionReceipt, type UseWaitForTransactionReceiptParameters } from './use-wait-for-transaction-receipt.js'
export { useBlockNumber, type UseBlockNumberParameters } from './use-block-number.js'
export { useBalance, type UseBalanceParameters, type Balance } from './use-balance.js'
export type { QueryParameter, QueryResult } from './query.js'
