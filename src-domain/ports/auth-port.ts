import type { Address, ChainId, Hex } from '../types.js'

export interface AuthSession {
  address: Address
  chainId: ChainId
}

/** Sign-In with Ethereum: nonce, message, verification, and the session it yields. */
export interface AuthPort {
  getNonce(): Promise<string>
  createMessage(args: { address: Address; chainId: ChainId; nonce: string }): string
  /** True when the server accepted the signature and opened a session. */
  verify(args: { message: string; signature: Hex }): Promise<boolean>
  signOut(): Promise<void>
  getSession(): Promise<AuthSession | null>
}
