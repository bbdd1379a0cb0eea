import type { Address, ChainId, Hex } from '../types.js'

export interface TransactionReceipt {
  transactionHash: Hex
  status: 'success' | 'reverted'
  blockNumber: bigint
}

/**
 * Read access to chains: behind it a node-provider endpoint with a fallback to the chain's public
 * RPC. The contract every backend passes (test/adapters/contract/rpc-fallback.test.ts):
 *
 * - One HTTP request per read: no `eth_chainId` request of its own (an endpoint's chain is checked
 *   inside its first request), no multicall, no batching window, no background polling.
 * - Endpoints are tried in the configured order; one that fails (HTTP error such as 500 or 429, no
 *   answer within the attempt time limit, malformed JSON, another chain) hands over to the next
 *   with no error shown, and is tried last during a cooldown so a dead provider does not slow
 *   every read.
 * - An answer JSON-RPC does not allow (a quantity that is not `0x` and 1 to 64 hex digits, a
 *   receipt of another transaction or without status 0x0/0x1, a batch answer of the wrong length
 *   or ids) is that endpoint failing, the same for every backend (test/hostile/rpc-answers.test.ts).
 * - Every endpoint down: RpcUnavailableError (retryable, naming the chain); never a made-up value.
 * - A chain that is not configured, or has no endpoints: ChainNotConfiguredError, nothing sent.
 * - Waiting for a receipt is not the port's: TransactionService polls these reads
 *   (`waitForReceipt`).
 */
export interface ChainRpcPort {
  getBalance(args: { address: Address; chainId: ChainId }): Promise<bigint>
  getBlockNumber(args: { chainId: ChainId }): Promise<bigint>
  /**
   * `eth_call` at the latest block: the data a contract returns for `data` (calldata), `0x` when
   * there is no code at `to`. A call the chain answers as reverting rejects with
   * ContractRevertedError (its revert data with it) and is not tried on another endpoint.
   */
  call(args: { chainId: ChainId; to: Address; data: Hex; from?: Address; value?: bigint }): Promise<Hex>
  /** `null` while the transaction is not mined; a malformed hash is refused before anything is sent. */
  getTransactionReceipt(args: { hash: Hex; chainId: ChainId }): Promise<TransactionReceipt | null>
  /**
   * Optional: gets a chain's reads ready for a read the visitor is about to cause: checks ahead the
   * chain of the endpoint the first read goes to, so that read is one call (no `eth_chainId` in
   * it). The UI calls it when the connect dialog opens, a click by the visitor, never on load. The
   * finding is kept per endpoint for the page's life; an endpoint that fails the check (HTTP error,
   * no answer in time, malformed, another chain) fails over on the read exactly as without it.
   * Resolves always, also for a chain not configured (nothing sent); calling it again sends
   * nothing more. Absent: the first read checks the chain inside its own request.
   */
  prepare?(args: { chainId: ChainId }): Promise<void>
}
