import type { Address, ChainId, Hex } from '../types.js'
import type { WalletInfo } from '../wallets/types.js'

export interface ConnectResult {
  walletId: string
  /** The wallet's accounts in its order; empty means the user declined (a rejection, not an error). */
  accounts: readonly Address[]
  chainId: ChainId
}

export interface TransactionRequest {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  chainId?: ChainId
  gas?: bigint
}

/** What a wallet tells the app after connecting. `displayUri` carries the WalletConnect pairing URI for the QR code. */
export type WalletEvent =
  | { type: 'accountsChanged'; accounts: readonly Address[] }
  | { type: 'chainChanged'; chainId: ChainId }
  | { type: 'disconnected' }
  | { type: 'displayUri'; uri: string }
  | { type: 'walletsChanged' }

/**
 * The seam to a wallet library. The contract every backend passes
 * (test/adapters/contract/wallet-contract.ts runs it against each backend of src/backends):
 *
 * - Errors are the domain's classes (UserRejectedRequestError, ResourceUnavailableError,
 *   SwitchChainNotSupportedError, ChainSwitchFailedError, WalletNotInstalledError,
 *   UnknownWalletError, NotConnectedError, InvalidWalletAnswerError), so every backend shows the
 *   same message for the same failure; `classifyConnectionError` sorts them into kinds.
 * - Nothing a wallet answers reaches the app unchecked: addresses, chain ids, signatures and
 *   hashes are validated, announced names and icons sanitised.
 * - Rules that do not depend on the wallet live in the domain, not here: ConnectionService
 *   refuses a chain the app does not configure before a backend is asked, and TransactionService
 *   waits for receipts over ChainRpcPort's reads.
 */
export interface WalletPort {
  /**
   * The wallets this backend offers now, each id once; EIP-6963 announcements change it and emit
   * `walletsChanged`. Must never ask a wallet anything: a first visit stays private.
   */
  listWallets(): readonly WalletInfo[]
  /**
   * Asks the wallet for access (the one call that may prompt) and, with `chainId`, moves it there;
   * a failed move keeps the connection on the wallet's chain. Accounts answered empty (or as
   * anything that is no list of addresses) are a rejection: resolve with `accounts: []` and keep
   * nothing connected, do not throw.
   */
  connect(walletId: string, options?: { chainId?: ChainId }): Promise<ConnectResult>
  /**
   * Restores the connection to `walletId` (the domain's remembered wallet: backends keep no record
   * of their own) without prompting, ever: `eth_accounts`, never `eth_requestAccounts` or
   * `wallet_requestPermissions`. `null` when the wallet is gone or forgot the app (the domain then
   * forgets it too).
   */
  reconnect(walletId: string): Promise<ConnectResult | null>
  /** Ends the session and forgets the wallet (no auto-connect after it); emits exactly one `disconnected`. */
  disconnect(): Promise<void>
  /**
   * Moves the wallet to a configured chain; a wallet that does not know it (4902) gets it added
   * from the app's config, then switched. Resolving means the wallet is there.
   */
  switchChain(chainId: ChainId): Promise<void>
  signMessage(args: { account: Address; message: string }): Promise<Hex>
  sendTransaction(request: TransactionRequest): Promise<Hex>
  /**
   * Wallet events after a connect: `accountsChanged` (empty: the session ends and is forgotten),
   * `chainChanged` (also to chains the app does not configure), one `disconnected` per real
   * disconnect (a transient one, such as MetaMask's 1013 while it changes chains, is not one).
   */
  subscribe(listener: (event: WalletEvent) => void): () => void
  /**
   * Optional: gets ready for a connect the visitor is about to ask for: fetches the code the first
   * connect and its first balance read load late, and builds what that connect would (e.g. a
   * wallet library's client), so the pick waits for the wallet alone. The UI calls it when the
   * connect dialog opens. Never asks a wallet or a node anything; calling it again does nothing
   * more. A failure rejects, and the connect itself tries again. Absent: nothing is loaded late.
   */
  preload?(): Promise<void>
}
