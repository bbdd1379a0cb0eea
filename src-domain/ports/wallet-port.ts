import type { Address, ChainId, Hex } from '../types.js'
import type { WalletInfo } from '../wallets/types.js'

export interface ConnectResult {
  walletId: string
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
 * The seam to a wallet library. Implementations throw the domain's connection errors
 * (UserRejectedRequestError, SwitchChainNotSupportedError, ...) or errors that
 * `classifyConnectionError` recognises.
 */
export interface WalletPort {
  /** The wallets this backend offers now; EIP-6963 announcements change it (`walletsChanged`). */
  listWallets(): readonly WalletInfo[]
  connect(walletId: string, options?: { chainId?: ChainId }): Promise<ConnectResult>
  /** Restores the last connection without prompting; `null` when there is none to restore. */
  reconnect(): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  switchChain(chainId: ChainId): Promise<void>
  signMessage(args: { account: Address; message: string }): Promise<Hex>
  sendTransaction(request: TransactionRequest): Promise<Hex>
  subscribe(listener: (event: WalletEvent) => void): () => void
}
